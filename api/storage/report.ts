import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderItems, tyreSets } from '../db/schema';
import type { PeriodQuery } from '../contract/reports';
import { toRoubles } from '../domain/money';
import { linesOfOrdersDone, periodBounds } from '../reports/period-bounds';
import { storageBoard } from './cells';
import { storageSettingsOf } from './settings';

/**
 * `report/storage`: the racks now (cells in use, free, sets stored, overdue) and the period's
 * sets taken in and given back, and its storage revenue: the season and overdue-month lines of
 * the orders done in it, after discount, as the other reports count work on the day it was done.
 */
export async function storageReport(db: Db, period: PeriodQuery, timeZone: string, today: string) {
  const { from, to } = periodBounds(period, timeZone);
  const board = await storageBoard(db, today);
  const since = sql`${from.toISOString()}::timestamptz`;
  const until = sql`${to.toISOString()}::timestamptz`;
  const [moves] = await db
    .select({
      takenIn: sql<number>`count(*) filter (where ${tyreSets.storedAt} >= ${since} and ${tyreSets.storedAt} < ${until})::int`,
      givenBack: sql<number>`count(*) filter (where ${tyreSets.givenAt} >= ${since} and ${tyreSets.givenAt} < ${until})::int`,
    })
    .from(tyreSets)
    .where(sql`${tyreSets.storedAt} < ${until} and (${tyreSets.givenAt} is null or ${tyreSets.givenAt} >= ${since})`);
  const { seasonServiceId, overdueServiceId } = await storageSettingsOf(db);
  const storageServices = [seasonServiceId, overdueServiceId].filter((s): s is number => s !== null);
  let revenue = 0;
  if (storageServices.length) {
    const [sum] = await db
      .select({ kopecks: sql<number>`coalesce(sum(${orderItems.sum}), 0)::bigint` })
      .from(orderItems)
      .where(and(linesOfOrdersDone(db, from, to), inArray(orderItems.serviceId, storageServices), ne(orderItems.status, 'canceled')));
    revenue = Number(sum?.kopecks ?? 0);
  }
  return {
    cells: board.cells,
    free: board.free,
    stored: board.stored,
    overdue: board.overdue,
    taken_in: moves?.takenIn ?? 0,
    given_back: moves?.givenBack ?? 0,
    revenue: toRoubles(revenue),
  };
}
