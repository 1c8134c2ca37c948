import { mkdirSync } from 'node:fs';
import { ownOnly } from '../backup/backup-files';
import path from 'node:path';
import type { Settings } from '../settings';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './open';
import { unfinishedRestore, unfinishedRestoreMessage } from './restore-marker';
import { seedReferenceData } from '../seed/reference-data';
import { backupOptions } from '../backup/backup-options';
import { backupBeforeMigration, beforeMigrationAdvice } from '../backup/before-migration';
import { unfinishedPgRestore, unfinishedPgRestoreMessage, type PgRestoreMarker } from '../backup/restore-postgres';
import type { MigrationHooks } from './pending-migrations';

/** Where the database is; with the backup settings, a backup is taken before migrations run. */
type OpenSettings = Pick<Settings, 'DATABASE_URL' | 'DATA_DIR'> &
  Partial<
    Pick<
      Settings,
      'BACKUP' | 'BACKUP_DIR' | 'BACKUP_COPY_DIR' | 'BACKUP_KEEP_DAILY' | 'BACKUP_KEEP_WEEKLY' | 'BACKUP_KEEP_MONTHLY' | 'TZ_BUSINESS'
    >
  >;

/**
 * A verified backup of the database (embedded or PostgreSQL) just before this release's migrations change it
 * (docs/reliability.md 'Backups of the embedded database'): the server, `npm run users` and
 * the other commands all start through here. A backup that fails stops the start with the
 * database unchanged; BACKUP=off migrates without one.
 */
function migrationHooks(settings: OpenSettings): MigrationHooks {
  const { BACKUP, BACKUP_DIR, BACKUP_COPY_DIR, BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY, BACKUP_KEEP_MONTHLY, TZ_BUSINESS } = settings;
  if (BACKUP === 'off' || !BACKUP_DIR || !TZ_BUSINESS) return {};
  const keep = { BACKUP_DIR, BACKUP_COPY_DIR, BACKUP_KEEP_DAILY: BACKUP_KEEP_DAILY ?? 7, BACKUP_KEEP_WEEKLY: BACKUP_KEEP_WEEKLY ?? 4 };
  const options = backupOptions({ ...keep, BACKUP_KEEP_MONTHLY: BACKUP_KEEP_MONTHLY ?? 12, TZ_BUSINESS }, 'before-migration');
  return {
    beforeMigrate: async (source, pending) => {
      try {
        await backupBeforeMigration(source, options);
      } catch (err) {
        const where = settings.DATABASE_URL ? `The database at ${safeUrl(settings.DATABASE_URL)}` : `The database in ${settings.DATA_DIR}`;
        throw new MigrationBackupError(
          `${where} was not updated (migrations ${pending.join(', ')}): the backup before it failed: ` +
            `${err instanceof Error ? err.message : String(err)}. ${beforeMigrationAdvice(err)}`,
        );
      }
    },
  };
}

/**
 * PGlite in DATA_DIR unless DATABASE_URL points at PostgreSQL, migrated and with the
 * reference data in place. The embedded directory is locked for this process while it is
 * open (see data-dir-lock.ts).
 */
export async function openConfiguredDatabase(settings: OpenSettings): Promise<Database> {
  if (settings.DATABASE_URL) {
    let database: Database | undefined;
    let unfinished: PgRestoreMarker | null = null;
    try {
      // A restore cut short left the database incomplete: no migration may run on it.
      unfinished = await unfinishedPgRestore(settings.DATABASE_URL);
      if (!unfinished) database = await openDatabase({ kind: 'postgres', url: settings.DATABASE_URL, ...migrationHooks(settings) });
    } catch (err) {
      if (err instanceof MigrationBackupError) throw err;
      // The URL may hold a password: only its host and database are said.
      const at = safeUrl(settings.DATABASE_URL);
      throw new DatabaseOpenError(`PostgreSQL at ${at} cannot be opened: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (unfinished || !database) throw new DatabaseOpenError(unfinishedPgRestoreMessage(unfinished ?? { file: '', replaced: null }));
    await seedReferenceData(database.db);
    return database;
  }
  mkdirSync(settings.DATA_DIR, { recursive: true, mode: 0o700 });
  ownOnly(settings.DATA_DIR);
  const restoring = unfinishedRestore(settings.DATA_DIR);
  if (restoring) throw new DatabaseOpenError(unfinishedRestoreMessage(path.resolve(settings.DATA_DIR), restoring));
  let unlock: () => void;
  try {
    unlock = lockDataDir(settings.DATA_DIR);
  } catch (err) {
    throw new DatabaseOpenError(err instanceof Error ? err.message : String(err));
  }
  try {
    // On a thread of its own: statements no longer stop the rest of the process (decision 019).
    const database = await openDatabase({ kind: 'pglite', dataDir: settings.DATA_DIR, thread: true, ...migrationHooks(settings) });
    await seedReferenceData(database.db);
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    if (err instanceof DatabaseOpenError) throw err;
    throw new DatabaseOpenError(
      `The embedded database in ${settings.DATA_DIR} cannot be opened: ${err instanceof Error ? err.message : String(err)}. ` +
        'Stop every other Washdesk process using it; if the directory is damaged, move it aside (a new database is created) or ' +
        'point DATA_DIR at a good copy.',
    );
  }
}

/** A connection URL without its user and password, for messages. */
function safeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** Opening failed for a reason the person starting the server has to act on. */
export class DatabaseOpenError extends Error {}

/** The backup before this release's migrations failed: the database was left as it was, not migrated. */
export class MigrationBackupError extends DatabaseOpenError {}
