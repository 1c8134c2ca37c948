import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordChange } from '../audit/record';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { cashMoves, cashShifts, users } from '../db/schema';
import { formatRoubles, toKopecks, toRoubles } from '../domain/money';
import { conflict, notFound } from '../domain/refusal';
import type { ShiftReport } from '../contract/shifts';
import { once } from '../payments/idempotency';
import { shiftMoney, shiftReport, shiftWhere } from './report';

/** Who acts on a shift, and when. */
export interface ShiftContext {
  db: Db;
  userId: number;
  now: () => Date;
}

/** The id of the caller's open shift, or null. */
export async function openShiftId(db: Db, userId: number): Promise<number | null> {
  const [row] = await openShiftOf(db).execute({ userId });
  return row?.id ?? null;
}

// Every cashier's order page asks it (db/prepared.ts).
const openShiftOf = prepared((db) =>
  db
    .select({ id: cashShifts.id })
    .from(cashShifts)
    .where(and(eq(cashShifts.userId, sql.placeholder('userId')), isNull(cashShifts.closedAt)))
    .prepare('open_shift'),
);

/**
 * The shift a payment or refund of this cashier belongs to, locked so that it cannot close
 * until the payment's transaction ends (a close waits, then counts the payment in). Without
 * an open shift no money moves (docs/domain.md 'Cash shifts'). Cash that leaves the drawer
 * takes the shift for itself (`update`): two refunds from two devices at once are counted
 * one after the other, so together they never take out more than the drawer holds.
 */
export async function shiftForMoney(
  tx: Db,
  userId: number | null,
  lock: 'share' | 'update' = 'share',
): Promise<{ id: number; openingFloat: number }> {
  const [row] =
    userId === null
      ? []
      : await tx
          .select({ id: cashShifts.id, openingFloat: cashShifts.openingFloat })
          .from(cashShifts)
          .where(and(eq(cashShifts.userId, userId), isNull(cashShifts.closedAt)))
          .for(lock);
  if (!row) throw conflict('shift_not_open');
  return row;
}

/**
 * Cash leaving the drawer (taken out, given back, a cash payment switched to a card): never
 * more than the drawer should hold, refused with `code` and what it should hold.
 */
export async function refuseCashOut(
  tx: Db,
  shift: { id: number; openingFloat: number },
  kopecks: number,
  code: 'cash_out_too_big' | 'cash_refund_too_big' | 'switch_cash_short',
): Promise<void> {
  const { expected } = await shiftMoney(tx, shift.id, shift.openingFloat);
  if (kopecks > expected) throw conflict(code, { sum: formatRoubles(Math.max(0, expected)), amount: formatRoubles(kopecks) });
}

/** Opens the caller's shift with the float counted into the drawer; a second open shift is refused. */
export function openShift(ctx: ShiftContext, openingFloat: number): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // One open shift per cashier: two opens at once take turns on the account's row.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.userId)).for('update');
    if ((await openShiftId(tx, ctx.userId)) !== null) throw conflict('shift_already_open');
    const float = toKopecks(openingFloat);
    const [row] = await tx
      .insert(cashShifts)
      .values({ userId: ctx.userId, openedAt: ctx.now(), openingFloat: float })
      .returning({ id: cashShifts.id });
    await recordChange(tx, {
      userId: ctx.userId,
      action: 'shift.opened',
      entity: 'shift',
      entityId: row!.id,
      after: { opening_float: float },
    });
    return row!.id;
  });
}

/**
 * Cash put into the drawer or taken out of it, with the reason; no more can go out than the
 * drawer should hold. Answers the shift's X report. With an idempotency key a repeat answers
 * the first answer and records nothing (docs/decisions/026).
 */
export function moveCash(
  ctx: ShiftContext,
  input: { kind: 'in' | 'out'; sum: number; reason: string },
  key?: string,
): Promise<ShiftReport> {
  const body = { call: 'shift/cash-move', kind: input.kind, sum: input.sum, reason: input.reason };
  return ctx.db.transaction(async (tx) => {
    const work = async () => {
      const [shift] = await tx
        .select()
        .from(cashShifts)
        .where(and(eq(cashShifts.userId, ctx.userId), isNull(cashShifts.closedAt)))
        .for('update');
      if (!shift) throw conflict('shift_not_open');
      const sum = toKopecks(input.sum);
      if (input.kind === 'out') await refuseCashOut(tx, shift, sum, 'cash_out_too_big');
      await tx.insert(cashMoves).values({
        shiftId: shift.id,
        kind: input.kind,
        sum,
        reason: input.reason,
        userId: ctx.userId,
        addedAt: ctx.now(),
        idempotencyKey: key ?? null,
      });
      await recordChange(tx, {
        userId: ctx.userId,
        action: `shift.cash_${input.kind}`,
        entity: 'shift',
        entityId: shift.id,
        after: { sum, reason: input.reason },
      });
      return shiftReport(tx, shift.id);
    };
    return key ? (await once(tx, key, ctx.userId, body, work)).answer : work();
  });
}

/**
 * Closes a shift with the cash counted: what the drawer should hold is frozen, and the
 * difference is the count less that. A shift closes once. With `expectedDifference` (roubles)
 * a count that differs by anything else is refused and the shift stays open. `onlyOf` limits
 * a cashier to their own shift; the owner may close a shift a cashier left open. Answers the
 * Z report; with an idempotency key a repeat answers the first close's Z report instead of
 * «уже закрыта» (docs/decisions/026).
 */
export function closeShift(
  ctx: ShiftContext,
  close: { shiftId: number; countedCash: number; expectedDifference?: number },
  onlyOf?: number,
  key?: string,
): Promise<ShiftReport> {
  const { shiftId } = close;
  const body = {
    call: 'shift/close',
    shift_id: shiftId,
    counted_cash: close.countedCash,
    expected_difference: close.expectedDifference ?? null,
  };
  return ctx.db.transaction(async (tx) => {
    const work = async () => {
      const [shift] = await tx.select().from(cashShifts).where(shiftWhere(shiftId, onlyOf)).for('update');
      if (!shift) throw notFound('shift_not_found', { id: shiftId });
      if (shift.closedAt) throw conflict('shift_already_closed', { id: shiftId });
      const { expected } = await shiftMoney(tx, shift.id, shift.openingFloat);
      const counted = toKopecks(close.countedCash);
      // A close is final: a count that does not match is first said back, to recount a slip of
      // the finger, and a gap closes only as the cashier saw it (a payment since changes it).
      const difference = counted - expected;
      if (close.expectedDifference !== undefined && difference !== 0 && difference !== toKopecks(close.expectedDifference)) {
        throw conflict(difference < 0 ? 'shift_cash_short' : 'shift_cash_over', {
          sum: formatRoubles(Math.abs(difference)),
          expected: formatRoubles(expected),
          difference: toRoubles(difference),
        });
      }
      await tx
        .update(cashShifts)
        .set({ closedAt: ctx.now(), closedBy: ctx.userId, expectedCash: expected, countedCash: counted })
        .where(eq(cashShifts.id, shift.id));
      await recordChange(tx, {
        userId: ctx.userId,
        action: 'shift.closed',
        entity: 'shift',
        entityId: shift.id,
        after: { expected_cash: expected, counted_cash: counted, difference: counted - expected },
      });
      return shiftReport(tx, shift.id);
    };
    return key ? (await once(tx, key, ctx.userId, body, work)).answer : work();
  });
}
