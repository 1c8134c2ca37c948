import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';
import { cashShifts } from './shifts';

/* ---- Payments and refunds at the desk (docs/domain.md 'Payment (cashier)') ---- */

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** A payment takes money; a refund gives it back (both with a positive sum). */
    kind: text('kind', { enum: ['payment', 'refund'] })
      .notNull()
      .default('payment'),
    method: text('method', { enum: ['card', 'cash', 'fuel'] }).notNull(),
    fuelCardName: text('fuel_card_name', { enum: ['yandex', 'petrol'] }),
    /** Kopecks, above zero. */
    sum: integer('sum').notNull(),
    userId: integer('user_id').references(() => users.id),
    idempotencyKey: text('idempotency_key'),
    /** The shift of the cashier who took or gave the money (none for payments older than shifts). */
    shiftId: integer('shift_id').references(() => cashShifts.id),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_shift_idx').on(t.shiftId),
    index('payments_added_at_idx').on(t.addedAt),
    check('payments_sum_positive', sql`${t.sum} > 0`),
    check('payments_fuel_card', sql`(${t.method} = 'fuel') = (${t.fuelCardName} is not null)`),
  ],
);

/**
 * Idempotency keys of money requests (payments, refunds, cash in and out, shift closes;
 * Stripe's model): the first answer is kept and given again to a repeat with the same body;
 * another body with the same key is refused.
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  userId: integer('user_id').references(() => users.id),
  requestHash: text('request_hash').notNull(),
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
