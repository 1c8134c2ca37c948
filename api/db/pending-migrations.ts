import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

/** What a start does around the migrations of an existing database. */
export interface MigrationHooks {
  /**
   * Called once before pending migrations run, with the database as it is (its schema not
   * yet touched) and the tags of the migrations about to run: the backup before a migration
   * (api/db/configured.ts). Throwing stops the start with the database unchanged.
   */
  beforeMigrate?: (source: Pick<Database, 'db' | 'snapshot' | 'postgresUrl'>, pending: string[]) => Promise<void>;
  /** Another migrations folder than the code's (tests of an upgrade). */
  migrationsFolder?: string;
}

export interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations in `folder`, oldest first (drizzle's journal). */
export function journalOf(folder: string): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * The tags of the migrations in `folder` that drizzle's migrator will run on this database:
 * those newer (by the journal's `when`) than the row it reads as the last one (`order by
 * created_at desc limit 1`, as it does). A database without a migrations record gets all of
 * them, unless it has no tables at all: that one is new, with nothing in it to back up.
 */
export async function pendingMigrations(client: Pick<PGlite, 'query'>, folder: string): Promise<string[]> {
  const { rows } = await client.query<{ recorded: boolean; last: string | null; tables: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as "recorded",
       exists (select 1 from information_schema.tables where table_schema = 'public') as "tables"`,
  );
  const journal = journalOf(folder);
  if (!rows[0]?.recorded) return rows[0]?.tables ? journal.map((m) => m.tag) : [];
  const last = await client.query<{ created_at: string | null }>(
    'select created_at::text as "created_at" from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const row = last.rows[0];
  if (!row) return rows[0].tables ? journal.map((m) => m.tag) : [];
  // drizzle compares with `Number(created_at) < when`: a NULL reads as 0.
  return journal.filter((m) => Number(row.created_at) < m.when).map((m) => m.tag);
}
