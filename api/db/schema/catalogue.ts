import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/* ---- Catalogue and reference data (docs/domain.md 'Vehicles, clients, catalogue') ---- */

export const vehicleClasses = pgTable('vehicle_classes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Stable code the screens translate (docs/decisions/014); null for a class the owner added. */
  code: text('code').unique(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  /** Phonetic skeleton of every spelling (api/catalogue/search-key.ts). */
  searchKey: text('search_key').notNull(),
});

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    nameRu: text('name_ru').notNull(),
    classId: integer('class_id')
      .notNull()
      .references(() => vehicleClasses.id),
    searchKey: text('search_key').notNull(),
  },
  (t) => [uniqueIndex('models_brand_name_idx').on(t.brandId, sql`lower(${t.name})`)],
);

/**
 * A service's name names one service, whatever the letters' case or its kind: an order's
 * line, a receipt and the audit log show the name alone (api/owner/prices.ts refuses a
 * taken one from this index, so two saves at once cannot both take it).
 */
export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['wash', 'tire'] }).notNull(),
    name: text('name').notNull(),
    colorBack: text('color_back').notNull(),
    colorFont: text('color_font').notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('services_name_idx').on(sql`lower(${t.name})`)],
);

export const washPrices = pgTable(
  'wash_prices',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    classId: integer('class_id')
      .notNull()
      .references(() => vehicleClasses.id),
    price: integer('price').notNull(),
  },
  (t) => [uniqueIndex('wash_prices_pk').on(t.serviceId, t.classId)],
);

export const tireRadii = pgTable('tire_radii', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull(),
});

export const tireProfiles = pgTable('tire_profiles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sort: integer('sort').notNull(),
  /** Stable code the screens translate (docs/decisions/014); null for a profile the owner added. */
  code: text('code').unique(),
});

export const tirePrices = pgTable(
  'tire_prices',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    radiusId: integer('radius_id')
      .notNull()
      .references(() => tireRadii.id),
    profileId: integer('profile_id')
      .notNull()
      .references(() => tireProfiles.id),
    price: integer('price').notNull(),
  },
  (t) => [uniqueIndex('tire_prices_pk').on(t.serviceId, t.radiusId, t.profileId)],
);

export const workers = pgTable(
  'workers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['wash', 'tire'] }).notNull(),
    name: text('name').notNull(),
    colorBack: text('color_back').notNull(),
    colorFont: text('color_font').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The worker's share of the lines they did, in percent (the earnings report reads it). */
    commissionPercent: integer('commission_percent').notNull().default(0),
    /** How many shares of a shared line the worker takes (1 to 10): two shares get twice one share's part. */
    shareWeight: integer('share_weight').notNull().default(1),
  },
  // A share of 0 would divide a line by nothing in the earnings; a percent past 100 would
  // fail every assignment that copies it.
  (t) => [
    // One name per bay, whatever the letters' case (api/owner/workers.ts checks it first).
    uniqueIndex('workers_kind_name_idx').on(t.kind, sql`lower(${t.name})`),
    check('workers_share_weight_check', sql`${t.shareWeight} between 1 and 10`),
    check('workers_commission_percent_check', sql`${t.commissionPercent} between 0 and 100`),
  ],
);
