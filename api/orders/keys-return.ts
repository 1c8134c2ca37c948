import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { conflict } from '../domain/refusal';
import { canReturnKeys } from '../domain/order-flags';
import { changeOrder, type OrderContext } from './order-change';

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
