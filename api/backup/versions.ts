import { readFileSync } from 'node:fs';
import { projectFile } from '../project-files';
import { journalOf, type JournalEntry } from '../db/pending-migrations';

const migrationsFolder = projectFile('api/db/migrations');
const packageFile = projectFile('package.json');

/** The migrations this code knows, oldest first (drizzle's journal). */
export function knownMigrations(): JournalEntry[] {
  return journalOf(migrationsFolder);
}

/** The version in package.json: which release wrote a backup. */
export function appVersion(): string {
  return (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version;
}

/**
 * The statement that reads a database's last applied migration as drizzle recorded it (the
 * `when` of its journal entry), or null for a database no migration has touched.
 */
export const LAST_MIGRATION_SQL = `select (select max(created_at) from drizzle.__drizzle_migrations)::text as "last_migration"`;

/** The database's clock when a copy is made, read in the copy's own moment (pause or snapshot). */
const TAKEN_AT_SQL = `select (extract(epoch from clock_timestamp()) * 1000)::bigint::text as "taken_at"`;

/** One row: the books' figures (`figuresSql`), the last migration and the clock, read together. */
export function momentQuery(figuresSql: string): string {
  return `select * from (${figuresSql}) f, (${LAST_MIGRATION_SQL}) m, (${TAKEN_AT_SQL}) t`;
}

/** The tag of the migration recorded as `when` («0025_named_rows_unique_in_any_case»), or «unknown». */
export function schemaVersionOf(when: unknown): string {
  const at = Number(when);
  return knownMigrations().find((m) => m.when === at)?.tag ?? (when == null ? 'empty' : 'unknown');
}
