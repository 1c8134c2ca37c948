import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { orders } from './orders';

/* ---- Manual discounts (docs/domain.md 'Money and discounts') ---- */

/** A manual discount waiting for the manager's SMS code; only the code's hash is kept. */
export const discountRequests = pgTable(
  'discount_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    percent: integer('percent').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when approved, voided (five wrong codes) or replaced. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    userId: integer('user_id').references(() => users.id),
  },
  (t) => [index('discount_requests_order_idx').on(t.orderId, t.id.desc())],
);
