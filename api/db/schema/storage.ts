import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { services, tireProfiles, tireRadii } from './catalogue';
import { cars, clients } from './clients';
import { orderItems, orders } from './orders';
import { TYRE_SEASONS, TYRE_SET_EVENTS } from '../../contract/storage-states';

/* ---- Seasonal tyre storage (docs/decisions/041-seasonal-tyre-storage.md) ---- */

/**
 * A place on a rack for one set: rack «A», shelf 3, place 2, named «A-3-2». The nearest free
 * cell is the first by rack, shelf and place: the owner names racks from the door.
 */
export const storageCells = pgTable(
  'storage_cells',
  {
    id: serial('id').primaryKey(),
    rack: text('rack').notNull(),
    shelf: integer('shelf').notNull(),
    place: integer('place').notNull(),
    name: text('name').notNull(),
    /** A cell taken out of use keeps its history; no set is put in it. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('storage_cells_place_idx').on(sql`upper(${t.rack})`, t.shelf, t.place),
    check('storage_cells_numbers', sql`${t.shelf} between 1 and 99 and ${t.place} between 1 and 99`),
  ],
);

/**
 * The owner's storage settings, one row (id 1): which services of the price list a season
 * and an overdue month are (priced by radius, paid at the desk as any line), the usual term,
 * and the dates of the season reminders ('MM-DD').
 */
export const storageSettings = pgTable(
  'storage_settings',
  {
    id: integer('id').primaryKey().default(1),
    seasonServiceId: integer('season_service_id').references(() => services.id),
    overdueServiceId: integer('overdue_service_id').references(() => services.id),
    seasonMonths: integer('season_months').notNull().default(6),
    reminderDates: text('reminder_dates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    remindersOn: boolean('reminders_on').notNull().default(true),
    /** The business date the season reminders were last queued on: a restart that day sends none again. */
    remindedOn: date('reminded_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('storage_settings_one_row', sql`${t.id} = 1`), check('storage_settings_months', sql`${t.seasonMonths} between 1 and 12`)],
);

/** A tread depth per tyre, in tenths of a millimetre (0 to 200). */
export type TreadDepths = number[];

/**
 * One set in storage, from the day it came to the day it went: its number is its id. A set
 * that comes again next season is a new set with a new receipt.
 */
export const tyreSets = pgTable(
  'tyre_sets',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    /** Copied from the car, so the search reads one table. */
    plateNumber: text('plate_number').notNull(),
    count: integer('count').notNull(),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    radiusId: integer('radius_id')
      .notNull()
      .references(() => tireRadii.id),
    profileId: integer('profile_id')
      .notNull()
      .references(() => tireProfiles.id),
    season: text('season', { enum: TYRE_SEASONS }).notNull(),
    withRims: boolean('with_rims').notNull(),
    tread: jsonb('tread').$type<TreadDepths>(),
    notes: text('notes').notNull().default(''),
    /** The cell while stored; null once given back. */
    cellId: integer('cell_id').references(() => storageCells.id),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
    termUntil: date('term_until', { mode: 'string' }).notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }),
    /** The order the season was charged on, and its line. */
    takeOrderId: integer('take_order_id').references(() => orders.id, { onDelete: 'set null' }),
    takeItemId: integer('take_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    /** The order it went back in (its overdue months charged there), if any. */
    giveOrderId: integer('give_order_id').references(() => orders.id, { onDelete: 'set null' }),
    overdueMonths: integer('overdue_months').notNull().default(0),
    takenBy: integer('taken_by').references(() => users.id, { onDelete: 'set null' }),
    givenBy: integer('given_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One set per cell, by the database: two takes of the last free cell cannot both win.
    uniqueIndex('tyre_sets_cell_idx')
      .on(t.cellId)
      .where(sql`${t.givenAt} is null`),
    check('tyre_sets_stored_in_a_cell', sql`(${t.givenAt} is null) = (${t.cellId} is not null)`),
    check('tyre_sets_count', sql`${t.count} between 1 and 8`),
    index('tyre_sets_client_idx').on(t.clientId),
    index('tyre_sets_car_idx').on(t.carId),
    index('tyre_sets_stored_idx')
      .on(t.termUntil)
      .where(sql`${t.givenAt} is null`),
    index('tyre_sets_plate_trgm_idx').using('gin', sql`${t.plateNumber} gin_trgm_ops`),
  ],
);

/** What happened to a set: taken in, moved to another cell, given back; with the cell and the order. */
export const tyreSetEvents = pgTable(
  'tyre_set_events',
  {
    id: serial('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => tyreSets.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TYRE_SET_EVENTS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    cellName: text('cell_name').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('tyre_set_events_set_idx').on(t.setId)],
);
