import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { EarningsReport, PeriodQuery, WorkerLines } from '../contract/reports';
import type { Db } from '../db/database';
import { orderItems, orderItemWorkers, orders, workers } from '../db/schema';
import { discountAmount, toRoubles } from '../domain/money';
import { notFound } from '../domain/refusal';
import { linesOfOrdersDone, periodBounds } from './period-bounds';

/**
 * Every worker's share of every line of the orders done in a period (canceled lines left
 * out), as a subquery. A line's value (its sum after discount) is split among its workers
 * by the shares each was assigned with (one each unless the owner gave someone more), to
 * the kopeck: each takes the whole kopecks of their part, and the kopecks left over go one
 * each to the workers whose parts lost the most to the rounding (ties to the lowest worker
 * number), so that the parts add up to the line and no one gets more than a kopeck over.
 */
function sharesIn(db: Db, period: PeriodQuery, timeZone: string) {
  const { from, to } = periodBounds(period, timeZone);
  const line = sql`partition by ${orderItems.id}`;
  // A worker's part of a line is its sum times their shares over all the line's shares.
  const weighted = sql`${orderItems.sum}::bigint * ${orderItemWorkers.shareWeight}`;
  const lineWeight = sql`sum(${orderItemWorkers.shareWeight}) over (${line})`;
  const parts = db
    .select({
      itemId: sql<number>`${orderItems.id}`.as('item_id'),
      sum: sql<number>`${orderItems.sum}`.as('line_sum'),
      workerId: sql<number>`${orderItemWorkers.workerId}`.as('worker_id'),
      percent: sql<number>`${orderItemWorkers.commissionPercent}`.as('percent'),
      weight: sql<number>`${orderItemWorkers.shareWeight}`.as('weight'),
      workers: sql<number>`count(*) over (${line})::int`.as('workers'),
      lineWeight: sql<number>`${lineWeight}::int`.as('line_weight'),
      base: sql<number>`(${weighted} / ${lineWeight})::int`.as('base'),
      // What the rounding down took from the part, in shares of a kopeck.
      lost: sql<number>`(${weighted} % ${lineWeight})::int`.as('lost'),
    })
    .from(orderItemWorkers)
    .innerJoin(orderItems, eq(orderItems.id, orderItemWorkers.orderItemId))
    .where(and(linesOfOrdersDone(db, from, to), ne(orderItems.status, 'canceled')))
    .as('parts');
  const again = sql`partition by ${parts.itemId}`;
  return db
    .select({
      itemId: parts.itemId,
      workerId: parts.workerId,
      percent: parts.percent,
      weight: parts.weight,
      workers: parts.workers,
      lineWeight: parts.lineWeight,
      share: sql<number>`(${parts.base} + case when row_number() over (${again} order by ${parts.lost} desc, ${parts.workerId})
        <= ${parts.sum} - sum(${parts.base}) over (${again}) then 1 else 0 end)::int`.as('share'),
    })
    .from(parts)
    .as('shares');
}

/**
 * Each worker's lines and value in kopecks in a period, a row for each percent they were
 * assigned at, not yet run: the report runs it, the benchmark explains it.
 */
export function earningsQuery(db: Db, period: PeriodQuery, timeZone: string) {
  const shares = sharesIn(db, period, timeZone);
  return db
    .select({
      workerId: shares.workerId,
      percent: shares.percent,
      lines: sql<number>`count(*)::int`,
      value: sql<number>`sum(${shares.share})::bigint`,
    })
    .from(shares)
    .groupBy(shares.workerId, shares.percent);
}

/**
 * What each worker earned in a period (docs/domain.md 'Reports and earnings'): their value and
 * the commission at the percent their lines were assigned at. A worker whose percent changed
 * within the period has a row for each percent, so that every row's commission is its value
 * times its percent.
 */
export async function earningsReport(db: Db, period: PeriodQuery, timeZone: string): Promise<EarningsReport> {
  const rows = await earningsQuery(db, period, timeZone);
  const people = await db.select().from(workers).orderBy(asc(workers.kind), asc(workers.name));
  const list = people.flatMap((w) =>
    rows
      .filter((r) => r.workerId === w.id)
      .sort((a, b) => a.percent - b.percent)
      .map((row) => {
        const value = Number(row.value);
        return {
          worker_id: w.id,
          name: w.name,
          kind: w.kind,
          commission_percent: row.percent,
          lines: row.lines,
          valueKopecks: value,
          commissionKopecks: discountAmount(value, row.percent),
        };
      }),
  );
  return {
    from: period.from,
    to: period.to,
    workers: list.map(({ valueKopecks, commissionKopecks, ...w }) => ({
      ...w,
      value: toRoubles(valueKopecks),
      commission: toRoubles(commissionKopecks),
    })),
    total_value: toRoubles(list.reduce((n, w) => n + w.valueKopecks, 0)),
    total_commission: toRoubles(list.reduce((n, w) => n + w.commissionKopecks, 0)),
  };
}

/** How many of a worker's lines one answer lists: a month of a busy washer is a few hundred. */
const LINES_SHOWN = 2000;

/**
 * One worker's lines of the orders done in a period, oldest first, each with the worker's
 * shares, percent and part of it (at most 2,000).
 */
export async function workerLines(db: Db, workerId: number, period: PeriodQuery, timeZone: string): Promise<WorkerLines> {
  const [worker] = await db.select({ id: workers.id, name: workers.name }).from(workers).where(eq(workers.id, workerId));
  if (!worker) throw notFound('worker_not_found', { id: workerId });
  const shares = sharesIn(db, period, timeZone);
  const rows = await db
    .select({
      item: orderItems,
      doneAt: orders.doneAt,
      plate: orders.plateNumber,
      workers: shares.workers,
      weight: shares.weight,
      lineWeight: shares.lineWeight,
      percent: shares.percent,
      share: shares.share,
    })
    .from(shares)
    .innerJoin(orderItems, eq(orderItems.id, shares.itemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(shares.workerId, workerId))
    .orderBy(asc(orders.doneAt), asc(orderItems.id))
    .limit(LINES_SHOWN + 1);
  return {
    worker_id: worker.id,
    name: worker.name,
    // One line past the limit says the list was cut (the totals above it never are).
    truncated: rows.length > LINES_SHOWN,
    lines: rows.slice(0, LINES_SHOWN).map((r) => ({
      order_id: r.item.orderId,
      done_at: r.doneAt!.toISOString(),
      plate_number: r.plate,
      service: r.item.name,
      quantity: r.item.quantity,
      sum: toRoubles(r.item.sum),
      workers: r.workers,
      share_weight: r.weight,
      line_weight: r.lineWeight,
      commission_percent: r.percent,
      share: toRoubles(r.share),
    })),
  };
}
