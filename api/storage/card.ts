import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { businessProfile, tyreSetEvents, tyreSets, users } from '../db/schema';
import { tirePrice } from '../catalogue/prices';
import { toRoubles } from '../domain/money';
import { notFound, Refused } from '../domain/refusal';
import { overdueMonths } from '../domain/storage-term';
import { setRow, setsQuery } from './sets';
import { storageSettingsOf } from './settings';

/**
 * `storage/set/:id`: one set with its history (came, moved, went), what it would cost past its
 * term if it went back today, and the shop's details for its receipt.
 */
export async function setCard(db: Db, setId: number, today: string) {
  const [row] = await setsQuery(db).where(eq(tyreSets.id, setId));
  if (!row) throw notFound('storage_set_not_found', { id: setId });
  const [set] = await db.select().from(tyreSets).where(eq(tyreSets.id, setId));
  const history = await db
    .select({
      kind: tyreSetEvents.kind,
      at: tyreSetEvents.at,
      cell: tyreSetEvents.cellName,
      orderId: tyreSetEvents.orderId,
      by: users.name,
    })
    .from(tyreSetEvents)
    .leftJoin(users, eq(users.id, tyreSetEvents.userId))
    .where(eq(tyreSetEvents.setId, setId))
    .orderBy(asc(tyreSetEvents.at), asc(tyreSetEvents.id));
  const [shop] = await db.select().from(businessProfile);
  const overdueNow = set!.givenAt ? 0 : overdueMonths(set!.termUntil, today);
  return {
    ...setRow(row, today),
    car_id: set!.carId,
    radius: row.radius,
    profile_id: set!.profileId,
    width: set!.width,
    height: set!.height,
    tread: set!.tread?.map((tenths) => tenths / 10) ?? null,
    notes: set!.notes,
    give_order_id: set!.giveOrderId,
    overdue_months: set!.overdueMonths,
    overdue_now: overdueNow,
    overdue_now_sum: overdueNow ? await overdueSum(db, set!, overdueNow) : 0,
    history: history.map((h) => ({ kind: h.kind, at: h.at.toISOString(), cell: h.cell, order_id: h.orderId, by: h.by })),
    shop: shop ? { name: shop.name, address: shop.address, phone: shop.phone } : null,
  };
}

/** Roubles the months past the term would cost today, at the set's size; null when no overdue price is set. */
async function overdueSum(db: Db, set: typeof tyreSets.$inferSelect, months: number): Promise<number | null> {
  const { overdueServiceId } = await storageSettingsOf(db);
  if (!overdueServiceId) return null;
  try {
    const { price } = await tirePrice(db, overdueServiceId, set.radiusId, set.profileId);
    return toRoubles(price * months);
  } catch (err) {
    // The price list has no overdue price at this size: the screen says it is not priced.
    if (err instanceof Refused) return null;
    throw err;
  }
}
