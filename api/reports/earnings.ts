import { and, asc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { EarningsReport, PeriodQuery, WorkerLines } from '../contract/reports';
import type { Db } from '../db/database';
import { orderItems, orderItemWorkers, orders, workers } from '../db/schema';
import { discountAmount, toRoubles } from '../domain/money';
import { notFound } from '../domain/refusal';
import { periodBounds } from './period-bounds';

/**
 * Every worker's share of every line of the orders done in a period (canceled lines left
 * out), as a subquery: each line's value (its sum after discount) split evenly among its
 * workers to the kopeck, the odd kopecks going to the first workers by number, so that the
 * shares add up to the line.
 */
function sharesIn(db: Db, period: PeriodQuery, timeZone: string) {
  const { from, to } = periodBounds(period, timeZone);
  const line = sql`partition by ${orderItems.id}`;
  return db
    .select({
      itemId: sql<number>`${orderItems.id}`.as('item_id'),
      workerId: orderItemWorkers.workerId,
      workers: sql<number>`count(*) over (${line})::int`.as('workers'),
      share: sql<number>`(${orderItems.sum} / count(*) over (${line})
        + case when row_number() over (${line} order by ${orderItemWorkers.workerId}) <= ${orderItems.sum} % count(*) over (${line}) then 1 else 0 end)::int`.as('share'),
    })
    .from(orderItemWorkers)
    .innerJoin(orderItems, eq(orderItems.id, orderItemWorkers.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.jobStatus, 'done'), gte(orders.doneAt, from), lt(orders.doneAt, to), ne(orderItems.status, 'canceled')))
    .as('shares');
}

/** Each worker's lines and value in kopecks in a period, not yet run: the report runs it, the benchmark explains it. */
export function earningsQuery(db: Db, period: PeriodQuery, timeZone: string) {
  const shares = sharesIn(db, period, timeZone);
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

/** One worker's lines of the orders done in a period, oldest first, each with the worker's share of it (at most 2,000). */
export async function workerLines(db: Db, workerId: number, period: PeriodQuery, timeZone: string): Promise<WorkerLines> {
  const [worker] = await db.select({ id: workers.id, name: workers.name }).from(workers).where(eq(workers.id, workerId));
  if (!worker) throw notFound('worker_not_found', { id: workerId });
  const shares = sharesIn(db, period, timeZone);
  const rows = await db
    .select({ item: orderItems, doneAt: orders.doneAt, plate: orders.plateNumber, workers: shares.workers, share: shares.share })
    .from(shares)
    .innerJoin(orderItems, eq(orderItems.id, shares.itemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(shares.workerId, workerId))
    .orderBy(asc(orders.doneAt), asc(orderItems.id))
    .limit(2000);
  return {
    worker_id: worker.id,
    name: worker.name,
    lines: rows.map((r) => ({
      order_id: r.item.orderId,
      done_at: r.doneAt!.toISOString(),
      plate_number: r.plate,
      service: r.item.name,
      quantity: r.item.quantity,
      sum: toRoubles(r.item.sum),
      workers: r.workers,
      share: toRoubles(r.share),
    })),
  };
}
