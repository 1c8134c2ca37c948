import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every SMS the product sent (the `log` provider's outbox, and a record for the gateway). */
export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  provider: text('provider').notNull(),
  status: text('status').notNull(),
});
