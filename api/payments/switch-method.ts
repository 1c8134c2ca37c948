import { eq } from 'drizzle-orm';
import { cashShifts, fiscalReceipts, payments } from '../db/schema';
import { conflict, notFound } from '../domain/refusal';
import { cashSideOf, refuseMethodSwitch, type Caller } from '../domain/order-rules';
import { changeOrder, type OrderContext } from '../orders/order-change';
import { refuseCashOut } from '../shifts/shift';
import { paymentHoldsRefunds, switchOverdraws } from '../domain/refund-ways';
import type { FuelCard, PaymentMethod } from '../contract/order-states';

/**
 * `order/payment/switch-method`: a past payment's (or refund's) method, recorded in the audit
 * log. It belongs to the shift it was taken in (docs/decisions/025): only that shift's cashier,
 * while the shift is open, or the owner switches it, so no cashier moves money in or out of
 * another's drawer; a payment of a closed shift keeps its method, its Z report is final.
 */
export async function switchMethod(
  ctx: OrderContext,
  caller: Caller,
  paymentId: number,
  method: PaymentMethod,
  fuelCard: FuelCard | null | undefined,
) {
  const [payment] = await ctx.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound('payment_not_found', { id: paymentId });
  await changeOrder(ctx, payment.orderId, async ({ tx, changed, audit, now }) => {
    // The order's lines, the switched one among them: a card payment that its way's refunds need
    // stays where it is, and a refund goes onto a card only as far as the card took (decision 055).
    const lines = await tx.select().from(payments).where(eq(payments.orderId, payment.orderId));
    const before = lines.find((line) => line.id === paymentId)!;
    // The shift is locked: a close waits for the switch (and then counts it), or comes first and the switch is refused.
    const [shift] =
      before.shiftId === null ? [] : await tx.select().from(cashShifts).where(eq(cashShifts.id, before.shiftId)).for('update');
    // The register has the receipt with its method: the books keep what the receipt says.
    // Locked: the queue skips a receipt being switched, and a switch waits for none.
    const [receipt] = await tx
      .select({ status: fiscalReceipts.status, lease: fiscalReceipts.leaseToken, leasedUntil: fiscalReceipts.nextAttemptAt })
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.paymentId, paymentId))
      .for('update');
    // The drawer's cash is checked below, with the sums in its refusal (the order answer's flag is the same test).
    const facts = {
      holdsCardRefunds: paymentHoldsRefunds(lines, before),
      shiftCashier: shift?.userId ?? null,
      shiftClosed: Boolean(shift?.closedAt),
      receiptStatus: receipt?.status ?? null,
      leasedUntil: receipt?.lease ? receipt.leasedUntil : null,
      cashShort: false,
    };
    const refusal = refuseMethodSwitch(facts, caller, now);
    if (refusal) throw conflict(refusal);
    const next = { method, fuelCardName: method === 'fuel' ? (fuelCard ?? null) : null };
    // The method it already has (a second tap): nothing to change, audit or push.
    if (next.method === before.method && next.fuelCardName === before.fuelCardName) return;
    // A cash payment switched to a card (or a card refund to cash) takes its cash out of the
    // drawer's count: while the drawer cannot cover it, the line keeps its method, as the
    // order answer says (cashSideOf).
    if (shift && cashSideOf(before.kind, before.method)) await refuseCashOut(tx, shift, before.sum, 'switch_cash_short');
    // A payment its card's refunds need is locked above; a refund may not go onto a card or fuel
    // card beyond what it took (docs/decisions/055).
    if (before.kind === 'refund' && switchOverdraws(lines, before, next)) throw conflict('switch_refund_beyond_paid');
    await tx.update(payments).set(next).where(eq(payments.id, paymentId));
    // The sum says which payment it was to the owner reading the log (the id is for the record).
    const which = { payment_id: paymentId, sum: before.sum };
    await audit(
      'payment.method',
      { ...which, method: before.method, fuel_card_name: before.fuelCardName },
      { ...which, method: next.method, fuel_card_name: next.fuelCardName },
    );
    changed('payments');
  });
}
