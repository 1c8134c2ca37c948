import { and, asc, eq, ne, or, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cars, discountGroups, orderItems, orders } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { isPaid } from '../domain/order-rules';
import { audit } from './audit';
import { touchOrder } from './change-feed';
import { lockOrder } from './lock';
import { recalcOrder } from './recalc';

interface CashierContext {
  db: Db;
  userId: number;
  timeZone: string;
}

/**
 * `order/keys-returned` (SPEC.md 'Cashier order detail'): only when the keys are in a cell,
 * the order is paid (3 or 4) and the job is done or canceled. The cell is freed.
 */
export async function keysReturned(ctx: CashierContext, orderId: number) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order.keysState !== 'cell') throw conflict('Ключи не лежат в ячейке');
    if (!isPaid(order.payStatus)) throw conflict('Ключи выдаются после оплаты');
    if (order.jobStatus !== 'done' && order.jobStatus !== 'canceled') throw conflict('Ключи выдаются после завершения заказа');
    await tx.update(orders).set({ keysState: 'returned', keyCell: null }).where(eq(orders.id, orderId));
    await audit(tx, { userId: ctx.userId, action: 'order.keys', orderId, before: { keys: 'cell', cell: order.keyCell }, after: { keys: 'returned' } });
    await touchOrder(tx, orderId, ['keys']);
  });
}

/** `order/get-groups-available`: the discount groups the order's car is not in yet. */
export async function groupsAvailable(db: Db, orderId: number) {
  const [order] = await db.select({ carId: orders.carId }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(`Заказ №${orderId} не найден`);
  const [car] = await db.select({ groupId: cars.discountGroupId }).from(cars).where(eq(cars.id, order.carId));
  const rows = await db
    .select()
    .from(discountGroups)
    .where(car?.groupId ? ne(discountGroups.id, car.groupId) : undefined)
    .orderBy(asc(discountGroups.name));
  return rows.map((g) => ({ id: g.id, name: g.name, percent: g.percent }));
}

/** `car/add-to-group`: the car joins a discount group; the group's percent applies from now on. */
export async function addToGroup(ctx: CashierContext, orderId: number, groupId: number) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [group] = await tx.select().from(discountGroups).where(eq(discountGroups.id, groupId));
    if (!group) throw notFound(`Группа скидок №${groupId} не найдена`);
    const [car] = await tx.select().from(cars).where(eq(cars.id, order.carId));
    if (car?.discountGroupId === groupId) throw conflict(`Машина уже в группе «${group.name}»`);
    await tx.update(cars).set({ discountGroupId: groupId }).where(eq(cars.id, order.carId));
    // The open orders of this car get the group's percent; a paid one keeps its money.
    const open = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.carId, order.carId), or(eq(orders.payStatus, 1), eq(orders.payStatus, 2)), ne(orders.jobStatus, 'canceled'), isNull(orders.manualDiscount)));
    for (const o of open) {
      await recalcOrder(tx, o.id, ctx.timeZone);
      if (o.id !== orderId) await touchOrder(tx, o.id, ['discount']);
    }
    await audit(tx, { userId: ctx.userId, action: 'car.group', orderId, before: { group_id: car?.discountGroupId ?? null }, after: { group_id: groupId } });
    await touchOrder(tx, orderId, ['discount']);
  });
}

/** `order/remove-parking`: the cashier removes the parking charge; it is not charged again. */
export async function removeParking(ctx: CashierContext, orderId: number) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (isPaid(order.payStatus)) throw conflict('Заказ оплачен, изменить его нельзя');
    const [line] = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'parking')));
    if (!line) throw notFound('В заказе нет парковки');
    await tx.delete(orderItems).where(eq(orderItems.id, line.id));
    await tx.update(orders).set({ parkingRemoved: true }).where(eq(orders.id, orderId));
    await recalcOrder(tx, orderId, ctx.timeZone);
    await audit(tx, { userId: ctx.userId, action: 'order.parking.removed', orderId, before: { parking: line.sum }, after: { parking: 0 } });
    await touchOrder(tx, orderId, ['items']);
  });
}
