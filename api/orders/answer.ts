import type { Settings } from '../settings';
import { customerSide, messagesAbout } from '../messages/customer-side';
import { pricesNow } from '../catalogue/prices';
import type { Db } from '../db/database';
import type { Caller } from '../domain/order-rules';
import { paymentsOf } from '../payments/history';
import { discountRequestOf } from '../discounts/pending-request';
import { changeSeqNow, loadOrder } from './load';
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
  // The order's parts are read by separate statements (on PostgreSQL each on its own connection, so
  // a page waits for two round trips instead of seven). A change committed between two of them
  // would show lines that do not add up to the order's figures: the parts are read again when the
  // order's number in the change feed moved under them, and when changes keep landing in between,
  // in one snapshot (a transaction's one connection, the statements one after another).
  const answerOf = ([[loaded, prices], paid, request, messages]: OrderParts) => ({
    ...orderView(loaded, prices, paid, request),
    customer: customerSide(loaded.order, messages, settings),
  });
  for (let attempt = 1; attempt < READINGS; attempt += 1) {
    const parts = await orderParts(db, orderId, caller, now);
    if ((await changeSeqNow(db, orderId)) === parts[0][0].order.changeSeq) return answerOf(parts);
  }
  return answerOf(
    await db.transaction((tx) => orderParts(tx, orderId, caller, now), { isolationLevel: 'repeatable read', accessMode: 'read only' }),
  );
}

/** Readings of an order whose parts changed under them, the last in one snapshot. */
const READINGS = 3;

type OrderParts = Awaited<ReturnType<typeof orderParts>>;

function orderParts(db: Db, orderId: number, caller: Caller, now: Date) {
  // The payments, a discount request and the customer's messages are read by the order's id
  // beside its load: an order that is not there is refused by the load all the same, and their
  // empty answers are dropped.
  return Promise.all([
    loadOrder(db, orderId).then((l) => Promise.all([l, pricesNow(db, l.items, l.order.classId)] as const)),
    paymentsOf(db, orderId, now, caller),
    discountRequestOf(db, orderId, now),
    messagesAbout(db, orderId),
  ]);
}
