/**
 * The database schema (drizzle), a file per business object. Code imports it from here
 * (`../db/schema`); drizzle-kit reads it from here too (drizzle.config.ts) and writes the
 * migrations in api/db/migrations, applied at start (api/db/open.ts).
 */
export * from './accounts';
export * from './audit';
export * from './business';
export * from './catalogue';
export * from './clients';
export * from './orders';
export * from './payments';
export * from './fiscal';
export * from './shifts';
export * from './discounts';
export * from './sms';
export * from './messages';
export * from './bookings';
export * from './storage';
