import { asc, eq } from 'drizzle-orm';
import type { Order } from '../contract/orders';
import type { Db } from '../db/database';
import { cashShifts, fiscalReceipts, payments } from '../db/schema';
import { toRoubles } from '../domain/money';
import { methodLockOf, type Caller } from '../domain/order-rules';

/**
 * The order's payments and refunds, oldest first, as the answer's `pay_transactions`. A
 * refund is a negative line, so the history adds up to what the client has paid. Whether
 * its method may be switched is said for the caller: another cashier's drawer is not theirs.
 */
export async function paymentsOf(db: Db, orderId: number, now: Date, caller: Caller): Promise<Order['pay_transactions']> {
  const rows = await db
    .select({
      p: payments,
      fiscalStatus: fiscalReceipts.status,
      fiscalError: fiscalReceipts.lastError,
      fiscalProblem: fiscalReceipts.lastProblem,
      lease: fiscalReceipts.leaseToken,
      leasedUntil: fiscalReceipts.nextAttemptAt,
      shiftClosedAt: cashShifts.closedAt,
      shiftCashier: cashShifts.userId,
    })
    .from(payments)
    .leftJoin(fiscalReceipts, eq(fiscalReceipts.paymentId, payments.id))
    .leftJoin(cashShifts, eq(cashShifts.id, payments.shiftId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  return rows.map(({ p, fiscalStatus, fiscalError, fiscalProblem, lease, leasedUntil, shiftClosedAt, shiftCashier }) => {
    // The switch's own rule (switchMethod refuses with the same code).
    const facts = { shiftCashier, shiftClosed: shiftClosedAt !== null, receiptStatus: fiscalStatus, leasedUntil: lease ? leasedUntil : null };
    const locked = methodLockOf(facts, caller, now);
    return {
      id: p.id,
      kind: p.kind,
      added_at: p.addedAt.toISOString(),
      method: p.method,
      fuel_card_name: p.fuelCardName,
      sum: toRoubles(p.kind === 'refund' ? -p.sum : p.sum),
      fiscal_status: fiscalStatus,
      fiscal_error: fiscalStatus === 'done' ? null : fiscalError,
      fiscal_problem: fiscalStatus === 'done' ? null : fiscalProblem,
      can_switch_method: locked === null,
      method_locked: locked,
    };
  });
}

