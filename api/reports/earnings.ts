import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { EarningsReport, PeriodQuery } from '../contract/reports';
import type { Db } from '../db/database';
import { orderItems, orderItemWorkers, orders, workers } from '../db/schema';
import { discountAmount, toRoubles } from '../domain/money';
import { periodBounds } from './period-bounds';

/**
 * Each worker's lines and value in kopecks in a period, not yet run (the report runs it, the
 * benchmark explains it): the lines of the orders done in it (canceled lines left out), each
 * line's value (its sum after discount) split evenly among its workers to the kopeck, the odd
 * kopecks going to the first workers by number, so that the shares add up to the line.
 */
export function earningsQuery(db: Db, period: PeriodQuery, timeZone: string) {
  const { from, to } = periodBounds(period, timeZone);
  const line = sql`partition by ${orderItems.id}`;
  const shares = db
    .select({
      workerId: orderItemWorkers.workerId,
      share: sql<number>`(${orderItems.sum} / count(*) over (${line})
        + case when row_number() over (${line} order by ${orderItemWorkers.workerId}) <= ${orderItems.sum} % count(*) over (${line}) then 1 else 0 end)`.as('share'),
    })
    .from(orderItemWorkers)
    .innerJoin(orderItems, eq(orderItems.id, orderItemWorkers.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.jobStatus, 'done'), gte(orders.doneAt, from), lt(orders.doneAt, to), ne(orderItems.status, 'canceled')))
    .as('shares');
  return db
    .select({ workerId: shares.workerId, lines: sql<number>`count(*)::int`, value: sql<number>`sum(${shares.share})::bigint` })
    .from(shares)
    .groupBy(shares.workerId);
}

/** What each worker earned in a period (docs/domain.md 'Worker earnings'): their value and the commission at their percent. */
export async function earningsReport(db: Db, period: PeriodQuery, timeZone: string): Promise<EarningsReport> {
  const rows = await earningsQuery(db, period, timeZone);
  const people = await db.select().from(workers).orderBy(asc(workers.kind), asc(workers.name));
  const byId = new Map(rows.map((r) => [r.workerId, r]));
  const list = people
    .filter((w) => byId.has(w.id))
    .map((w) => {
      const row = byId.get(w.id)!;
      const value = Number(row.value);
      return {
        worker_id: w.id,
        name: w.name,
        kind: w.kind,
        commission_percent: w.commissionPercent,
        lines: row.lines,
        valueKopecks: value,
        commissionKopecks: discountAmount(value, w.commissionPercent),
      };
    });
  return {
    from: period.from,
    to: period.to,
    workers: list.map(({ valueKopecks, commissionKopecks, ...w }) => ({ ...w, value: toRoubles(valueKopecks), commission: toRoubles(commissionKopecks) })),
    total_value: toRoubles(list.reduce((n, w) => n + w.valueKopecks, 0)),
    total_commission: toRoubles(list.reduce((n, w) => n + w.commissionKopecks, 0)),
  };
}
