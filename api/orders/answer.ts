import type { Settings } from '../settings';
import { customerSide } from '../messages/customer-side';
import { pricesNow } from '../catalogue/prices';
import type { Db } from '../db/database';
import type { Caller } from '../domain/order-rules';
import { paymentsOf } from '../payments/history';
import { discountRequestOf } from '../discounts/pending-request';
import { loadOrder } from './load';
import { orderView } from './view';

/**
 * The full order answer of `GET order/{id}`: what the order's derivation stored, read
 * without a lock and without writing (the parking clock keeps the charge up to date). The
 * payments' switch flags are the caller's (docs/decisions/025).
 */
export async function orderAnswer(
  db: Db,
  orderId: number,
  caller: Caller,
  settings: Pick<Settings, 'PUBLIC_ORIGIN' | 'PORT'>,
  now = new Date(),
) {
  const loaded = await loadOrder(db, orderId);
  const [prices, paid, request, customer] = await Promise.all([
    pricesNow(db, loaded.items, loaded.order.classId),
    paymentsOf(db, orderId, now, caller),
    discountRequestOf(db, orderId, now),
    customerSide(db, loaded.order, settings),
  ]);
  return { ...orderView(loaded, prices, paid, request), customer };
}
