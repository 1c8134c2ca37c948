import { pricesNow } from '../catalogue/prices';
import type { Db } from '../db/database';
import { paymentsOf } from '../payments/history';
import { discountRequestOf } from '../discounts/pending-request';
import { loadOrder } from './load';
import { orderView } from './view';

/**
 * The full order answer of `GET order/{id}`: what the order's derivation stored, read
 * without a lock and without writing (the parking clock keeps the charge up to date).
 */
export async function orderAnswer(db: Db, orderId: number, now = new Date()) {
  const loaded = await loadOrder(db, orderId);
  const [prices, paid, request] = await Promise.all([
    pricesNow(db, loaded.items, loaded.order.classId),
    paymentsOf(db, orderId, now),
    discountRequestOf(db, orderId, now),
  ]);
  return orderView(loaded, prices, paid, request);
}
