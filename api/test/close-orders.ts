import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderItems, orderItemWorkers, orders, payments, workers } from '../db/schema';
import { Refused } from '../domain/refusal';
import { keysReturned } from '../orders/keys-return';
import type { OrderContext } from '../orders/order-change';
import { cancelOrder, completeOrder, setWorkers, startOrder } from '../orders/work';
import { payOrder, refundOrder } from '../payments/pay';
import { moveCash } from '../shifts/shift';
import { isClosed } from './order-invariants';
import { refundParts } from './refund-ways';

/**
 * Drives each order to a closed state (final, nothing owed either way, keys out of the box)
 * through the same services the master's and the cashier's calls run, and answers what it
 * did. Run inside a transaction that is rolled back, it proves the orders *can* be closed
 * without changing them. Throws when an order cannot be closed.
 */
export async function closeOrders(
  db: Db,
  who: { master: OrderContext; cashier: OrderContext },
  orderIds: readonly number[],
): Promise<string[]> {
  const master = { ...who.master, db };
  const cashier = { ...who.cashier, db };
  const steps: string[] = [];
  for (const id of orderIds) {
    for (let step = 0; ; step += 1) {
      const [o] = await db.select().from(orders).where(eq(orders.id, id));
      if (!o) throw new Error(`order ${id} is gone`);
      const money = { job_status: o.jobStatus, pay_sum: o.paySum, refund_due: o.refundDue, key_cell: o.keyCell };
      if (isClosed(money)) break;
      if (step > 10) throw new Error(`order ${id} cannot be closed: ${JSON.stringify(money)} after ${steps.join(', ')}`);
      if (o.refundDue > 0) {
        await refundTheWayPaid(db, cashier, id, o.refundDue);
        steps.push(`${id}: refund`);
      } else if (o.jobStatus === 'waiting') {
        const active = await db
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.orderId, id), eq(orderItems.status, 'active'), inArray(orderItems.kind, ['wash', 'tire'])));
        if (active.length === 0) {
          await cancelOrder(master, id);
          steps.push(`${id}: cancel`);
          continue;
        }
        for (const line of active) {
          const [assigned] = await db.select().from(orderItemWorkers).where(eq(orderItemWorkers.orderItemId, line.id)).limit(1);
          if (assigned) continue;
          const [worker] = await db
            .select()
            .from(workers)
            .where(and(eq(workers.kind, line.kind as 'wash' | 'tire'), eq(workers.isActive, true)))
            .limit(1);
          await setWorkers(master, id, line.id, [worker!.id]);
        }
        await startOrder(master, id);
        steps.push(`${id}: start`);
      } else if (o.jobStatus === 'in_progress') {
        await completeOrder(master, id);
        steps.push(`${id}: complete`);
      } else if (o.paySum > 0) {
        await payOrder(cashier, { order_id: id, sum: o.paySum / 100, method: 'card' });
        steps.push(`${id}: pay`);
      } else {
        await keysReturned(cashier, id);
        steps.push(`${id}: keys`);
      }
    }
  }
  return steps;
}

/**
 * A refund as a cashier gives it (docs/decisions/055): each card and fuel card up to what it
 * took, the rest in cash; a drawer that cannot cover the cash gets change put in first (an
 * allowed step, so an order is never stuck for want of cash in the drawer).
 */
async function refundTheWayPaid(db: Db, cashier: OrderContext, id: number, due: number): Promise<void> {
  const lines = await db
    .select({ kind: payments.kind, method: payments.method, fuelCardName: payments.fuelCardName, sum: payments.sum })
    .from(payments)
    .where(eq(payments.orderId, id));
  for (const part of refundParts(lines, due)) {
    const input = { order_id: id, sum: part.sum / 100, method: part.method, fuel_card_name: part.fuel_card_name };
    try {
      await refundOrder(cashier, input);
    } catch (err) {
      if (!(err instanceof Refused) || err.code !== 'cash_refund_too_big') throw err;
      await moveCash({ db, userId: cashier.userId!, now: cashier.now }, { kind: 'in', sum: part.sum / 100, reason: 'размен' });
      await refundOrder(cashier, input);
    }
  }
}
