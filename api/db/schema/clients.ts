import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';
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
    /** Consent to be contacted with offers (calls, SMS campaigns), and who recorded it when. */
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    consentBy: integer('consent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The customer asked for no messages about their orders («машина готова»). */
    serviceSmsOff: boolean('service_sms_off').notNull().default(false),
    /*
     * Visits (orders neither drafts nor cancelled) and their first and last time, kept by every
     * change of an order (api/clients/visits.ts) so that search sorts by the last visit.
     */
    visits: integer('visits').notNull().default(0),
    firstVisitAt: timestamp('first_visit_at', { withTimezone: true }),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    /** Merged into another client (the same person under another phone): this phone leads there. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => clients.id),
    /** Erased on request (152-ФЗ): no name, phone, notes or consent remain. */
    forgottenAt: timestamp('forgotten_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('clients_phone_idx').on(t.phone),
    index('clients_name_idx').on(sql`lower(${t.name})`),
    // «петр» finds «Пётр»: names are searched with ё read as е (api/clients/search.ts).
    index('clients_name_trgm_idx').using('gin', sql`replace(lower(${t.name}), 'ё', 'е') gin_trgm_ops`),
    index('clients_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('clients_last_visit_idx').on(sql`${t.lastVisitAt} desc nulls last`, t.id.desc()),
    index('clients_merged_into_idx')
      .on(t.mergedIntoId)
      .where(sql`${t.mergedIntoId} is not null`),
  ],
);

/** Free-text notes on a client («царапина на бампере была до мойки»), with who wrote them and when. */
export const clientNotes = pgTable(
  'client_notes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    text: text('text').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_notes_client_idx').on(t.clientId, t.id.desc())],
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
  (t) => [
    uniqueIndex('cars_plate_idx').on(t.plateNumber),
    index('cars_plate_trgm_idx').using('gin', sql`${t.plateNumber} gin_trgm_ops`),
    index('cars_client_idx').on(t.clientId),
  ],
);
