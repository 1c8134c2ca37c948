import { pricesNow } from '../catalogue/prices';
import type { Db } from '../db/database';
import { paymentsOf } from '../payments/history';
import { touchOrder } from './change-feed';
import { loadOrder } from './load';
import { lockOrder } from './lock';
import { parkingDue, refreshParking, type ParkingSettings } from './parking';
import { orderView } from './view';

/**
 * The full order answer of `GET order/{id}`. An order that owes parking has its charge
 * brought up to date first (under the order's lock), so the cashier sees what is due now;
 * every other read takes no lock.
 */
export async function orderAnswer(db: Db, settings: ParkingSettings, orderId: number) {
  let loaded = await loadOrder(db, orderId);
  if (parkingDue(loaded.order, settings) > 0) {
    const changed = await db.transaction(async (tx) => {
      const refreshed = await refreshParking(tx, await lockOrder(tx, orderId), settings);
      if (refreshed) await touchOrder(tx, orderId, ['items']);
      return refreshed;
    });
    if (changed) loaded = await loadOrder(db, orderId);
  }
  const [now, paid] = await Promise.all([pricesNow(db, loaded.items, loaded.order.classId), paymentsOf(db, orderId)]);
  return orderView(loaded, now, paid);
}
