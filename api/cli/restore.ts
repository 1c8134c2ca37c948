/**
 * `npm run restore -- FILE [--force]`: puts an embedded backup back into DATA_DIR, or a
 * PostgreSQL backup into the database of DATABASE_URL (docs/reliability.md 'Restore'). Without
 * FILE, lists the backups in BACKUP_DIR. The backup is checked before anything is touched (its
 * checksum and, restored into a scratch database, its figures);
 * a DATA_DIR holding a database is replaced only with --force, and only after a backup of it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { backupOptions } from '../backup/backup-options';
import { listBackups, MANIFEST_SUFFIX, sha256Of, type BackupManifest } from '../backup/backup-files';
import { BackupBusyError } from '../backup/backup-lock';
import { restoreEmbedded } from '../backup/restore-embedded';
import {
  holdsTables,
  otherSessions,
  RestoreInterruptedError,
  restorePostgres,
  unfinishedPgRestore,
  unfinishedPgRestoreMessage,
} from '../backup/restore-postgres';
import { POSTGRES_EXTENSION, verifyPostgresBackup } from '../backup/take-postgres';
import { PgDumpMissingError } from '../backup/pg-tools';
import { takeBackup } from '../backup/take-backup';
import { BackupVerifyError, verifyEmbeddedBackup } from '../backup/verify-embedded';
import { DatabaseOpenError, MigrationBackupError, openConfiguredDatabase } from '../db/configured';
import { dropStaleLock, lockDataDir, runningPid } from '../db/data-dir-lock';
import { CLUSTER_ENTRY } from '../db/pglite-creation';
import { restoringPid, unfinishedRestore, unfinishedRestoreMessage } from '../db/restore-marker';
import { knownMigrations } from '../backup/versions';
import { parseSettings, SettingsError, type Settings } from '../settings';

/** Refused before anything was touched. */
class RestoreRefusedError extends Error {}
/** Failed after the old cluster was removed: the message says how to finish or undo it. */
class RestoreFailedError extends Error {}

async function main(args: string[]): Promise<string> {
  const settings = parseSettings(process.env);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) return listing(settings);
  const source = path.resolve(file);
  if (!existsSync(source)) throw new RestoreRefusedError(`There is no file ${source}.`);
  if (settings.DATABASE_URL) return restoreIntoPostgres(settings, settings.DATABASE_URL, source, force);
  if (!source.endsWith('.pgdata.tar.gz'))
    throw new RestoreRefusedError(`${source} is not a backup of the embedded database (.pgdata.tar.gz).`);
  const dataDir = path.resolve(settings.DATA_DIR);
  const unfinished = unfinishedRestore(dataDir);
  const restoring = unfinished && restoringPid(unfinished);
  if (restoring) throw new RestoreRefusedError(`A restore into ${dataDir} is under way in process ${restoring}.`);
  // After a restore cut short, the lock file is the one its tarball carried: it names the
  // process that made the backup, not a server.
  if (unfinished) dropStaleLock(dataDir);
  const server = runningPid(dataDir);
  if (server) throw new RestoreRefusedError(`The server (process ${server}) is running on ${dataDir}: stop it first.`);

  const manifest = manifestOf(source);
  knownRelease(source, manifest);
  console.log(`checking ${source}…`);
  // Without a manifest there is nothing to compare with: the file must at least open as a
  // database. Either way this release's migrations are tried on the copy in memory first.
  await verifyEmbeddedBackup(source, manifest?.figures ?? {}, { migrate: true });

  const replacing = holdsDatabase(dataDir) && !unfinished;
  if (replacing && !force) {
    throw new RestoreRefusedError(`${dataDir} holds a database. To replace it, run again with --force: a backup of it is made first.`);
  }
  const replaced = replacing ? await backupBeforeRestore(settings) : undefined;
  if (replaced) console.log(`backup of the database it replaces: ${replaced}`);

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (err) {
    throw new RestoreRefusedError(err instanceof Error ? err.message : String(err));
  }
  try {
    const started = Date.now();
    const figures = await restoreEmbedded(source, dataDir, manifest?.figures ?? null, replaced ?? unfinished?.replaced);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const orders = figures['orders.rows'] ?? '?';
    const checked = manifest ? 'every count and sum equals the backup’s' : 'no manifest beside the file: figures not compared';
    return `restored ${path.basename(source)} into ${dataDir} in ${seconds} s: ${orders} orders; ${checked}. Start the server.`;
  } catch (err) {
    const left = unfinishedRestore(dataDir);
    if (left)
      throw new RestoreFailedError(`${err instanceof Error ? err.message : String(err)}\n${unfinishedRestoreMessage(dataDir, left)}`);
    throw err;
  } finally {
    unlock();
  }
}

/** A backup of a release newer than this code is refused: its schema has migrations this code does not know. */
function knownRelease(source: string, manifest: BackupManifest | null): void {
  if (manifest && manifest.schemaVersion !== 'empty' && !knownMigrations().some((m) => m.tag === manifest.schemaVersion)) {
    throw new RestoreRefusedError(
      `${path.basename(source)} was made by a newer release of Washdesk (app ${manifest.appVersion}, schema ${manifest.schemaVersion}): ` +
        'update Washdesk first, then restore it.',
    );
  }
}

