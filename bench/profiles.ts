/**
 * Profiles: where the server's time goes on the sign-in page, the master's list,
 * the master's task page and the cashier's order page. For each, a server started with
 * `node --cpu-prof`, loaded by 20 connections for 5 s, then stopped; the profile's window
 * of the load is summed by function and by package (self time). `profileRoutes` can also
 * profile another checkout (`cwd`), to set an earlier version beside this one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BenchApi, sessionCookie } from './lib/api';
import { load } from './lib/load';
import { freshDatabase } from './lib/postgres';
import { mainProfile, summarise, type ProfileSummary } from './lib/profile';
import { seedOrders } from './lib/seed-orders';
import { openDatabase } from '../api/db/open';
import { startServer } from './lib/server';
import { table } from './lib/stats';
import type { Section } from './section';

const LOAD_S = 5;

interface Route {
  name: string;
  path: (ids: { order: number }) => string;
  as?: 'master' | 'cashier';
}

const ROUTES: Route[] = [
  { name: 'Sign-in page', path: () => '/log_in' },
  { name: 'Master list (50 rows)', path: () => '/master/tasks/all', as: 'master' },
  { name: 'Master task page', path: ({ order }) => `/master/task/${order}`, as: 'master' },
  { name: 'Cashier order page', path: ({ order }) => `/cashier/task/${order}`, as: 'cashier' },
];

export interface RouteProfile {
  route: string;
  path: string;
  rps: number;
  summary: ProfileSummary;
}

/** Profiles every route on one database (`DATABASE_URL` in env, or the embedded one of `env.DATA_DIR`). */
export async function profileRoutes(env: Record<string, string>, options: { cwd?: string; runs?: number } = {}): Promise<RouteProfile[]> {
  const results: RouteProfile[] = [];
  for (const route of ROUTES) {
    const dir = mkdtempSync(path.join(tmpdir(), 'washdesk-prof-'));
    const server = await startServer(env, { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`], cwd: options.cwd });
    try {
      const api = await BenchApi.login(server.baseURL, 'master', 'master-demo');
      const { orders } = await api.get<{ orders: Array<{ id: number }> }>('order/list?status=all&page=1&page_size=1');
      const target = route.path({ order: orders[0]!.id });
      const cookie = route.as ? await sessionCookie(server.baseURL, route.as, `${route.as}-demo`) : undefined;
      const result = await load(`${server.baseURL}${target}`, cookie ? { cookie } : {}, { runs: options.runs ?? 1, seconds: LOAD_S });
      const stopping = Date.now();
      await server.stop();
      const summary = summarise(mainProfile(dir), LOAD_S * 1000, Date.now() - stopping);
      results.push({ route: route.name, path: route.path({ order: 0 }).replace('/0', '/{id}'), rps: result.rps, summary });
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return results;
}

/** The Markdown of a set of route profiles: per route, its rate and its top functions and packages. */
export function profilesMarkdown(profiles: RouteProfile[]): string {
  return profiles
    .map((p) =>
      [
        `#### ${p.route} (\`${p.path}\`, ${p.rps} req/s under profiling)`,
        '',
        table(
          ['self time', 'function', 'where', '', 'self time', 'package'],
          p.summary.functions.map((f, i) => {
            const pkg = p.summary.packages[i];
            return [`${f.share} %`, `\`${f.name}\``, f.where ? `\`${f.where}\`` : '', '', pkg ? `${pkg.share} %` : '', pkg?.name ?? ''];
          }),
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

export async function profiles(options: { postgres?: string; quick: boolean }): Promise<Section> {
  const orders = options.quick ? 10_000 : 100_000;
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  if (options.postgres) {
    const db = await freshDatabase(options.postgres, 'profiles');
    const database = await openDatabase({ kind: 'postgres', url: db.url });
    await seedOrders(database.db, orders, () => undefined);
    await database.close();
    env = { DATABASE_URL: db.url, SEED_DEMO: 'true' };
    cleanup = db.drop;
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'washdesk-bench-profiles-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await seedOrders(database.db, 1_000, () => undefined);
    await database.close();
    env = { DATA_DIR: dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  try {
    const results = await profileRoutes(env);
    const markdown = [
      `Each page loaded by 20 connections for ${LOAD_S} s on a server started with \`node --cpu-prof\`, ` +
        (options.postgres
          ? `on PostgreSQL with ${orders.toLocaleString('en')} generated orders`
          : 'on the embedded database with 1,000 generated orders') +
        "; the main thread's self time over the load, by function and by package. The profiler itself slows the server, so the rates " +
        'here are lower than in "Pages and bundles". The profiles before the speed work are in "What changed a figure" below.',
      '',
      profilesMarkdown(results),
    ].join('\n');
    return { id: 'profiles', title: "Where a page's server time goes", markdown, data: results };
  } finally {
    await cleanup();
  }
}
