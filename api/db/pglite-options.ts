import type { PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * How every embedded database is opened, on the main thread or its own: with the extensions
 * the migrations use (pg_trgm; PostgreSQL servers ship it in contrib).
 */
export const PGLITE_OPTIONS: PGliteOptions = { extensions: { pg_trgm } };