/**
 * A pg_dump backup into the PostgreSQL database of DATABASE_URL: checked first (checksum,
 * restored into a scratch database and compared), refused while servers are connected, and
 * into a database holding tables only with --force, after a backup of it.
 */
async function restoreIntoPostgres(settings: Settings, url: string, source: string, force: boolean): Promise<string> {
  if (!source.endsWith(POSTGRES_EXTENSION))
    throw new RestoreRefusedError(`${source} is not a backup of PostgreSQL (${POSTGRES_EXTENSION}).`);
  const manifest = manifestOf(source);
  knownRelease(source, manifest);
  const sessions = await otherSessions(url);
  if (sessions)
    throw new RestoreRefusedError(`${sessions} other sessions are connected to the database: stop every Washdesk server first.`);
  console.log(`checking ${source}…`);
  await verifyPostgresBackup(url, source, manifest?.figures ?? {});
  const unfinished = await unfinishedPgRestore(url);
  const replacing = !unfinished && (await holdsTables(url));
  if (replacing && !force) {
    throw new RestoreRefusedError('The database holds tables. To replace them, run again with --force: a backup of it is made first.');
  }
  const replaced = replacing ? await backupBeforeRestore(settings) : undefined;
  if (replaced) console.log(`backup of the database it replaces: ${replaced}`);
  const started = Date.now();
  try {
    const figures = await restorePostgres(url, source, manifest?.figures ?? null, replaced ?? unfinished?.replaced ?? undefined);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const checked = manifest ? 'every count and sum equals the backup’s' : 'no manifest beside the file: figures not compared';
    return `restored ${path.basename(source)} in ${seconds} s: ${figures['orders.rows'] ?? '?'} orders; ${checked}. Start the server.`;
  } catch (err) {
    const left = await unfinishedPgRestore(url).catch(() => null);
    if (left) throw new RestoreFailedError(`${err instanceof Error ? err.message : String(err)}\n${unfinishedPgRestoreMessage(left)}`);
    throw err;
  }
}

/** The manifest beside the file, when there is one; its checksum must match the file. */
function manifestOf(source: string): BackupManifest | null {
  const file = source + MANIFEST_SUFFIX;
  if (!existsSync(file)) return null;
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefusedError(`${file} is not a readable manifest: move it away to restore the file without comparing its figures.`);
  }
  if (manifest.sha256 !== sha256Of(readFileSync(source))) {
    throw new BackupVerifyError(`${source} is not the file its manifest describes (checksum differs): it was damaged or replaced`);
  }
  return manifest;
}

function holdsDatabase(dataDir: string): boolean {
  return existsSync(dataDir) && readdirSync(dataDir).some((entry) => CLUSTER_ENTRY.test(entry));
}

/** With --force: what is replaced is backed up first, verified, beside the others. */
async function backupBeforeRestore(settings: Settings): Promise<string> {
  let database;
  try {
    database = await openConfiguredDatabase(settings);
  } catch (err) {
    // A release newer than the database whose backup before its migrations failed: that says why.
    if (err instanceof MigrationBackupError) throw new RestoreRefusedError(err.message);
    const server = runningPid(settings.DATA_DIR);
    if (server) throw new RestoreRefusedError(`A server (process ${server}) started on ${settings.DATA_DIR} meanwhile: stop it first.`);
    throw new RestoreRefusedError(
      `The database in ${settings.DATA_DIR} cannot be opened to back it up (${err instanceof Error ? err.message : String(err)}). ` +
        'Move the folder aside by hand, keep it, and restore into an empty one.',
    );
  }
  try {
    const made = await takeBackup(database, backupOptions(settings, 'before-restore'));
    return path.join(path.resolve(settings.BACKUP_DIR), made.file);
  } finally {
    await database.close();
  }
}

function listing(settings: Settings): string {
  const dir = backupOptions(settings, 'manual').dir;
  const backups = listBackups(dir);
  if (!backups.length) return `There are no backups in ${dir}. Usage: npm run restore -- FILE [--force]`;
  const lines = backups.map((b) => `  ${path.join(dir, b.file)}  (${b.reason}, ${(b.bytes / 1024 / 1024).toFixed(1)} MB)`);
  return [`Backups in ${dir}, newest first:`, ...lines, 'Usage: npm run restore -- FILE [--force]'].join('\n');
}

main(process.argv.slice(2))
  .then((out) => console.log(out))
  .catch((err: unknown) => {
    const known = [
      SettingsError,
      DatabaseOpenError,
      BackupVerifyError,
      BackupBusyError,
      RestoreRefusedError,
      RestoreFailedError,
      RestoreInterruptedError,
      PgDumpMissingError,
    ].some((kind) => err instanceof kind);
    // An unknown error's stack, not the object: its properties may hold DATABASE_URL with its password.
    console.error(known ? (err as Error).message : err instanceof Error ? err.stack : String(err));
    process.exitCode = 1;
  });
