import { eq } from 'drizzle-orm';
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
