/**
 * One reload for many screens (docs/decisions/043-one-reload-for-many-screens.md): ten desks on
 * the cashier's list, one process on PostgreSQL. After each change (the master finishes a
 * car through the API) all ten reload the list at once, as their screens do when the change
 * is pushed (the `.data` of the list's route). Measured: how long until the
 * last of them has its answer, and how many times the database ran the list's statement
 * (pg_stat_statements, where the server loads it).
 */
import { BenchApi, benchPlate, sessionCookie } from './lib/api';
import { countStatements, listStatements } from './lib/list-statements';
import { freshDatabase } from './lib/postgres';
import { startServer } from './lib/server';
import { percentile, round, table } from './lib/stats';
import type { Section } from './section';

/** What a live reload of the cashier's list fetches: its leaf route's data only (the shell keeps its own). */
const LIST_DATA = '/cashier/tasks/active.data?_routes=routes%2F_app.cashier.tasks.active';

export async function reloadStorm(options: { postgres?: string; screens: number; changes: number }): Promise<Section> {
  const title = 'One reload for many screens';
  if (!options.postgres)
    return { id: 'reload-storm', title, markdown: 'No PostgreSQL server was reachable: not measured.', data: { measured: false } };
  const db = await freshDatabase(options.postgres, 'storm');
  await countStatements(db.url);
  const server = await startServer({ DATABASE_URL: db.url });
  try {
    const master = await BenchApi.login(server.baseURL, 'master', 'master-demo');
    const cookies = await Promise.all(
      Array.from({ length: options.screens }, () => sessionCookie(server.baseURL, 'cashier', 'cashier-demo')),
    );
    const reload = (cookie: string) =>
      fetch(`${server.baseURL}${LIST_DATA}`, { headers: { cookie } }).then(async (r) => {
        if (!r.ok) throw new Error(`${LIST_DATA}: ${r.status}`);
        await r.arrayBuffer();
      });
    const times: number[] = [];
    const statements: number[] = [];
    for (let i = 0; i < options.changes + 2; i += 1) {
      const id = await master.startedOrder(benchPlate(20_000 + i));
      await Promise.all(cookies.map(reload));
      const before = await listStatements(db.url);
      await master.post('order/complete', { order_id: id });
      const start = performance.now();
      await Promise.all(cookies.map(reload));
      const took = performance.now() - start;
      const after = await listStatements(db.url);
      // The first two warm up the server.
      if (i < 2) continue;
      times.push(took);
      if (before !== undefined && after !== undefined) statements.push(after - before);
    }
    const data = {
      screens: options.screens,
      changes: times.length,
      p50: round(percentile(times, 50), 1),
      p95: round(percentile(times, 95), 1),
      statementsPerChange: statements.length ? { min: Math.min(...statements), max: Math.max(...statements) } : undefined,
    };
    const counted = data.statementsPerChange
      ? `${data.statementsPerChange.min}–${data.statementsPerChange.max}`
      : 'not counted (pg_stat_statements not loaded)';
    const markdown = [
      `One process on PostgreSQL (the production build, the demo shop). After each change (the master finishes a car through the API) ` +
        `${options.screens} cashier sessions reload the list at once, as their screens do when the change is pushed ` +
        "(the `.data` of the list's route of `/cashier/tasks/active`). The time runs from the change's answer " +
        "until the last of them has its answer; the statements are the list's own (its rows' lines gathered by json_agg, " +
        'counted by pg_stat_statements).',
      '',
      table(
        ['screens', 'changes', 'all answered p50 / p95 (ms)', 'list statements per change'],
        [[data.screens, data.changes, `${data.p50} / ${data.p95}`, counted]],
      ),
    ].join('\n');
    return { id: 'reload-storm', title, markdown, data };
  } finally {
    await server.stop();
    await db.drop();
  }
}
