import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './database';

/** What a start does around the migrations of an existing embedded database. */
export interface MigrationHooks {
  /**
   * Called once before pending migrations run, with the database as it is (its schema not
   * yet touched) and the tags of the migrations about to run: the backup before a migration
   * (api/db/configured.ts). Throwing stops the start with the database unchanged.
   */
  beforeMigrate?: (source: Pick<Database, 'db' | 'snapshot'>, pending: string[]) => Promise<void>;
  /** Another migrations folder than the code's (tests of an upgrade). */
  migrationsFolder?: string;
}

interface JournalEntry {
  when: number;
  tag: string;
}

/** The migrations in `folder`, oldest first (drizzle's journal). */
export function journalOf(folder: string): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * The tags of the migrations in `folder` newer than the last one the database recorded, as
 * drizzle decides (by the journal's `when`). None for a database drizzle never touched: that
 * one is new, and there is nothing in it to back up.
 */
export async function pendingMigrations(client: Pick<PGlite, 'query'>, folder: string): Promise<string[]> {
  const { rows } = await client.query<{ last: string | null }>(
    `select case when to_regclass('drizzle.__drizzle_migrations') is null then null
       else (select max(created_at) from drizzle.__drizzle_migrations)::text end as "last"`,
  );
  const last = rows[0]?.last;
  if (last == null) return [];
  return journalOf(folder)
    .filter((m) => m.when > Number(last))
    .map((m) => m.tag);
}
