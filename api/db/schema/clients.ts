import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, models, vehicleClasses } from './catalogue';

/* ---- Clients, their companies and discount groups, their cars (docs/domain.md 'Vehicles, clients, catalogue') ---- */

/** A name names one group, whatever the letters' case: two saves that meet cannot both take it. */
export const discountGroups = pgTable(
  'discount_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    percent: integer('percent').notNull(),
    /** An inactive group takes no new cars; the cars already in it keep its percent. */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('discount_groups_name_idx').on(sql`lower(${t.name})`)],
);

/** A name names one company, whatever the letters' case, as with groups. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    paysByContract: boolean('pays_by_contract').notNull().default(false),
    /** The contract's terms as the owner wrote them (number, dates, what it covers). */
    contractText: text('contract_text').notNull().default(''),
  },
  (t) => [uniqueIndex('companies_name_idx').on(sql`lower(${t.name})`)],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    phone: text('phone'),
    name: text('name'),
    companyId: integer('company_id').references(() => companies.id),
    /** Loyalty percent and the month (first day, business zone) it was computed for. */
    loyaltyDiscount: integer('loyalty_discount').notNull().default(0),
    loyaltyMonth: text('loyalty_month'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('clients_phone_idx').on(t.phone), index('clients_name_idx').on(sql`lower(${t.name})`)],
);

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    plateNumber: text('plate_number').notNull(),
    isStandardPlate: boolean('is_standard_plate').notNull().default(true),
    modelId: integer('model_id').references(() => models.id),
    /**
     * A car outside the catalogue (docs/decisions/016-cars-outside-the-catalogue.md): no
     * model_id, the model as written, and the brand either from the catalogue (brand_id)
     * or as written (free_brand). With a model_id all three are null.
     */
    brandId: integer('brand_id').references(() => brands.id),
    freeBrand: text('free_brand'),
    freeModel: text('free_model'),
    classId: integer('class_id')
      .notNull()
      .references(() => vehicleClasses.id),
    /** A car belongs to its last client. */
    clientId: integer('client_id').references(() => clients.id),
    discountGroupId: integer('discount_group_id').references(() => discountGroups.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cars_plate_idx').on(t.plateNumber)],
);
