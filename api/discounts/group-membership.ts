import { and, asc, eq, ne, inArray, or, sql } from 'drizzle-orm';
import { OPEN_JOB_STATUSES } from '../contract/order-states';
import { notice, type Notice } from '../contract/notices';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { cars, discountGroups, orders } from '../db/schema';
import { discountNamed, effectiveDiscount } from '../domain/discounts';
import { conflict, notFound } from '../domain/refusal';
import { touchOrder } from '../orders/change-feed';
import { lockOrders, type OrderRow } from '../orders/lock';
import { changeOrderIn, rederiveIn, type OrderChange, type OrderContext } from '../orders/order-change';

/** `order/get-groups-available`: the active discount groups the order's car is not in yet. */
export async function groupsAvailable(db: Db, orderId: number) {
  const [order] = await groupOfOrdersCar(db).execute({ orderId });
  if (!order) throw notFound('order_not_found', { id: orderId });
  const rows = await activeGroupsBut(db).execute({ groupId: order.groupId });
  return rows.map((g) => ({ id: g.id, name: g.name, percent: g.percent }));
}

// Every cashier's order page asks for them (db/prepared.ts): the car's group by the order, in one read.
const groupOfOrdersCar = prepared((db) =>
  db
    .select({ groupId: cars.discountGroupId })
    .from(orders)
    .innerJoin(cars, eq(cars.id, orders.carId))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('groups_order_car'),
);

// A car in no group (null) is kept out of none: `is distinct from` is true against null.
const activeGroupsBut = prepared((db) =>
  db
    .select()
    .from(discountGroups)
    .where(and(eq(discountGroups.isActive, true), sql`${discountGroups.id} is distinct from ${sql.placeholder('groupId')}::int`))
    .orderBy(asc(discountGroups.name))
    .prepare('groups_active_but'),
);

/**
 * `car/add-to-group`: the car joins a discount group, and the group's percent applies from
 * now on, to this order and to the car's other open orders (each derived again), except where
 * it would lower the discount in force: the discount the order would get with the group is
 * compared with the one it has, whatever its source (a group, loyalty, the first order or an
 * approved manual discount), and a lower one keeps the group's terms off that order. A group
 * never raises an order's price, nor wipes money due back. Answers the details for the
 * cashier: the group's percent in force, or which discount stays.
 */
export async function addToGroup(ctx: OrderContext, orderId: number, groupId: number): Promise<Notice> {
  return ctx.db.transaction(async (db) => {
    // The car's open orders, this one among them, locked in the order of their ids before anything
    // else: two cashiers adding orders of one car to groups at once wait for each other, where each
    // held its own order and waited for the other's (PostgreSQL found the deadlock and answered 500).
    const carOf = db.select({ carId: orders.carId }).from(orders).where(eq(orders.id, orderId));
    await lockOrders(db, or(eq(orders.id, orderId), and(inArray(orders.carId, carOf), inArray(orders.jobStatus, OPEN_JOB_STATUSES))));
    return changeOrderIn(db, ctx, orderId, (change) => joinGroup(ctx, change, orderId, groupId));
  });
}

/** The car of the order joins the group: `addToGroup`'s change, its orders locked. */
async function joinGroup(ctx: OrderContext, { tx, order, changed, audit }: OrderChange, orderId: number, groupId: number): Promise<Notice> {
  const [group] = await tx.select().from(discountGroups).where(eq(discountGroups.id, groupId));
  if (!group) throw notFound('group_not_found', { id: groupId });
  if (!group.isActive) throw conflict('group_inactive', { group: group.name });
  const [car] = await tx.select().from(cars).where(eq(cars.id, order.carId));
  if (car?.discountGroupId === groupId) throw conflict('car_already_in_group', { group: group.name });
  await tx.update(cars).set({ discountGroupId: groupId }).where(eq(cars.id, order.carId));
  const terms = { groupPercent: group.percent, groupName: group.name };
  // The discount an order would get with the group's terms, by the derivation's own rule.
  const withGroup = (o: OrderRow) =>
    effectiveDiscount({
      manualPercent: o.manualDiscount,
      groupPercent: group.percent,
      loyaltyPercent: o.loyaltyPercent,
      isFirstOrder: o.isFirstOrder,
      firstOrderPercent: o.firstOrderPercent,
    });
  const keepsOwn = (o: OrderRow) => withGroup(o).percent < o.discount;
  if (!keepsOwn(order)) await tx.update(orders).set(terms).where(eq(orders.id, orderId));
  // Locked by `addToGroup` already (read again here, as they are now): each one's change is
  // numbered under the change feed's lock, and a row locked after it could deadlock (change-feed.ts).
  const others = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.carId, order.carId), ne(orders.id, orderId), inArray(orders.jobStatus, OPEN_JOB_STATUSES)))
    .orderBy(asc(orders.id))
    .for('update');
  for (const o of others) {
    const applies = !keepsOwn(o);
    if (applies) await tx.update(orders).set(terms).where(eq(orders.id, o.id));
    // Each shows the car's group, and one that takes the group on names it as its discount's reason,
    // even when its money stays as it was (the same percent): it moves in the change feed all the same.
    if (!(applies && (await rederiveIn(tx, ctx, o.id)))) await touchOrder(tx, o.id, [applies ? 'discount' : 'car'], { rowsLocked: true });
  }
  await audit('car.group', { group_id: car?.discountGroupId ?? null }, { group_id: groupId, applied: !keepsOwn(order) });
  changed('discount');
  // A higher discount stays: the one in force now (kept out, the group lower), or an approved
  // manual one above the group's percent (then in force before and after alike).
  if (Math.max(order.discount, withGroup(order).percent) <= group.percent) return notice('car_added_to_group', { group: group.name });
  // A reason named by its source is a code the screens translate; a group's name or the cashier's own words stay as written.
  const kept = { group: group.name, percent: order.discount };
  const named = discountNamed(order) ?? { reason: order.discountReason };
  return 'source' in named
    ? notice('car_added_to_group_kept_source', { ...kept, ...named })
    : notice('car_added_to_group_kept', { ...kept, ...named });
}
