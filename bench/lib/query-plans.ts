import { sql, type SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../api/db/database';
import { changesQuery } from '../../api/orders/change-feed';
import { listQueries } from '../../api/orders/list';
import { countersQuery } from '../../api/orders/stats';
import { startOfBusinessDay } from '../../api/domain/business-time';

export interface Plan {
  title: string;
  plan: string;
  /** The execution time EXPLAIN ANALYZE reports. */
  ms: number;
}

/**
 * EXPLAIN ANALYZE of the statements behind order/list (page, count, plate search, waiting
 * for payment), the counters and the change feed, on whatever data the database holds.
 */
export async function queryPlans(database: Database): Promise<{ orderCount: number; plans: Plan[] }> {
  const { db } = database;
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const out: Plan[] = [];
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
    [
      'order/list search_string=А12 (plate fragment)',
      listQueries(db, { status: 'all', page: 1, page_size: 50, search_string: 'А12' }).page,
    ],
    ['order/list search_string=А12, count', listQueries(db, { status: 'all', page: 1, page_size: 50, search_string: 'А12' }).count],
    ['get-order-stats (one statement)', countersQuery(startOfBusinessDay(new Date(), 'Europe/Moscow'))],
    ['order/changes since the newest minus 100', changesQuery(db, Math.max(0, maxSeq - 100))],
  ];

  for (const [title, query] of plans) out.push(await explain(db, title, 'toSQL' in query ? query.toSQL() : dialect.sqlToQuery(query)));
  return { orderCount, plans: out };
}

/** EXPLAIN ANALYZE of one compiled statement, its parameters written in. */
export async function explain(db: Database['db'], title: string, compiled: { sql: string; params: unknown[] }): Promise<Plan> {
  const text = compiled.sql.replace(/\$(\d+)/g, (_m, i: string) => literal(compiled.params[Number(i) - 1]));
  const result = (await db.execute(sql.raw(`explain (analyze, buffers, costs off) ${text}`))) as unknown as {
    rows: Array<Record<string, string>>;
  };
  const plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
  return { title, plan, ms: executionMs(plan) };
}

function executionMs(plan: string): number {
  return Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
}

function literal(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}
