import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, payments } from '../db/schema';
import { conflict } from '../domain/refusal';
import { formatRoubles, toKopecks, toRoubles } from '../domain/money';
import { isFinal, refusePay } from '../domain/order-rules';
import { wayTotals, type MoneyWay } from '../domain/refund-ways';
import { changeOrderIn, type OrderChange, type OrderContext } from '../orders/order-change';
import { liveServicesOf } from '../orders/lines';
import { cancelWithin } from '../orders/work';
import { once } from './idempotency';
import { refuseCashOut, shiftForMoney } from '../shifts/shift';
import { queueReceipt } from '../fiscal/queue';
import type { FuelCard, JobStatus, PaymentMethod, PayStatus } from '../contract/order-states';

export interface MoneyInput {
  order_id: number;
  sum: number;
  method: PaymentMethod;
  fuel_card_name?: FuelCard | null;
}

export interface MoneyAnswer {
  payment_id: number;
  pay_status: PayStatus;
  total_paid: number;
  total_refunded: number;
  pay_sum: number;
  refund_due: number;
  /** Canceled after a refund that gave back the last money of an order with no service left (`cancelWhenEmptied`). */
  job_status: JobStatus;
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
    const refusal = refusePay({
      jobStatus: order.jobStatus,
      isPayByContract: order.isPayByContract,
      paySum: state.paySum,
      payStatus: state.payStatus,
    });
    if (refusal) throw conflict(refusal);
    if (sum > state.paySum) throw conflict('pay_sum_too_big', { sum: formatRoubles(state.paySum) });
  } else {
    if (state.refundDue <= 0) throw conflict('refund_nothing');
    if (sum > state.refundDue) throw conflict('refund_sum_too_big', { sum: formatRoubles(state.refundDue) });
    await refuseRefundBeyondWay(tx, order.id, { method: input.method, fuelCardName: input.fuel_card_name ?? null }, sum);
  }
  if (cashOut) await refuseCashOut(tx, shift, sum, 'cash_refund_too_big');
  const fuelCardName = input.method === 'fuel' ? (input.fuel_card_name ?? null) : null;
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      kind,
      addedAt: now,
      method: input.method,
      fuelCardName,
      sum,
      userId,
      idempotencyKey: key ?? null,
      shiftId: shift.id,
    })
    .returning({ id: payments.id });
  await change.audit(kind === 'payment' ? 'payment.recorded' : 'payment.refunded', undefined, {
    payment_id: row!.id,
    sum,
    method: input.method,
    fuel_card_name: fuelCardName,
  });
  // The receipt (54-FZ) is queued with the money, in the same transaction: no payment without it.
  if (ctx.fiscalProvider) await queueReceipt(tx, row!.id, kind, ctx.fiscalProvider);
  change.changed('payments');
  if (kind === 'refund') await cancelWhenEmptied(change, sum);
  return row!.id;
}

/**
 * A refund that gives back the last money of an order whose services were all canceled ends
 * the order: nothing is left to do or to pay, and it would otherwise wait at 0 ₽ in the lists,
 * on the display and on the customer's page (the last service is canceled alone only while
 * money is on the order, for this refund; docs/domain.md).
 */
async function cancelWhenEmptied(change: OrderChange, refunded: number): Promise<void> {
  const { order, tx } = change;
  if (isFinal(order.jobStatus) || order.totalPaid - order.totalRefunded - refunded > 0) return;
  if ((await liveServicesOf(tx, order.id)) > 0) return;
  await cancelWithin(change);
}

/** A card or fuel card gives back at most what the order took by it, less what went back by it (docs/decisions/055). */
async function refuseRefundBeyondWay(tx: Db, orderId: number, way: MoneyWay, sum: number): Promise<void> {
  if (way.method === 'cash') return;
  const lines = await tx
    .select({ kind: payments.kind, method: payments.method, fuelCardName: payments.fuelCardName, sum: payments.sum })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  const { paid, refunded } = wayTotals(lines, way);
  if (sum <= paid - refunded) return;
  if (paid === 0) throw conflict('refund_way_unpaid');
  throw conflict('refund_way_too_big', {
    sum: formatRoubles(Math.max(0, paid - refunded)),
    paid: formatRoubles(paid),
    refunded: formatRoubles(refunded),
  });
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
    job_status: o!.jobStatus,
  };
}
