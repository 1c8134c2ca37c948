import { gt, asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { OrderChange } from '../contract/live';
import { orders } from '../db/schema';
import { CHANGES_PAGE } from '../contract/order-changes';
import { LOCKS } from '../db/locks';
import { noteChanges } from './committed-changes';
import { lockOrders } from './lock';

/**
 * Every write to an order takes the next number of one global sequence, so "what changed
 * since C" is one indexed range query. The numbers are taken under a transaction-level
 * advisory lock, as the last statement of the writing transaction: transactions then
 * commit in the order of their numbers, and a reader never skips a change that commits
 * late with a smaller number.
 *
 * The orders' rows are locked before that lock, as an order change locks its order first of
 * all: a writer that took the feed's lock and then waited for an order's row, held by a change
 * waiting for the feed's lock, would deadlock with it (the message worker did, on PostgreSQL).
 * `rowsLocked`: the caller holds them already (an order change), and one statement is saved.
 */
export interface TouchOptions {
  rowsLocked?: boolean;
}

export async function touchOrder(tx: Db, orderId: number, changed: readonly string[], options: TouchOptions = {}): Promise<void> {
  await touchOrders(tx, [orderId], changed, options);
}

/** `touchOrder` for many orders at once (a merge moves every order of a client), each its own number. */
export async function touchOrders(tx: Db, orderIds: readonly number[], changed: readonly string[], options: TouchOptions = {}) {
  if (orderIds.length === 0) return;
  if (!options.rowsLocked) await lockOrders(tx, inArray(orders.id, [...orderIds]));
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.changeFeed})`);
  const rows = await tx
    .update(orders)
    .set({ changeSeq: sql`nextval('order_change_seq')`, changedFields: [...changed] })
    .where(inArray(orders.id, [...orderIds]))
    .returning(CHANGE_COLUMNS);
  // Pushed by the live layer once the call has answered (its transaction committed).
  noteChanges(rows.map(wireChange));
}

/** What a screen learns of a change: the order, its number in the feed, where it stands now. */
const CHANGE_COLUMNS = {
  id: orders.id,
  seq: orders.changeSeq,
  jobStatus: orders.jobStatus,
  payStatus: orders.payStatus,
  hasWash: orders.hasWash,
  hasTire: orders.hasTire,
  needsCashier: orders.needsCashier,
  clientId: orders.clientId,
  carId: orders.carId,
  changed: orders.changedFields,
};
type ChangeRow = Awaited<ReturnType<typeof changesQuery>>[number];

/** The one statement of the change feed (also explained by the benchmark's query plans). */
export function changesQuery(db: Db, since: number) {
  return db.select(CHANGE_COLUMNS).from(orders).where(gt(orders.changeSeq, since)).orderBy(asc(orders.changeSeq)).limit(CHANGES_PAGE);
}

/**
 * Where the feed ends now: the largest change number of the orders there are (0 for none), read
 * from the index. A deleted draft can only lower it, which a reader starting there does not mind.
 */
export async function feedEnd(db: Db): Promise<{ cursor: number; orders: OrderChange[] }> {
  const [row] = await db.select({ end: sql<string | null>`max(${orders.changeSeq})` }).from(orders);
  return { cursor: Number(row?.end ?? 0), orders: [] };
}

/** Orders changed after `since`, oldest change first, at most 500, and the new cursor. */
export async function changesSince(db: Db, since: number) {
  const rows = await changesQuery(db, since);
  const cursor = rows.length ? rows[rows.length - 1]!.seq : since;
  return { cursor, orders: rows.map(wireChange) };
}

function wireChange(r: ChangeRow): OrderChange {
  return {
    id: r.id,
    seq: r.seq,
    job_status: r.jobStatus,
    pay_status: r.payStatus,
    is_wash: r.hasWash,
    is_tire: r.hasTire,
    waiting_for_payment: r.needsCashier,
    client_id: r.clientId,
    car_id: r.carId,
    changed: r.changed,
  };
}
