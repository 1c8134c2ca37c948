import type { Settings } from '../settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { conflict } from '../domain/refusal';
import { refuseReopen } from '../domain/order-rules';
import type { OrderState } from '../domain/order-state';
import { audit } from './audit';
import { touchOrder } from './change-feed';
import { currentState, deriveAndStore, moneyOf } from './derive';
import { lockOrder, type OrderRow } from './lock';
import { movesVisits, recountVisits } from '../clients/visits';
import { keepPickup } from './pickup';
import { queueMessagesOfChange } from '../messages/queue';
import { arriveWithOrder } from '../bookings/arrive';

/** What every change of an order runs with: who makes it, the settings and the clock. */
export interface OrderContext {
  db: Db;
  /** The user making the change; null for the system (the parking clock). */
  userId: number | null;
  settings: Pick<Settings, 'TZ_BUSINESS' | 'KEY_CELLS' | 'PARKING_RATE' | 'PARKING_FREE_HOURS' | 'PARKING_MAX' | 'PUBLIC_ORIGIN' | 'PORT'>;
  now: () => Date;
  /** Where the receipts of payments and refunds go; none when unset. */
  fiscalProvider?: 'log' | 'atol';
}

/** What a change sees: the locked order as it was, the moment, and a way to say what it touched. */
export interface OrderChange {
  tx: Db;
  order: OrderRow;
  now: Date;
  /** The order's figures at this moment, before this change (parking brought up to the clock). */
  current(): Promise<OrderState>;
  /** Names of what changed, for the change feed. */
  changed(...fields: string[]): void;
  audit(action: string, before?: unknown, after?: unknown): Promise<void>;
}

/**
 * The one way an order changes (docs/decisions/010-one-derivation-of-an-order.md): lock the
 * row, make the change, derive every figure again from the facts, refuse a change that
 * would ask more money of a fully paid order, audit what the money did, and take the next
 * number of the change feed. All in the caller's transaction.
 */
export async function changeOrderIn<T>(
  tx: Db,
  ctx: OrderContext,
  orderId: number,
  change: (c: OrderChange) => Promise<T>,
  onlyIfNamed = false,
): Promise<T> {
  const order = await lockOrder(tx, orderId);
  const now = ctx.now();
  const fields = new Set<string>();
  const result = await change({
    tx,
    order,
    now,
    current: () => currentState(tx, order, now, ctx.settings),
    changed: (...names) => names.forEach((n) => fields.add(n)),
    audit: (action, before, after) => audit(tx, { userId: ctx.userId, action, orderId, before, after }),
  });
  if (onlyIfNamed && !fields.size) throw new NothingChanged();
  const { fields: moved, row } = await settle(tx, ctx, order, now);
  for (const f of moved) fields.add(f);
  // An order is taken in when it leaves the drafts (its first service), not when the wizard
  // made the draft: a draft left for hours and taken up again does not jump the queue, and
  // counts on the day the car was really taken (its «Принят», the reports, the client's visits).
  if (order.isDraft && !row.isDraft) await tx.update(orders).set({ createdAt: now }).where(eq(orders.id, orderId));
  if (movesVisits(order, row, fields.has('created'))) await recountVisits(tx, [order.clientId, row.clientId]);
  if (await queueMessagesOfChange(tx, ctx, order, row, fields.has('created'))) fields.add('messages');
  // A booked car's order is taken: its booking has arrived (decision 040).
  if (order.isDraft && !row.isDraft) await arriveWithOrder(tx, row.id, ctx.userId, ctx.now());
  if (fields.size) await touchOrder(tx, orderId, [...fields], { rowsLocked: true });
  return result;
}

/** A change that named nothing (`changeOrderIfAny`): its transaction is rolled back, nothing settled or moved in the feed. */
class NothingChanged extends Error {}

/**
 * `changeOrder` for a call that may find nothing to change (a phone sent again as it is): when
 * the change names nothing through `changed`, `unchanged` is the answer and the order is left as
 * it was, not settled again, and no screen is woken for it.
 */
export async function changeOrderIfAny<T>(
  ctx: OrderContext,
  orderId: number,
  change: (c: OrderChange) => Promise<T>,
  unchanged: T,
): Promise<T> {
  try {
    return await ctx.db.transaction((tx) => changeOrderIn(tx, ctx, orderId, change, true));
  } catch (err) {
    if (err instanceof NothingChanged) return unchanged;
    throw err;
  }
}

/** `changeOrderIn` in a transaction of its own. */
export function changeOrder<T>(ctx: OrderContext, orderId: number, change: (c: OrderChange) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => changeOrderIn(tx, ctx, orderId, change));
}

/**
 * An order touched by a change of something else (its car joined a group), or by time
 * (parking): locked, derived again, and in the feed if its figures moved.
 */
export async function rederiveIn(tx: Db, ctx: OrderContext, orderId: number, action = 'order.money'): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  const { fields } = await settle(tx, ctx, order, ctx.now(), action);
  if (fields.length) await touchOrder(tx, orderId, fields, { rowsLocked: true });
  return fields.length > 0;
}

/** Derives and stores the order's state; guards, audits and names the money's change. */
async function settle(
  tx: Db,
  ctx: OrderContext,
  before: OrderRow,
  now: Date,
  action = 'order.money',
): Promise<{ fields: string[]; row: OrderRow }> {
  const { state, row } = await deriveAndStore(tx, before.id, now, ctx.settings);
  const refusal = refuseReopen(
    { paySum: before.paySum, netPaid: before.totalPaid - before.totalRefunded, isPayByContract: before.isPayByContract },
    state,
  );
  if (refusal) throw conflict(refusal);
  const was = moneyOf(before);
  const is = moneyOf(row);
  const fields: string[] = [];
  if (JSON.stringify(was) !== JSON.stringify(is)) {
    fields.push('money');
    await audit(tx, { userId: ctx.userId, action, orderId: before.id, before: was, after: is });
  }
  if (was.pay_status !== is.pay_status) fields.push('pay_status');
  if (await keepPickup(tx, row, now, ctx.settings.TZ_BUSINESS)) fields.push('picked_up');
  if (before.needsCashier !== row.needsCashier) fields.push('cashier');
  return { fields, row };
}

/** The order context of a call made by `userId` through the product API. */
export function orderContext(
  api: { db: Db; settings: OrderContext['settings']; clock?: () => Date; fiscalProvider?: OrderContext['fiscalProvider'] },
  userId: number | null,
): OrderContext {
  return {
    db: api.db,
    userId,
    settings: api.settings,
    now: api.clock ?? (() => new Date()),
    ...(api.fiscalProvider ? { fiscalProvider: api.fiscalProvider } : {}),
  };
}
