import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MethodTotals, ShiftReport, ShiftRow } from '../contract/shifts';
import type { Db } from '../db/database';
import { cashMoves, cashShifts, payments, users } from '../db/schema';
import { toRoubles } from '../domain/money';
import { notFound } from '../domain/refusal';

type Method = MethodTotals['method'];
type FuelCard = MethodTotals['fuel_card_name'];

/** Kopecks by method: what a payments query sums, before it is said in roubles. */
export interface MethodRow {
  method: Method;
  fuelCard: FuelCard;
  paid: number;
  payments: number;
  refunded: number;
  refunds: number;
}

/** Card, cash, then each fuel card: the order a till report reads in. */
const METHOD_ORDER: Record<Method, number> = { card: 0, cash: 1, fuel: 2 };

/** Payments and refunds grouped by method (and fuel card), from rows of `kind, method, fuel card, sum, count`. */
export function methodRows(
  rows: ReadonlyArray<{ kind: string; method: Method; fuelCard: FuelCard; sum: number; count: number }>,
): MethodRow[] {
  const byKey = new Map<string, MethodRow>();
  for (const r of rows) {
    const key = `${r.method}:${r.fuelCard ?? ''}`;
    const row = byKey.get(key) ?? { method: r.method, fuelCard: r.fuelCard, paid: 0, payments: 0, refunded: 0, refunds: 0 };
    if (r.kind === 'payment') {
      row.paid += r.sum;
      row.payments += r.count;
    } else {
      row.refunded += r.sum;
      row.refunds += r.count;
    }
    byKey.set(key, row);
  }
  return [...byKey.values()].sort(
    (a, b) => METHOD_ORDER[a.method] - METHOD_ORDER[b.method] || String(a.fuelCard).localeCompare(String(b.fuelCard)),
  );
}

export const methodTotals = (r: MethodRow): MethodTotals => ({
  method: r.method,
  fuel_card_name: r.fuelCard,
  paid: toRoubles(r.paid),
  payments: r.payments,
  refunded: toRoubles(r.refunded),
  refunds: r.refunds,
  net: toRoubles(r.paid - r.refunded),
});

/** Kopecks taken less kopecks given back, over these methods. */
export const netOf = (methods: readonly MethodRow[]) => methods.reduce((sum, m) => sum + m.paid - m.refunded, 0);

/** Kopecks the drawer should hold: the float, cash taken less cash given back, cash put in less cash taken out. */
export function expectedCash(openingFloat: number, methods: readonly MethodRow[], cashIn: number, cashOut: number): number {
  return openingFloat + netOf(methods.filter((m) => m.method === 'cash')) + cashIn - cashOut;
}

/** The money of one shift, in kopecks, read in the caller's transaction. */
export async function shiftMoney(tx: Db, shiftId: number, openingFloat: number) {
  const grouped = await tx
    .select({
      kind: payments.kind,
      method: payments.method,
      fuelCard: payments.fuelCardName,
      sum: sql<string>`sum(${payments.sum})::bigint`,
      count: sql<number>`count(*)::int`,
    })
    .from(payments)
    .where(eq(payments.shiftId, shiftId))
    .groupBy(payments.kind, payments.method, payments.fuelCardName);
  const methods = methodRows(grouped.map((g) => ({ ...g, sum: Number(g.sum) })));
  const moves = await tx
    .select({
      id: cashMoves.id,
      kind: cashMoves.kind,
      sum: cashMoves.sum,
      reason: cashMoves.reason,
      addedAt: cashMoves.addedAt,
      by: users.name,
    })
    .from(cashMoves)
    .leftJoin(users, eq(users.id, cashMoves.userId))
    .where(eq(cashMoves.shiftId, shiftId))
    .orderBy(asc(cashMoves.id));
  const cashIn = moves.filter((m) => m.kind === 'in').reduce((s, m) => s + m.sum, 0);
  const cashOut = moves.filter((m) => m.kind === 'out').reduce((s, m) => s + m.sum, 0);
  return { methods, moves, cashIn, cashOut, expected: expectedCash(openingFloat, methods, cashIn, cashOut) };
}

const closer = alias(users, 'closer');

