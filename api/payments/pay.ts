import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cashShifts, fiscalReceipts, orders, payments } from '../db/schema';
import { conflict, notFound } from '../domain/refusal';
import { formatRoubles, toKopecks, toRoubles } from '../domain/money';
import { refuseMethodSwitch, refusePay } from '../domain/order-rules';
import { changeOrder, changeOrderIn, type OrderChange, type OrderContext } from '../orders/order-change';
import { once } from './idempotency';
import { refuseCashOut, shiftForMoney } from '../shifts/shift';
import { queueReceipt } from '../fiscal/queue';

export type PaymentMethod = 'card' | 'cash' | 'fuel';
export type FuelCard = 'yandex' | 'petrol';

export interface MoneyInput {
  order_id: number;
  sum: number;
  method: PaymentMethod;
  fuel_card_name?: FuelCard | null;
}

export interface MoneyAnswer {
  payment_id: number;
  pay_status: number;
  total_paid: number;
  total_refunded: number;
  pay_sum: number;
  refund_due: number;
}

type Kind = 'payment' | 'refund';

/**
 * `order/pay`: records a payment of at most what is still due, under the order's lock, so
 * two cashiers paying at once never record more than is due. `order/refund`: gives back at
 * most what was paid above the order's sum. With an idempotency key, a repeat answers the
 * first answer and records nothing. The derivation then sets the pay status.
 */
export function payOrder(ctx: OrderContext, input: MoneyInput, key?: string): Promise<MoneyAnswer> {
  return moveMoney(ctx, 'payment', input, key);
}

export function refundOrder(ctx: OrderContext, input: MoneyInput, key?: string): Promise<MoneyAnswer> {
  return moveMoney(ctx, 'refund', input, key);
}

function moveMoney(ctx: OrderContext, kind: Kind, input: MoneyInput, key: string | undefined): Promise<MoneyAnswer> {
  const body = { kind, order_id: input.order_id, sum: input.sum, method: input.method, fuel_card_name: input.fuel_card_name ?? null };
  return ctx.db.transaction(async (tx) => {
    const work = async () => {
      const paymentId = await changeOrderIn(tx, ctx, input.order_id, (change) => record(change, ctx, kind, body, key));
      return answerOf(tx, input.order_id, paymentId);
    };
    if (!key) return work();
    return (await once(tx, key, ctx.userId, body, work)).answer;
  });
}

async function record(change: OrderChange, ctx: OrderContext, kind: Kind, input: MoneyInput, key: string | undefined): Promise<number> {
  const { tx, order, now } = change;
  const { userId } = ctx;
  const cashOut = kind === 'refund' && input.method === 'cash';
  const shift = await shiftForMoney(tx, userId, cashOut ? 'update' : 'share');
  // What is due now: the parking charge may have grown since the page was read.
  const state = await change.current();
  const sum = toKopecks(input.sum);
  if (kind === 'payment') {
    const refusal = refusePay({ jobStatus: order.jobStatus, isPayByContract: order.isPayByContract, paySum: state.paySum, payStatus: state.payStatus });
    if (refusal) throw conflict(refusal);
    if (sum > state.paySum) throw conflict('pay_sum_too_big', { sum: formatRoubles(state.paySum) });
  } else {
    if (state.refundDue <= 0) throw conflict('refund_nothing');
    if (sum > state.refundDue) throw conflict('refund_sum_too_big', { sum: formatRoubles(state.refundDue) });
  }
  if (cashOut) await refuseCashOut(tx, shift, sum, 'cash_refund_too_big');
  const fuelCardName = input.method === 'fuel' ? (input.fuel_card_name ?? null) : null;
  const [row] = await tx
    .insert(payments)
    .values({ orderId: order.id, kind, addedAt: now, method: input.method, fuelCardName, sum, userId, idempotencyKey: key ?? null, shiftId: shift.id })
    .returning({ id: payments.id });
  await change.audit(kind === 'payment' ? 'payment.recorded' : 'payment.refunded', undefined, { payment_id: row!.id, sum, method: input.method, fuel_card_name: fuelCardName });
  // The receipt (54-FZ) is queued with the money, in the same transaction: no payment without it.
  if (ctx.fiscalProvider) await queueReceipt(tx, row!.id, kind, ctx.fiscalProvider);
  change.changed('payments');
  return row!.id;
}

async function answerOf(tx: Db, orderId: number, paymentId: number): Promise<MoneyAnswer> {
  const [o] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return {
    payment_id: paymentId,
    pay_status: o!.payStatus,
    total_paid: toRoubles(o!.totalPaid),
    total_refunded: toRoubles(o!.totalRefunded),
    pay_sum: toRoubles(o!.paySum),
    refund_due: toRoubles(o!.refundDue),
  };
}

/**
 * `order/payment/switch-method`: a past payment's (or refund's) method, recorded in the audit
 * log. A payment of a closed shift keeps its method: its Z report is final.
 */
export async function switchMethod(ctx: OrderContext, paymentId: number, method: PaymentMethod, fuelCard: FuelCard | null | undefined) {
  const [payment] = await ctx.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound('payment_not_found', { id: paymentId });
  await changeOrder(ctx, payment.orderId, async ({ tx, changed, audit, now }) => {
    const [before] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    const [shift] = before!.shiftId === null ? [] : await tx.select().from(cashShifts).where(eq(cashShifts.id, before!.shiftId)).for('update');
    // The register has the receipt with its method: the books keep what the receipt says.
    // Locked: the queue skips a receipt being switched, and a switch waits for none.
    const [receipt] = await tx
      .select({ status: fiscalReceipts.status, lease: fiscalReceipts.leaseToken, leasedUntil: fiscalReceipts.nextAttemptAt })
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.paymentId, paymentId))
      .for('update');
    const refusal = refuseMethodSwitch({ shiftClosed: Boolean(shift?.closedAt), receiptStatus: receipt?.status ?? null, leasedUntil: receipt?.lease ? receipt.leasedUntil : null }, now);
    if (refusal) throw conflict(refusal);
    // A cash payment switched to a card (or a card refund to cash) takes its cash out of the drawer's count.
    const cashLeaves = before!.kind === 'payment' ? before!.method === 'cash' && method !== 'cash' : before!.method !== 'cash' && method === 'cash';
    const next = { method, fuelCardName: method === 'fuel' ? (fuelCard ?? null) : null };
    // The method it already has (a second tap): nothing to change, audit or push.
    if (next.method === before!.method && next.fuelCardName === before!.fuelCardName) return;
    if (shift && cashLeaves) await refuseCashOut(tx, shift, before!.sum, 'switch_cash_short');
    await tx.update(payments).set(next).where(eq(payments.id, paymentId));
    await audit('payment.method', { payment_id: paymentId, method: before!.method, fuel_card_name: before!.fuelCardName }, { payment_id: paymentId, method: next.method, fuel_card_name: next.fuelCardName });
    changed('payments');
  });
}
