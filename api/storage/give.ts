import { eq } from 'drizzle-orm';
import { cars, tyreSetEvents, tyreSets } from '../db/schema';
import { businessDate } from '../domain/business-time';
import { isFinal, refuseChange } from '../domain/order-rules';
import { conflict } from '../domain/refusal';
import type { Db } from '../db/database';
import { once } from '../payments/idempotency';
import { recordChange } from '../audit/record';
import { overdueMonths } from '../domain/storage-term';
import { changeOrderIn, type OrderContext } from '../orders/order-change';
import { storageSettingsOf } from './settings';
import { addStorageLine, doneAtOnce, noCustomerMessages, orderForCar } from './take';
import { openOrderOf } from '../orders/open-order';
import { lockStoredSet } from './sets';
import { claimCell } from './cells';

/** An order holds at most 99 of a line: more months past the term than that are not charged. */
const MONTHS_CHARGED_MAX = 99;

/**
 * `storage/give` (docs/decisions/041-seasonal-tyre-storage.md): the set leaves its cell, and the
 * months it stayed past its term are charged, each begun month whole at the set's size: on the
 * open order it goes back in (a seasonal change), or, given back on its own, on an order of its
 * own made for its car and done at once. A set given back in time on its own needs no order.
 */
export async function giveSet(
  ctx: OrderContext,
  input: { set_id: number; order_id?: number },
  key?: string,
): Promise<{ overdue_months: number; order_id: number | null; overdue_kopecks: number }> {
  const today = businessDate(ctx.now(), ctx.settings.TZ_BUSINESS);
  return ctx.db.transaction(async (tx) => {
    const work = () => giveBack(tx, ctx, input, today);
    // Sent again with its key, a give answers the first one rather than «уже выдан».
    return key
      ? (await once(tx, key, ctx.userId, { call: 'storage/give', set_id: input.set_id, order_id: input.order_id }, work)).answer
      : work();
  });
}

async function giveBack(
  tx: Db,
  ctx: OrderContext,
  input: { set_id: number; order_id?: number },
  today: string,
): Promise<{ overdue_months: number; order_id: number | null; overdue_kopecks: number }> {
  const set = await lockStoredSet(tx, input.set_id);
  const months = Math.min(overdueMonths(set.termUntil, today), MONTHS_CHARGED_MAX);
  const { overdueServiceId } = await storageSettingsOf(tx);
  if (months > 0 && !overdueServiceId) throw conflict('storage_overdue_not_priced', { n: months });
  // Months to charge and the car at the shop with an open order: they go on that order.
  let orderId = input.order_id ?? (months > 0 ? ((await openOrderOf(tx, set.carId)) ?? null) : null);
  const own = orderId === null && months > 0;
  if (own) {
    const [car] = await tx.select().from(cars).where(eq(cars.id, set.carId));
    orderId = await orderForCar(tx, ctx, car!, { phone: null, name: null });
  }
  const now = ctx.now();
  const cellName = set.cellName;
  const out = async (orderOfOut: number | null) => {
    await tx
      .update(tyreSets)
      .set({ cellId: null, givenAt: now, giveOrderId: orderOfOut, overdueMonths: months, givenBy: ctx.userId })
      .where(eq(tyreSets.id, set.id));
    await tx.insert(tyreSetEvents).values({ setId: set.id, kind: 'out', at: now, cellName, orderId: orderOfOut, userId: ctx.userId });
  };
  if (orderId === null) {
    await out(null);
    await recordChange(tx, {
      userId: ctx.userId,
      action: 'storage.set.given',
      entity: 'tyre_set',
      entityId: set.id,
      after: { set_id: set.id, cell: cellName, overdue_months: 0 },
    });
    return { overdue_months: 0, order_id: null, overdue_kopecks: 0 };
  }
  let overdueKopecks = 0;
  await changeOrderIn(tx, ctx, orderId, async (change) => {
    // A wizard's draft with nothing to charge would stay a draft, swept a day later with the give's record.
    if (change.order.isDraft && months === 0) throw conflict('storage_order_draft', { order: change.order.id }).on('order_id');
    // Nothing to charge: a set goes back with any order of the car, even one paid already.
    // Back in an open order only; nothing to charge, it may be paid already.
    const refusal =
      months > 0 || isFinal(change.order.jobStatus) ? refuseChange(change.order.jobStatus, change.order.payStatus) : undefined;
    if (refusal) throw conflict(refusal);
    if (months > 0) {
      overdueKopecks = await addStorageLine(change, overdueServiceId!, { radius_id: set.radiusId, profile_id: set.profileId }, months);
      change.changed('items');
    }
    await out(change.order.id);
    if (own) await doneAtOnce(change);
    await change.audit('storage.set.given', undefined, { set_id: set.id, cell: cellName, overdue_months: months });
  });
  if (own) await noCustomerMessages(tx, orderId!);
  return { overdue_months: months, order_id: orderId, overdue_kopecks: overdueKopecks };
}

/** `storage/move`: a stored set to another cell (in use and empty), with a line in its history. */
export async function moveSet(ctx: OrderContext, input: { set_id: number; cell_id: number }): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const set = await lockStoredSet(tx, input.set_id);
    if (set.cellId === input.cell_id) throw conflict('storage_cell_same', { cell: set.cellName }).on('cell_id');
    const cell = await claimCell(tx, input.cell_id);
    await tx.update(tyreSets).set({ cellId: cell.id }).where(eq(tyreSets.id, set.id));
    await tx.insert(tyreSetEvents).values({ setId: set.id, kind: 'move', at: ctx.now(), cellName: cell.name, userId: ctx.userId });
    await recordChange(tx, {
      userId: ctx.userId,
      action: 'storage.set.moved',
      entity: 'tyre_set',
      entityId: set.id,
      before: { cell: set.cellName },
      after: { cell: cell.name },
    });
    return cell.name;
  });
}
