import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/* ---- Cash shifts at the desk (docs/domain.md 'Cash shifts') ---- */

/**
 * A cashier's shift: opened with the float counted into the drawer, closed with the cash
 * counted out of it. A cashier has at most one open shift; every payment and refund they
 * record belongs to it. What the drawer should hold is frozen at the close.
 */
export const cashShifts = pgTable(
  'cash_shifts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kopecks: the change put into the drawer at the opening. */
    openingFloat: integer('opening_float').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
    /** Kopecks, set at the close: what the drawer should hold and what was counted (a busy drawer may pass 21 million roubles of int4). */
    expectedCash: bigint('expected_cash', { mode: 'number' }),
    countedCash: bigint('counted_cash', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('cash_shifts_one_open_idx')
      .on(t.userId)
      .where(sql`${t.closedAt} is null`),
    index('cash_shifts_opened_at_idx').on(t.openedAt),
    check('cash_shifts_float_not_negative', sql`${t.openingFloat} >= 0`),
    check(
      'cash_shifts_closed_whole',
      sql`(${t.closedAt} is null) = (${t.countedCash} is null) and (${t.closedAt} is null) = (${t.expectedCash} is null)`,
    ),
  ],
);

/** Cash put into the drawer or taken out of it during a shift, not for an order (change brought, cash to the bank). */
export const cashMoves = pgTable(
  'cash_moves',
  {
    id: serial('id').primaryKey(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => cashShifts.id),
    kind: text('kind', { enum: ['in', 'out'] }).notNull(),
    /** Kopecks, above zero. */
    sum: integer('sum').notNull(),
    reason: text('reason').notNull(),
    userId: integer('user_id').references(() => users.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** The form's idempotency key, as a payment keeps its own (the key's answer is in idempotency_keys). */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [index('cash_moves_shift_idx').on(t.shiftId), check('cash_moves_sum_positive', sql`${t.sum} > 0`)],
);
