import type { Settings } from '../settings';
import { customerSide, messagesAbout } from '../messages/customer-side';
import { pricesNow } from '../catalogue/prices';
import type { Db } from '../db/database';
import type { Caller } from '../domain/order-rules';
import { paymentsOf } from '../payments/history';
import { discountRequestOf } from '../discounts/pending-request';
import { changeSeqNow, loadOrderParts, loadOrderRow } from './load';
import { orderView } from './view';
import { CALLERS } from '../http/callers';

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
  // The order's parts are read by separate statements, its row first and the rest at once (on
  // PostgreSQL each on its own connection). A change committed between two of them would show
  // lines that do not add up to the order's figures: after them the order's number in the change
  // feed is read again (beside the catalogue's prices, which are no part of the order), and the
  // parts read again when it moved; when changes keep landing in between, the last reading is one
  // snapshot (a transaction's one connection, the statements one after another). Decision 063.
  for (let attempt = 1; attempt < READINGS; attempt += 1) {
    const parts = await orderParts(db, orderId, caller, now);
    const [prices, seq] = await Promise.all([pricesOf(db, parts), changeSeqNow(db, orderId)]);
    if (seq === parts[0].order.changeSeq) return answerOf(parts, prices, settings);
  }
  return db.transaction(
    async (tx) => {
      const parts = await orderParts(tx, orderId, caller, now);
      return answerOf(parts, await pricesOf(tx, parts), settings);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Readings of an order whose parts changed under them, the last in one snapshot. */
const READINGS = 3;

type OrderParts = Awaited<ReturnType<typeof orderParts>>;

/** Today's catalogue price of each of the order's lines ('total_sum_now'): no part of the order itself. */
const pricesOf = (db: Db, [loaded]: OrderParts) => pricesNow(db, loaded.items, loaded.order.classId);

function answerOf(
  [loaded, paid, request, messages]: OrderParts,
  prices: Awaited<ReturnType<typeof pricesOf>>,
  settings: Pick<Settings, 'PUBLIC_ORIGIN' | 'PORT'>,
) {
  return { ...orderView(loaded, prices, paid, request), customer: customerSide(loaded.order, messages, settings) };
}

/**
 * The order's row, then everything else of it at once: the payments, a discount request and the
 * customer's messages beside its car, client, lines and workers. None is read before the row, so
 * a change committed after any of them moves the number read after them all.
 */
async function orderParts(db: Db, orderId: number, caller: Caller, now: Date) {
  const order = await loadOrderRow(db, orderId);
  return Promise.all([
    loadOrderParts(db, order),
    paymentsOf(db, orderId, now, caller),
    // The desk's business (who asks for a code and types it in): the bays' screens are not told of it.
    (CALLERS.cashier as readonly string[]).includes(caller.role) ? discountRequestOf(db, orderId, now) : null,
    messagesAbout(db, orderId),
  ]);
}
