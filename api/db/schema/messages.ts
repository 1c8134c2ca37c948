import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { orders } from './orders';
import { tyreSets } from './storage';

/* ---- Messages to customers about their own orders (docs/decisions/039-the-customers-own-page.md) ---- */

/**
 * `booking_day`, `booking_hour`: the reminders of a booking, the day before and an hour before;
 * `storage_season`: the season's reminder to a client with a set in storage.
 */
export const CUSTOMER_MESSAGE_KINDS = ['accepted', 'ready', 'booking_day', 'booking_hour', 'storage_season'] as const;
export type CustomerMessageKind = (typeof CUSTOMER_MESSAGE_KINDS)[number];

/** The owner's text and switch of each kind of message; a missing row means the shipped default. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    kind: text('kind', { enum: CUSTOMER_MESSAGE_KINDS }).primaryKey(),
    enabled: boolean('enabled').notNull(),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('message_templates_text_length', sql`char_length(${t.text}) between 1 and 480`)],
);

/**
 * A message to send, written in the transaction of the change that causes it (the order taken,
 * the car ready) and sent by a worker after the commit, again and again until the gateway takes it.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: serial('id').primaryKey(),
    /** The order the message is about, the booking (a reminder) or the stored set (the season's reminder): exactly one. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    tyreSetId: integer('tyre_set_id').references(() => tyreSets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CUSTOMER_MESSAGE_KINDS }).notNull(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    /** `skipped`: by the time it was due, nobody should get it (erased, asked for none, another phone, the kind turned off). */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_messages_order_idx').on(t.orderId),
    index('customer_messages_booking_idx').on(t.bookingId),
    check('customer_messages_of_one', sql`num_nonnulls(${t.orderId}, ${t.bookingId}, ${t.tyreSetId}) = 1`),
    index('customer_messages_tyre_set_idx').on(t.tyreSetId),
    index('customer_messages_due_idx')
      .on(t.nextAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
