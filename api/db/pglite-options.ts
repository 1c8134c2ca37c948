import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The shared buffers of the embedded database. PostgreSQL's default of 128 MB is memory the
 * WebAssembly instance fills as pages are read and never gives back, in a process that is the
 * whole server; with 32 MB a page read again comes from the operating system's file cache,
 * which the machine lends and takes back (docs/decisions/044-the-server-built-for-production.md).
 */
const SHARED_BUFFERS = '32MB';

/**
 * How every embedded database is opened, on the main thread or its own: with the extensions
 * the migrations use (pg_trgm; PostgreSQL servers ship it in contrib) and PGlite's own start
 * parameters, shared buffers aside.
 */
export const PGLITE_OPTIONS: PGliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
};
