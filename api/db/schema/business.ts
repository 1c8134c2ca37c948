import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/* ---- The owner's settings of the business (docs/domain.md 'The owner's back office') ---- */

/** A loyalty step: this many paid orders last month earn this percent. */
export interface LoyaltyTier {
  orders: number;
  percent: number;
}

/**
 * The owner's business rules, one row (id 1): the loyalty steps and the first-order
 * discount. A missing row means the defaults the product shipped with.
 */
export const businessRules = pgTable(
  'business_rules',
  {
    id: integer('id').primaryKey().default(1),
    loyaltyTiers: jsonb('loyalty_tiers').$type<LoyaltyTier[]>().notNull(),
    firstOrderPercent: integer('first_order_percent').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('business_rules_one_row', sql`${t.id} = 1`)],
);

/**
 * The business's own details, one row (id 1), printed at the head of the customer's receipt
 * and the work order. No row until the owner sets them: the printed pages then say so.
 */
export const businessProfile = pgTable(
  'business_profile',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** +7 and 10 digits. */
    phone: text('phone').notNull(),
    /** 10 digits (an organisation) or 12 (a sole trader), check digits verified. */
    inn: text('inn').notNull(),
    /** Opening hours as the owner writes them («ежедневно 8:00–22:00»), shown on the customer's page. */
    hours: text('hours').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('business_profile_one_row', sql`${t.id} = 1`)],
);

/**
 * A number that grows with every change of the reference data the screens show (prices,
 * services, workers, groups, classes, models, the rules), in the changing transaction: the
 * live layer reads it each poll and tells open screens to reload when it moved.
 */
export const referenceRevision = pgTable(
  'reference_revision',
  {
    id: integer('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('reference_revision_one_row', sql`${t.id} = 1`)],
);
