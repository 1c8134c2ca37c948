import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders, payments } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { toKopecks, toRoubles } from '../domain/money';
import { audit } from '../orders/audit';
import { touchOrder } from '../orders/change-feed';
import { lockOrder } from '../orders/lock';
import { refreshParking, type ParkingSettings } from '../orders/parking';
import { once } from './idempotency';

export interface PayInput {
  order_id: number;
  sum: number;
  method: 'card' | 'cash' | 'fuel';
  fuel_card_name?: 'yandex' | 'petrol' | null;
}

export interface PayAnswer {
  payment_id: number;
  pay_status: number;
  total_paid: number;
  pay_sum: number;
}

const rub = (kopecks: number) => `${new Intl.NumberFormat('ru-RU').format(toRoubles(kopecks))} ₽`;

/**
 * `order/pay`: records a payment of at most what is still due, under a lock of the order
 * row, so two cashiers paying at once never record more than is due. A partial payment
 * sets pay status 2; the last one 3 with `pay_at`. With an idempotency key, a repeat
 * answers the first answer and records nothing.
 */
export async function payOrder(db: Db, settings: ParkingSettings, userId: number, input: PayInput, key?: string): Promise<PayAnswer> {
  const body = { order_id: input.order_id, sum: input.sum, method: input.method, fuel_card_name: input.fuel_card_name ?? null };
  return db.transaction(async (tx) => {
    const work = () => recordPayment(tx, settings, userId, body, key);
    if (!key) return work();
    return (await once(tx, key, userId, body, work)).answer;
  });
}

async function recordPayment(tx: Db, settings: ParkingSettings, userId: number, input: PayInput, key: string | undefined): Promise<PayAnswer> {
  // The parking charge is part of what is due; bring it up to date under the lock first.
  const locked = await lockOrder(tx, input.order_id);
  const order = (await refreshParking(tx, locked, settings)) ? await lockOrder(tx, input.order_id) : locked;

  if (order.jobStatus === 'canceled') throw conflict('Заказ отменён, оплата не принимается');
  if (order.isPayByContract) throw conflict('Заказ оплачивается по договору');
  if (order.payStatus === 3 || order.payStatus === 4) throw conflict('Заказ уже оплачен');
  const due = order.sumFinal - order.totalPaid;
  if (due <= 0) throw conflict('По заказу нечего оплачивать');
  const sum = toKopecks(input.sum);
  if (sum > due) throw conflict(`Сумма больше, чем осталось оплатить: ${rub(due)}`);

  const [payment] = await tx
    .insert(payments)
    .values({ orderId: order.id, method: input.method, fuelCardName: input.method === 'fuel' ? (input.fuel_card_name ?? null) : null, sum, userId, idempotencyKey: key ?? null })
    .returning({ id: payments.id });
  const totalPaid = order.totalPaid + sum;
  const full = totalPaid >= order.sumFinal;
  await tx
    .update(orders)
    .set({ totalPaid, payStatus: full ? 3 : 2, ...(full ? { payAt: new Date() } : {}) })
    .where(eq(orders.id, order.id));
  await audit(tx, {
    userId,
    action: 'payment.recorded',
    orderId: order.id,
    before: { total_paid: order.totalPaid, pay_status: order.payStatus },
    after: { payment_id: payment!.id, sum, method: input.method, fuel_card_name: input.fuel_card_name ?? null, total_paid: totalPaid, pay_status: full ? 3 : 2 },
  });
  await touchOrder(tx, order.id, ['pay_status', 'payments']);
  return { payment_id: payment!.id, pay_status: full ? 3 : 2, total_paid: toRoubles(totalPaid), pay_sum: toRoubles(order.sumFinal - totalPaid) };
}

/** `order/payment/switch-method`: a past payment's method, recorded in the audit log. */
export async function switchMethod(db: Db, userId: number, paymentId: number, method: PayInput['method'], fuelCard: PayInput['fuel_card_name']) {
  await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment) throw notFound(`Платёж №${paymentId} не найден`);
    const next = { method, fuelCardName: method === 'fuel' ? (fuelCard ?? null) : null };
    await tx.update(payments).set(next).where(eq(payments.id, paymentId));
    await audit(tx, {
      userId,
      action: 'payment.method',
      orderId: payment.orderId,
      before: { payment_id: paymentId, method: payment.method, fuel_card_name: payment.fuelCardName },
      after: { payment_id: paymentId, method: next.method, fuel_card_name: next.fuelCardName },
    });
    await touchOrder(tx, payment.orderId, ['payments']);
  });
}
