/**
 * `npm run bench:plans -- [--database-url URL]`: EXPLAIN ANALYZE of the statements behind
 * order/list (page, count, plate search, waiting for payment), the counters and the change
 * feed, on whatever bench:seed generated. Prints Markdown for docs/benchmarks.md.
 */
import { parseArgs } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../api/db/open';
import { changesQuery } from '../api/orders/change-feed';
import { listQueries } from '../api/orders/list';
import { countersQuery } from '../api/orders/stats';
import { startOfBusinessDay } from '../api/domain/business-time';

const { values } = parseArgs({ options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' } } });
const url = values['database-url'] ?? process.env.DATABASE_URL;
const database = url
  ? await openDatabase({ kind: 'postgres', url })
  : await openDatabase({ kind: 'pglite', dataDir: values['data-dir'] ?? process.env.DATA_DIR ?? './data-bench' });
const { db } = database;
const dialect = (db as unknown as { dialect: PgDialect }).dialect;

const facts = (await db.execute(sql`select count(*)::int as n, coalesce(max(change_seq), 0)::bigint as max from orders`)) as unknown as {
  rows: Array<{ n: number; max: string }>;
};
const orderCount = Number(facts.rows[0]?.n ?? 0);
const maxSeq = Number(facts.rows[0]?.max ?? 0);

const plans: Array<[string, SQL | { toSQL(): { sql: string; params: unknown[] } }]> = [
  ['order/list status=all, page 1', listQueries(db, { status: 'all', page: 1, page_size: 50 }).page],
  ['order/list status=all, count', listQueries(db, { status: 'all', page: 1, page_size: 50 }).count],
  ['order/list status=all, page 200', listQueries(db, { status: 'all', page: 200, page_size: 50 }).page],
  ['order/list status=waiting', listQueries(db, { status: 'waiting', page: 1, page_size: 50 }).page],
  ['order/list status=waiting, count', listQueries(db, { status: 'waiting', page: 1, page_size: 50 }).count],
  ['order/list status=waiting_for_payment', listQueries(db, { status: 'waiting_for_payment', page: 1, page_size: 50 }).page],
  ['order/list search_string=А12 (plate fragment)', listQueries(db, { status: 'all', page: 1, page_size: 50, search_string: 'А12' }).page],
  ['order/list search_string=А12, count', listQueries(db, { status: 'all', page: 1, page_size: 50, search_string: 'А12' }).count],
  ['get-order-stats (one statement)', countersQuery(startOfBusinessDay(new Date(), 'Europe/Moscow'))],
  ['order/changes since the newest minus 100', changesQuery(db, Math.max(0, maxSeq - 100))],
];

console.log(`### Query plans at ${orderCount.toLocaleString('en')} orders (${database.kind})\n`);
for (const [title, query] of plans) {
  const compiled = 'toSQL' in query ? query.toSQL() : dialect.sqlToQuery(query);
  const text = compiled.sql.replace(/\$(\d+)/g, (_m, i: string) => literal(compiled.params[Number(i) - 1]));
  const result = (await db.execute(sql.raw(`explain (analyze, buffers, costs off) ${text}`))) as unknown as { rows: Array<Record<string, string>> };
  const plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
  console.log(`#### ${title}\n\n\`\`\`\n${plan}\n\`\`\`\n`);
}
await database.close();

function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}
