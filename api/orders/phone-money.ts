import { eq } from 'drizzle-orm';
import { notice, type Notice } from '../contract/notices';
import { orders, type RefundLowered } from '../db/schema';
import { formatRoubles } from '../domain/money';
import type { OrderState } from '../domain/order-state';
import { currentState } from './derive';
import type { OrderChange, OrderContext } from './order-change';

/**
 * What a phone change did to the order's money, said to the master and kept for the cashier
 * (docs/domain.md 'Money and discounts'). The client follows the phone and the order takes
 * their terms, so its discount, or its contract, may change: nothing about money changes
 * silently. `before` is the order's state before the change; the terms are already written.
 */
export async function phoneMoneyNotice({ tx, order, now }: OrderChange, ctx: OrderContext, before: OrderState): Promise<Notice> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, order.id));
  const after = await currentState(tx, row!, now, ctx.settings);
  const percents = { percent: after.discount.percent, was_percent: before.discount.percent };

  if (after.refundDue < before.refundDue) {
    const cause: RefundLowered['cause'] = order.isPayByContract && !row!.isPayByContract ? 'contract' : 'discount';
    const note: RefundLowered = {
      cause,
      wasRefund: before.refundDue,
      refund: after.refundDue,
      wasPercent: percents.was_percent,
      percent: percents.percent,
      at: now.toISOString(),
    };
    await tx.update(orders).set({ refundLowered: note }).where(eq(orders.id, order.id));
    const refunds = { refund: formatRoubles(after.refundDue), was_refund: formatRoubles(before.refundDue) };
    return cause === 'contract'
      ? notice('phone_saved_contract_ended', refunds)
      : notice('phone_saved_refund_lowered', { ...percents, ...refunds });
  }
  // Money due back again: what the cashier was told no longer holds.
  if (after.refundDue > before.refundDue && row!.refundLowered)
    await tx.update(orders).set({ refundLowered: null }).where(eq(orders.id, order.id));
  // Now paid by a company: the discount no longer counts, so say what does (money paid here goes back).
  if (!order.isPayByContract && row!.isPayByContract)
    return after.refundDue > 0
      ? notice('phone_saved_contract_started_refund', { refund: formatRoubles(after.refundDue) })
      : notice('phone_saved_contract_started');
  // No longer a company's: the desk now takes money the order did not ask for before.
  if (order.isPayByContract && !row!.isPayByContract && after.paySum > 0) {
    const sum = formatRoubles(after.paySum);
    return after.discount.percent > 0
      ? notice('phone_saved_pay_at_desk_discount', { sum, percent: after.discount.percent })
      : notice('phone_saved_pay_at_desk', { sum });
  }
  return percents.percent !== percents.was_percent ? notice('phone_saved_discount_changed', percents) : notice('phone_saved');
}
