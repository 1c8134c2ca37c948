import { and, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import { OPEN_JOB_STATUSES } from '../contract/order-states';
import type { Db } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { lockOrders } from '../orders/lock';
import { changeOrderIn, type OrderContext } from '../orders/order-change';
import { LOCKS } from '../db/locks';

/** Which lines a new price reaches: one wash service in one class, or one tyre service at one size. */
export type RepriceTarget =
  { kind: 'wash'; serviceId: number; classId: number } | { kind: 'tire'; serviceId: number; radiusId: number; profileId: number };

/**
 * Before a save that reprices writes its first price: every open order with a line of the
 * service locked at once, in id order, under the repricing's own lock (two owners' saves take
 * turns). Each repriced order's change is numbered under the change feed's lock, held to the end
 * of the save; an order row locked after it could deadlock with a master's change of that order,
 * which holds its row and waits for the feed's lock (decision 004). Returns them: the save
 * reprices only these, not an order that gained a line of the service after this moment.
 */
export async function lockOrdersToReprice(tx: Db, serviceId: number): Promise<ReadonlySet<number>> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.reprice})`);
  const hasLine = tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orders.id), eq(orderItems.serviceId, serviceId), ne(orderItems.status, 'canceled')));
  return new Set(await lockOrders(tx, and(inArray(orders.jobStatus, OPEN_JOB_STATUSES), exists(hasLine))));
}

/**
 * Gives the lines of open orders nothing was paid for the new price (decision 021): orders
 * waiting or in work, with no money kept, and of those their lines that are not canceled.
 * Each order changes the one way an order changes (lock, change, derive, audit, feed), in the
 * owner's transaction; returns the orders that changed.
 */
export async function repriceOpenLines(
  tx: Db,
  ctx: OrderContext,
  target: RepriceTarget,
  priceKopecks: number,
  locked: ReadonlySet<number>,
): Promise<number[]> {
  const lineMatch = and(
    eq(orderItems.serviceId, target.serviceId),
    eq(orderItems.kind, target.kind),
    ne(orderItems.status, 'canceled'),
    ne(orderItems.price, priceKopecks),
    target.kind === 'tire' ? and(eq(orderItems.radiusId, target.radiusId), eq(orderItems.profileId, target.profileId)) : undefined,
  );
  const found = await tx
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        inArray(orders.jobStatus, OPEN_JOB_STATUSES),
        eq(sql`${orders.totalPaid} - ${orders.totalRefunded}`, 0),
        target.kind === 'wash' ? eq(orders.classId, target.classId) : undefined,
        lineMatch,
      ),
    )
    .orderBy(orders.id);
  const changed: number[] = [];
  for (const { id } of found) {
    // Only orders locked before the save's first change (lockOrdersToReprice).
    if (!locked.has(id)) continue;
    await changeOrderIn(tx, ctx, id, async (change) => {
      // Read again under the order's lock: a payment may have come in meanwhile.
      if (change.order.totalPaid - change.order.totalRefunded !== 0) return;
      const lines = await tx
        .select({ id: orderItems.id, price: orderItems.price })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, id), lineMatch));
      if (!lines.length) return;
      await tx
        .update(orderItems)
        .set({ price: priceKopecks })
        .where(
          inArray(
            orderItems.id,
            lines.map((l) => l.id),
          ),
        );
      await change.audit(
        'order.repriced',
        { lines: lines.map((l) => ({ item: l.id, price: l.price })) },
        { lines: lines.map((l) => ({ item: l.id, price: priceKopecks })) },
      );
      change.changed('lines');
      changed.push(id);
    });
  }
  return changed;
}
