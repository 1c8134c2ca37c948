import { asc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { notFound } from '../domain/refusal';

export type OrderRow = typeof orders.$inferSelect;

/**
 * The order row, locked until the transaction ends: every change of one order (work,
 * payment, discount, keys) waits for the one before it. 404 when there is no such order.
 */
export async function lockOrder(tx: Db, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound('order_not_found', { id: orderId });
  return order;
}

/**
 * The orders this condition picks, locked in the order of their ids, as every writer of several
 * orders takes them (two such writers wait for each other, never deadlock); their ids.
 */
export async function lockOrders(tx: Db, which: SQL | undefined): Promise<number[]> {
  // `and()` types its result as possibly undefined; no condition would lock every order.
  if (!which) throw new Error('lockOrders needs a condition');
  const rows = await tx.select({ id: orders.id }).from(orders).where(which).orderBy(asc(orders.id)).for('update');
  return rows.map((r) => r.id);
}
