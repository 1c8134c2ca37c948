import type { Settings } from '../settings';
import { customerSide, messagesAbout } from '../messages/customer-side';
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
  // The payments, a discount request and the customer's messages are read by the order's id
  // beside its load: an order that is not there is refused by the load all the same, and their
  // empty answers are dropped.
  const [[loaded, prices], paid, request, messages] = await Promise.all([
    loadOrder(db, orderId).then((l) => Promise.all([l, pricesNow(db, l.items, l.order.classId)] as const)),
    paymentsOf(db, orderId, now, caller),
    discountRequestOf(db, orderId, now),
    messagesAbout(db, orderId),
  ]);
  return { ...orderView(loaded, prices, paid, request), customer: customerSide(loaded.order, messages, settings) };
}
