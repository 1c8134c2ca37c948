import { sql } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../api/db/database';
import { earningsQuery, earningsReport } from '../../api/reports/earnings';
import { periodQueries, periodReport } from '../../api/reports/period';
import type { Plan } from './query-plans';
import { median } from './stats';

const TIME_ZONE = 'Europe/Moscow';

/** The last whole month before now, as the owner would pick «Прошлый месяц». */
export function lastMonth(now = new Date()): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  const end = new Date(Date.parse(`${today.slice(0, 8)}01T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: `${end.slice(0, 8)}01`, to: end };
}

/**
 * The owner's month (issue 19): the whole report and the earnings as the API makes them,
 * timed end to end (median of `runs`), and EXPLAIN ANALYZE of each of their statements.
 */
export async function reportPlans(db: Db, runs = 7): Promise<{ month: { from: string; to: string }; reportMs: number; earningsMs: number; plans: Plan[] }> {
  const month = lastMonth();
  const time = async (work: () => Promise<unknown>) => {
    await work(); // warm: the first run reads the pages in
    const samples: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const t = performance.now();
      await work();
      samples.push(performance.now() - t);
    }
    return Math.round(median(samples) * 10) / 10;
  };
  const reportMs = await time(() => periodReport(db, month, TIME_ZONE));
  const earningsMs = await time(() => earningsReport(db, month, TIME_ZONE));

  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const statements = { ...periodQueries(db, month, TIME_ZONE), earnings: earningsQuery(db, month, TIME_ZONE) };
  const plans: Plan[] = [];
  for (const [name, query] of Object.entries(statements)) {
    const compiled = dialect.sqlToQuery(query.getSQL());
    const result = (await db.execute(sql.raw(`explain (analyze, buffers, costs off) ${inline(compiled.sql, compiled.params)}`))) as unknown as { rows: Array<Record<string, string>> };
    const plan = result.rows.map((r) => Object.values(r)[0]).join('\n');
    plans.push({ title: `report, ${month.from}…${month.to}: ${name}`, plan, ms: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN) });
  }
  return { month, reportMs, earningsMs, plans };
}

function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_m, i: string) => {
    const value = params[Number(i) - 1];
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (value instanceof Date) return `'${value.toISOString()}'`;
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}
