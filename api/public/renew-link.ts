import { orders } from '../db/schema';
import { eq } from 'drizzle-orm';
import { changeOrder, type OrderContext } from '../orders/order-change';
import { newPublicToken } from './token';

/**
 * A new public link for an order (the old one was given to the wrong person, or photographed):
 * the old token stops opening anything at once, and the pages open on it hear nothing more.
 * Audited without the token, which is a key.
 */
export async function renewPublicLink(ctx: OrderContext, orderId: number): Promise<string> {
  return changeOrder(ctx, orderId, async ({ tx, audit, changed }) => {
    const token = newPublicToken();
    await tx.update(orders).set({ publicToken: token }).where(eq(orders.id, orderId));
    await audit('order.public_link');
    changed('public_link');
    return token;
  });
}
