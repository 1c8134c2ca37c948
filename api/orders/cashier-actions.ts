import { and, asc, eq, ne, inArray } from 'drizzle-orm';
import { notice, type Notice } from '../contract/notices';
import type { Db } from '../db/database';
import { cars, discountGroups, orders } from '../db/schema';
import { conflict, notFound } from '../domain/refusal';
import { canReturnKeys } from '../domain/order-flags';
import type { OrderRow } from './lock';
import { changeOrder, rederiveIn, type OrderContext } from './order-change';

/**
 * `order/keys-returned`: the keys come back from their cell for a canceled order (paid or
 * not), or for a done one once nothing is owed either way. The cell is freed.
 */
export async function keysReturned(ctx: OrderContext, orderId: number) {
  await changeOrder(ctx, orderId, async ({ tx, order, changed, audit, current }) => {
    if (order.keysState !== 'cell') throw conflict('keys_not_in_cell');
    if (order.jobStatus !== 'done' && order.jobStatus !== 'canceled') throw conflict('keys_before_done');
    const now = await current();
    if (!canReturnKeys({ keysState: 'cell', jobStatus: order.jobStatus, paySum: now.paySum, refundDue: now.refundDue })) {
      throw conflict(now.refundDue > 0 ? 'keys_refund_first' : 'keys_before_paid');
    }
    await tx.update(orders).set({ keysState: 'returned', keyCell: null }).where(eq(orders.id, orderId));
    await audit('order.keys', { keys: 'cell', cell: order.keyCell }, { keys: 'returned' });
    changed('keys');
  });
}

/** `order/get-groups-available`: the discount groups the order's car is not in yet. */
export async function groupsAvailable(db: Db, orderId: number) {
  const [order] = await db.select({ carId: orders.carId }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('order_not_found', { id: orderId });
  const [car] = await db.select({ groupId: cars.discountGroupId }).from(cars).where(eq(cars.id, order.carId));
  const rows = await db
    .select()
    .from(discountGroups)
    .where(car?.groupId ? ne(discountGroups.id, car.groupId) : undefined)
    .orderBy(asc(discountGroups.name));
  return rows.map((g) => ({ id: g.id, name: g.name, percent: g.percent }));
}

/**
 * `car/add-to-group`: the car joins a discount group, and the group's percent applies from
 * now on, to this order and to the car's other open orders (each derived again), except
 * where a higher discount is already in force: a group never raises an order's price.
 * Answers the details for the cashier.
 */
export async function addToGroup(ctx: OrderContext, orderId: number, groupId: number): Promise<Notice> {
  return changeOrder(ctx, orderId, async ({ tx, order, changed, audit }) => {
    const [group] = await tx.select().from(discountGroups).where(eq(discountGroups.id, groupId));
    if (!group) throw notFound('group_not_found', { id: groupId });
    const [car] = await tx.select().from(cars).where(eq(cars.id, order.carId));
    if (car?.discountGroupId === groupId) throw conflict('car_already_in_group', { group: group.name });
    await tx.update(cars).set({ discountGroupId: groupId }).where(eq(cars.id, order.carId));
    const terms = { groupPercent: group.percent, groupName: group.name };
    const keepsOwn = (o: OrderRow) => o.manualDiscount === null && group.percent < o.discount;
    if (!keepsOwn(order)) await tx.update(orders).set(terms).where(eq(orders.id, orderId));
    const others = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.carId, order.carId), ne(orders.id, orderId), inArray(orders.jobStatus, ['waiting', 'in_progress'])));
    for (const o of others) {
      if (keepsOwn(o)) continue;
      await tx.update(orders).set(terms).where(eq(orders.id, o.id));
      await rederiveIn(tx, ctx, o.id);
    }
    await audit('car.group', { group_id: car?.discountGroupId ?? null }, { group_id: groupId, applied: !keepsOwn(order) });
    changed('discount');
    if (!keepsOwn(order)) return notice('car_added_to_group', { group: group.name });
    // A reason the order's facts give is a code the screens translate; the cashier's own is their words.
    const kept = { group: group.name, percent: order.discount };
    if (order.discountSource === 'loyalty' || order.discountSource === 'first') return notice('car_added_to_group_kept_source', { ...kept, source: order.discountSource });
    return notice('car_added_to_group_kept', { ...kept, reason: order.discountReason });
  });
}

/** `order/remove-parking`: the cashier takes the parking charge off; it is not charged again. */
export async function removeParking(ctx: OrderContext, orderId: number) {
  await changeOrder(ctx, orderId, async ({ tx, order, changed, audit, current }) => {
    // The charge as of now: the clock may not have caught up with the last started hour.
    const parking = (await current()).parking.sum;
    if (parking <= 0 || order.parkingRemoved) throw notFound('no_parking');
    await tx.update(orders).set({ parkingRemoved: true }).where(eq(orders.id, orderId));
    await audit('order.parking.removed', { parking }, { parking: 0 });
    changed('items');
  });
}