/** A shift by its number; with `onlyOf`, only if it is that cashier's (another's is "not found" to a cashier). */
export const shiftWhere = (shiftId: number, onlyOf?: number) =>
  onlyOf === undefined ? eq(cashShifts.id, shiftId) : and(eq(cashShifts.id, shiftId), eq(cashShifts.userId, onlyOf));

/** A shift's X report (open) or Z report (closed); `onlyOf` limits it to that cashier's shifts. */
export async function shiftReport(db: Db, shiftId: number, onlyOf?: number): Promise<ShiftReport> {
  const [shift] = await db
    .select({ shift: cashShifts, cashier: users.name, closedBy: closer.name })
    .from(cashShifts)
    .innerJoin(users, eq(users.id, cashShifts.userId))
    .leftJoin(closer, eq(closer.id, cashShifts.closedBy))
    .where(shiftWhere(shiftId, onlyOf));
  if (!shift) throw notFound('shift_not_found', { id: shiftId });
  const { shift: s } = shift;
  const money = await shiftMoney(db, s.id, s.openingFloat);
  const cash = money.methods.filter((m) => m.method === 'cash');
  // A closed shift reports what was expected at its close, frozen then.
  const expected = s.expectedCash ?? money.expected;
  return {
    id: s.id,
    cashier: shift.cashier,
    opened_at: s.openedAt.toISOString(),
    is_open: s.closedAt === null,
    reported_at: new Date().toISOString(),
    closed_at: s.closedAt?.toISOString() ?? null,
    closed_by: shift.closedBy,
    opening_float: toRoubles(s.openingFloat),
    methods: money.methods.map(methodTotals),
    total_net: toRoubles(netOf(money.methods)),
    cash_paid: toRoubles(cash.reduce((sum, m) => sum + m.paid, 0)),
    cash_refunded: toRoubles(cash.reduce((sum, m) => sum + m.refunded, 0)),
    cash_in: toRoubles(money.cashIn),
    cash_out: toRoubles(money.cashOut),
    moves: money.moves.map((m) => ({
      id: m.id,
      kind: m.kind,
      sum: toRoubles(m.sum),
      reason: m.reason,
      added_at: m.addedAt.toISOString(),
      by: m.by ?? '',
    })),
    expected_cash: toRoubles(expected),
    counted_cash: s.countedCash === null ? null : toRoubles(s.countedCash),
    difference: s.countedCash === null ? null : toRoubles(s.countedCash - expected),
  };
}

/** A shift as a row of a list: its count against what was expected, once closed. */
export function shiftRow(s: typeof cashShifts.$inferSelect, cashier: string): ShiftRow {
  return {
    id: s.id,
    cashier,
    opened_at: s.openedAt.toISOString(),
    closed_at: s.closedAt?.toISOString() ?? null,
    expected_cash: s.expectedCash === null ? null : toRoubles(s.expectedCash),
    counted_cash: s.countedCash === null ? null : toRoubles(s.countedCash),
    difference: s.countedCash === null || s.expectedCash === null ? null : toRoubles(s.countedCash - s.expectedCash),
  };
}

/** The last shifts of one cashier, newest first. */
export async function shiftsOf(db: Db, userId: number, limit = 10): Promise<ShiftRow[]> {
  const rows = await db
    .select({ shift: cashShifts, cashier: users.name })
    .from(cashShifts)
    .innerJoin(users, eq(users.id, cashShifts.userId))
    .where(eq(cashShifts.userId, userId))
    .orderBy(desc(cashShifts.id))
    .limit(limit);
  return rows.map((r) => shiftRow(r.shift, r.cashier));
}

/**
 * A mark of every drawer that moves when a shift opens or closes or cash goes in or out (the
 * newest move, the newest shift, the last close): payments move a shift's cash through the
 * order changes, these through this mark, so that an open shift page follows both.
 */
export async function drawerRevisionNow(db: Db): Promise<string> {
  const [row] = await db
    .select({
      move: sql<number>`(select coalesce(max(${cashMoves.id}), 0) from ${cashMoves})`,
      shift: sql<number>`coalesce(max(${cashShifts.id}), 0)`,
      closed: sql<string>`coalesce(max(${cashShifts.closedAt})::text, '')`,
    })
    .from(cashShifts);
  return `${row?.move ?? 0}:${row?.shift ?? 0}:${row?.closed ?? ''}`;
}
