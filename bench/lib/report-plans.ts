import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../api/db/database';
import { earningsQuery, earningsReport } from '../../api/reports/earnings';
import { periodQueries, periodReport } from '../../api/reports/period';
import { bare } from './load';
import { explain, type Plan } from './query-plans';

const TIME_ZONE = 'Europe/Moscow';

/** The last whole month before now, as the owner would pick «Прошлый месяц». */
export function lastMonth(now = new Date()): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const end = new Date(Date.parse(`${today.slice(0, 8)}01T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: `${end.slice(0, 8)}01`, to: end };
}

/**
 * The owner's month: the whole report and the earnings as the API makes them,
 * timed end to end (median of `runs` after ten warm-up runs), and EXPLAIN ANALYZE of each of
 * their statements.
 */
export async function reportPlans(
  db: Db,
  runs = 7,
): Promise<{ month: { from: string; to: string }; reportMs: number; earningsMs: number; plans: Plan[] }> {
  const month = lastMonth();
  const reportMs = (await bare(() => periodReport(db, month, TIME_ZONE), { runs })).p50;
  const earningsMs = (await bare(() => earningsReport(db, month, TIME_ZONE), { runs })).p50;
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const statements = { ...periodQueries(db, month, TIME_ZONE), earnings: earningsQuery(db, month, TIME_ZONE) };
  const plans: Plan[] = [];
  for (const [name, query] of Object.entries(statements))
    plans.push(await explain(db, `report, ${month.from}…${month.to}: ${name}`, dialect.sqlToQuery(query.getSQL())));
  return { month, reportMs, earningsMs, plans };
}
