import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { services, vehicleClasses } from './catalogue';
import { clients } from './clients';
import { orders } from './orders';

/* ---- Booking into the live queue (docs/decisions/040-booking-into-the-live-queue.md) ---- */

export const BAY_KINDS = ['wash', 'tire', 'both'] as const;
export type BayKind = (typeof BAY_KINDS)[number];

/** A bay (пост): a place where one car is worked on at a time, for washing, tyres or both. */
export const bays = pgTable(
  'bays',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: BAY_KINDS }).notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('bays_name_idx').on(sql`lower(${t.name})`)],
);

/** Opening and closing of one weekday, minutes after midnight in the business zone; absent: closed that day. */
export interface DayHours {
  open: number;
  close: number;
}

/**
 * The owner's booking rules, one row (id 1); a missing row means the defaults the product
 * shipped with (api/bookings/rules.ts). `hours` holds seven entries, Monday first, null for a
 * weekday the shop is closed.
 */
export const bookingRules = pgTable(
  'booking_rules',
  {
    id: integer('id').primaryKey().default(1),
    hours: jsonb('hours').$type<(DayHours | null)[]>().notNull(),
    horizonDays: integer('horizon_days').notNull(),
    cancelHours: integer('cancel_hours').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('booking_rules_one_row', sql`${t.id} = 1`),
    check('booking_rules_horizon', sql`${t.horizonDays} between 1 and 90`),
    check('booking_rules_cancel', sql`${t.cancelHours} between 0 and 72`),
  ],
);

/** A date the shop does not take bookings (a holiday, a stock-taking day), in the business zone. */
export const daysOff = pgTable('days_off', {
  day: date('day', { mode: 'string' }).primaryKey(),
});

/** The owner's minutes of a service on a vehicle class, over what the shop's history says. */
export const serviceDurations = pgTable(
  'service_durations',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    classId: integer('class_id')
      .notNull()
      .references(() => vehicleClasses.id),
    minutes: integer('minutes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.classId] }), check('service_durations_minutes', sql`${t.minutes} between 5 and 600`)],
);

/** A service the customer booked: a tyre service with its wheel size when it was given. */
export interface BookedLine {
  serviceId: number;
  radiusId?: number | null;
  profileId?: number | null;
}

export const BOOKING_STATUSES = ['booked', 'arrived', 'no_show', 'canceled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A car expected on a bay at a time. While `booked` it holds the bay from `startsAt` to
 * `endsAt`: the migration adds an exclusion constraint (bookings_no_overlap) so that two booked
 * rows of one bay can never overlap, whatever the code does; an arrival, a no-show or a cancel
 * frees the time.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** The customer's link (api/public/token.ts), the only key of the booking's public page. */
    publicToken: text('public_token').notNull(),
    kind: text('kind', { enum: ['wash', 'tire'] }).notNull(),
    bayId: integer('bay_id')
      .notNull()
      .references(() => bays.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    /** `online`: the customer on the booking page; `staff`: taken by phone at the desk. */
    source: text('source', { enum: ['online', 'staff'] }).notNull(),
    plateNumber: text('plate_number').notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => vehicleClasses.id),
    clientId: integer('client_id').references(() => clients.id),
    lines: jsonb('lines').$type<BookedLine[]>().notNull(),
    /** The order taken from it («Принять»): set with the draft, kept when the order is taken; a draft swept away lets it go. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_public_token_idx').on(t.publicToken),
    index('bookings_starts_idx').on(t.startsAt),
    index('bookings_client_idx').on(t.clientId),
    index('bookings_updated_idx').on(t.updatedAt),
    check('bookings_time_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * An online booking waiting for its SMS code: what the customer chose, the phone the code went
 * to (its hash only, never the code), the wrong tries. The request's id is a random token the
 * page holds; after five wrong codes the request is dead.
 */
export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('booking_requests_phone_idx').on(t.phone, t.createdAt)],
);
