import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { PgliteSnapshot } from './pglite-snapshot';

/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'pglite' for the embedded database, 'postgres' for DATABASE_URL. */
  kind: 'pglite' | 'postgres';
  /** True when this start created the database (first run of the embedded setup). */
  isNew: boolean;
  /** Round trip to the database, for /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database as a tarball (tests copy a migrated template from it). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * The embedded database copied between transactions, with `sql`'s answer at that moment
   * (backups): its data directory's files into `stageTo` when it has one on disk, else a tarball.
   */
  snapshot?: (sql: string, stageTo?: string) => Promise<PgliteSnapshot>;
  /** PostgreSQL's connection URL (backups run pg_dump against it). */
  postgresUrl?: string;
}
