import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PeriodQuery } from '../contract/reports';
import type { Db } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { addDays, startOfBusinessDate } from '../domain/business-time';

/** The instants a report's days span in the business time zone: from the first day's start to the start of the day after the last. */
export function periodBounds(period: PeriodQuery, timeZone: string): { from: Date; to: Date } {
  return { from: startOfBusinessDate(period.from, timeZone), to: startOfBusinessDate(addDays(period.to, 1), timeZone) };
}

/** The orders done in a period: their work counts there (lines, discounts, contract revenue). */
export const ordersDoneIn = (from: Date, to: Date) => and(eq(orders.jobStatus, 'done'), gte(orders.doneAt, from), lt(orders.doneAt, to));

/**
 * The lines of the orders done in a period, picked by their orders' ids
 * (`order_id = any(array(…))`): PostgreSQL then reads the lines through their index on
 * order_id. Joined to the orders instead, it scanned every line of every year (over a million
 * at a big wash) for a month's 17,000: 160 ms against 30 (docs/benchmarks.md).
 */
export function linesOfOrdersDone(db: Db, from: Date, to: Date): SQL {
  return sql`${orderItems.orderId} = any(array(${db.select({ id: orders.id }).from(orders).where(ordersDoneIn(from, to))}))`;
}
