/**
 * API throughput: order/list (50 rows, with and without a plate search),
 * order/{id}, get-order-stats and order/changes under 20 connections (autocannon), at
 * 1,000 and 1,000,000 orders on PostgreSQL and at 1,000 and 100,000 on PGlite. Beside each,
 * the database work alone: the service function the call runs, timed in this process on the
 * same data before the server starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../api/db/open';
import type { Db } from '../api/db/database';
import { orderAnswer } from '../api/orders/answer';
import { changesSince } from '../api/orders/change-feed';
import { listOrders } from '../api/orders/list';
import { masterStats } from '../api/orders/stats';
import { BenchApi } from './lib/api';
import { bare, load, type LoadResult } from './lib/load';
import { freshDatabase } from './lib/postgres';
import { seedOrders } from './lib/seed-orders';
import { startServer } from './lib/server';
import { round, table } from './lib/stats';
import type { Section } from './section';

interface Dataset {
  label: string;
  kind: 'postgres' | 'pglite';
  orders: number;
}

interface Endpoint {
  name: string;
  path: (ids: Ids) => string;
  bare: (db: Db, ids: Ids) => Promise<unknown>;
}

interface Ids {
  orderId: number;
  since: number;
}

const TZ = 'Europe/Moscow';

const ENDPOINTS: Endpoint[] = [
  {
    name: 'order/list (50 rows)',
    path: () => 'order/list?status=all&page=1&page_size=50',
    bare: (db) => listOrders(db, { status: 'all', page: 1, page_size: 50 }),
  },
  {
    name: 'order/list, plate search «А12»',
    path: () => `order/list?status=all&page=1&page_size=50&search_string=${encodeURIComponent('А12')}`,
    bare: (db) => listOrders(db, { status: 'all', page: 1, page_size: 50, search_string: 'А12' }),
  },
  {
    name: 'order/{id}',
    path: (ids) => `order/${ids.orderId}`,
    bare: (db, ids) => orderAnswer(db, ids.orderId, { id: 0, role: 'cashier' }, { PUBLIC_ORIGIN: [], PORT: 3000 }),
  },
  { name: 'get-order-stats', path: () => 'get-order-stats', bare: (db) => masterStats(db, TZ) },
  { name: 'order/changes (last 100)', path: (ids) => `order/changes?since=${ids.since}`, bare: (db, ids) => changesSince(db, ids.since) },
];

async function measureDataset(dataset: Dataset, postgres: string | undefined, log: (s: string) => void) {
  const pgDb = dataset.kind === 'postgres' ? await freshDatabase(postgres!, 'api') : undefined;
  const dataDir = dataset.kind === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'washdesk-bench-api-')) : undefined;
  try {
    const database = pgDb
      ? await openDatabase({ kind: 'postgres', url: pgDb.url })
      : await openDatabase({ kind: 'pglite', dataDir: dataDir! });
    const seedMs = await seedOrders(database.db, dataset.orders, () => undefined);
    log(`  seeded ${dataset.orders} orders in ${(seedMs / 1000).toFixed(1)} s`);
    const facts = (await database.db.execute(
      sql`select (select max(id) from orders where job_status = 'waiting')::int as waiting, max(change_seq)::bigint as seq from orders`,
    )) as unknown as { rows: Array<{ waiting: number; seq: string }> };
    const ids: Ids = { orderId: Number(facts.rows[0]!.waiting), since: Math.max(0, Number(facts.rows[0]!.seq) - 100) };
    const bareTimes = [];
    for (const endpoint of ENDPOINTS) bareTimes.push(await bare(() => endpoint.bare(database.db, ids)));
    await database.close();

    const server = await startServer(pgDb ? { DATABASE_URL: pgDb.url } : { DATA_DIR: dataDir! });
    const results: Array<{ endpoint: string; bare: { p50: number; p95: number }; api: LoadResult }> = [];
    try {
      const api = await BenchApi.login(server.baseURL, 'master', 'master-demo');
      for (const [i, endpoint] of ENDPOINTS.entries()) {
        const r = await load(`${server.baseURL}/api/v1/${endpoint.path(ids)}`, { Authorization: api.authorization });
        results.push({ endpoint: endpoint.name, bare: bareTimes[i]!, api: r });
        log(`  ${endpoint.name}: ${r.rps} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms (bare ${bareTimes[i]!.p50} ms)`);
      }
    } finally {
      await server.stop();
    }
    return { seedMs, results };
  } finally {
    await pgDb?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function apiThroughput(options: { postgres?: string; quick: boolean }): Promise<Section> {
  const big = options.quick ? 10_000 : undefined;
  const datasets: Dataset[] = [
    ...(options.postgres
      ? [
          { label: 'PostgreSQL, 1,000 orders', kind: 'postgres' as const, orders: 1_000 },
          { label: `PostgreSQL, ${(big ?? 1_000_000).toLocaleString('en')} orders`, kind: 'postgres' as const, orders: big ?? 1_000_000 },
        ]
      : []),
    { label: 'PGlite, 1,000 orders', kind: 'pglite', orders: 1_000 },
    { label: `PGlite, ${(big ?? 100_000).toLocaleString('en')} orders`, kind: 'pglite', orders: big ?? 100_000 },
  ];
  const data: Record<string, Awaited<ReturnType<typeof measureDataset>>> = {};
  const parts: string[] = [
    '20 connections (autocannon), 2 s warm-up, then three runs of 5 s; the median run. «Per request» is the server time one ' +
      'request costs (1 / requests per second), set beside the database work alone (the service function the call runs, in ' +
      'one process, p50) to show what HTTP, authentication, validation and JSON add. Goals: p95 of order/list at most ' +
      '10 ms at 1,000,000 orders; the API at most 3 times the bare query.',
  ];
  for (const dataset of datasets) {
    console.log(`▷ ${dataset.label}`);
    const measured = await measureDataset(dataset, options.postgres, (s) => console.log(s));
    data[dataset.label] = measured;
    parts.push(
      '',
      `### ${dataset.label} (seeded in ${(measured.seedMs / 1000).toFixed(0)} s)`,
      '',
      table(
        ['call', 'req/s', 'p50 (ms)', 'p95 (ms)', 'per request (ms)', 'bare p50 (ms)', 'API ÷ bare', 'errors'],
        measured.results.map((r) => {
          const perRequest = 1000 / r.api.rps;
          return [
            r.endpoint,
            r.api.rps,
            r.api.p50,
            r.api.p95,
            round(perRequest, 2),
            r.bare.p50,
            `${round(perRequest / r.bare.p50, 1)}×`,
            r.api.errors,
          ];
        }),
      ),
    );
  }
  if (!options.postgres) parts.push('', 'No PostgreSQL server was reachable: the PostgreSQL figures were not measured.');
  return { id: 'api', title: 'API throughput', markdown: parts.join('\n'), data };
}
