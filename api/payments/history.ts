import { asc, eq, sql } from 'drizzle-orm';
import type { Order } from '../contract/orders';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { cashShifts, fiscalReceipts, payments } from '../db/schema';
import { toRoubles } from '../domain/money';
import { cashSideOf, methodLockOf, type Caller } from '../domain/order-rules';
import { paymentHoldsRefunds } from '../domain/refund-ways';
import { shiftMoney } from '../shifts/report';

// Every order's page reads them (db/prepared.ts).
const paymentRows = prepared((db) =>
  db
    .select({
      p: payments,
      fiscalStatus: fiscalReceipts.status,
      fiscalError: fiscalReceipts.lastError,
      fiscalProblem: fiscalReceipts.lastProblem,
      lease: fiscalReceipts.leaseToken,
      leasedUntil: fiscalReceipts.nextAttemptAt,
      shiftClosedAt: cashShifts.closedAt,
      shiftCashier: cashShifts.userId,
      shiftFloat: cashShifts.openingFloat,
    })
    .from(payments)
    .leftJoin(fiscalReceipts, eq(fiscalReceipts.paymentId, payments.id))
    .leftJoin(cashShifts, eq(cashShifts.id, payments.shiftId))
    .where(eq(payments.orderId, sql.placeholder('orderId')))
    .orderBy(asc(payments.id))
    .prepare('order_payments'),
);

/**
 * The order's payments and refunds, oldest first, as the answer's `pay_transactions`. A
 * refund is a negative line, so the history adds up to what the client has paid. Whether
 * its method may be switched is said for the caller: another cashier's drawer is not theirs,
 * and a line whose cash its open drawer cannot cover (a cash payment taken out since, a card
 * refund that would be paid in cash) stays as it is.
 */
export async function paymentsOf(db: Db, orderId: number, now: Date, caller: Caller): Promise<Order['pay_transactions']> {
  const rows = await paymentRows(db).execute({ orderId });
  const cashHeld = await cashHeldByOpenShifts(db, rows, caller);
  const lines = rows.map(({ p }) => p);
  return rows.map(({ p, fiscalStatus, fiscalError, fiscalProblem, lease, leasedUntil, shiftClosedAt, shiftCashier }) => {
    // The switch's own rule (switchMethod refuses with the same codes, the cash with its sums).
    const held = cashSideOf(p.kind, p.method) && p.shiftId !== null ? cashHeld.get(p.shiftId) : undefined;
    const cashShort = held !== undefined && p.sum > held;
    const facts = {
      shiftCashier,
      shiftClosed: shiftClosedAt !== null,
      receiptStatus: fiscalStatus,
      leasedUntil: lease ? leasedUntil : null,
      cashShort,
      holdsCardRefunds: paymentHoldsRefunds(lines, p),
    };
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

/**
 * The cash each open drawer of the order's lines with a cash side should hold now, by shift;
 * only the drawers this caller may switch in (their own, or any for the owner): for anyone
 * else the line is locked before its cash matters, and the order page of a master or of
 * another cashier reads no drawer.
 */
type HistoryRow = {
  p: { kind: 'payment' | 'refund'; method: string; shiftId: number | null };
  shiftClosedAt: Date | null;
  shiftFloat: number | null;
  shiftCashier: number | null;
};
async function cashHeldByOpenShifts(db: Db, rows: HistoryRow[], caller: Caller) {
  const held = new Map<number, number>();
  for (const { p, shiftClosedAt, shiftFloat, shiftCashier } of rows) {
    if (caller.role !== 'owner' && shiftCashier !== caller.id) continue;
    if (!cashSideOf(p.kind, p.method) || p.shiftId === null || shiftClosedAt !== null || shiftFloat === null || held.has(p.shiftId))
      continue;
    held.set(p.shiftId, (await shiftMoney(db, p.shiftId, shiftFloat)).expected);
  }
  return held;
}
