import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { fiscalReceipts, payments } from '../db/schema';
import { finishedOrder, getOrder } from './order-fixtures';
import type { TestApiFixture } from './test-api';

/** The fiscal tests' orders and receipts, on a test API whose payments queue a receipt. */
export function fiscalFixtures(ctx: TestApiFixture<'master' | 'cashier'>) {
  return {
    /** A finished order paid in full in cash; the payment's id. */
    async paidOrder() {
      const { orderId } = await finishedOrder(ctx.api, ctx.tokens.master);
      const due = (await getOrder(ctx.api, ctx.tokens.cashier, orderId)).pay_sum as number;
      expect((await ctx.post('order/pay', { order_id: orderId, sum: due, method: 'cash' }, 'cashier')).status).toBe(200);
      const [payment] = await ctx.api.database.db.select().from(payments).where(eq(payments.orderId, orderId));
      return { orderId, due, paymentId: payment!.id };
    },
    /** The receipt of a payment, as stored. */
    receiptOf: async (paymentId: number) =>
      (await ctx.api.database.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.paymentId, paymentId)))[0]!,
  };
}
