/**
 * `npm run restore -- FILE [--force]`: puts an embedded backup back into DATA_DIR
 * (docs/reliability.md 'Restore'). Without FILE, lists the backups in BACKUP_DIR. The backup
 * is checked before anything is touched (its checksum and, restored in memory, its figures);
 * a DATA_DIR holding a database is replaced only with --force, and only after a backup of it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { backupOptions } from '../backup/backup-options';
import { listBackups, MANIFEST_SUFFIX, sha256Of, type BackupManifest } from '../backup/backup-files';
import { BackupBusyError } from '../backup/backup-lock';
import { restoreEmbedded } from '../backup/restore-embedded';
import { takeBackup } from '../backup/take-backup';
import { BackupVerifyError, verifyEmbeddedBackup } from '../backup/verify-embedded';
import { DatabaseOpenError, openConfiguredDatabase } from '../db/configured';
import { lockDataDir, runningPid } from '../db/data-dir-lock';
import { CLUSTER_ENTRY } from '../db/pglite-creation';
import { unfinishedRestore } from '../db/restore-marker';
import { parseSettings, SettingsError, type Settings } from '../settings';

class RestoreRefusedError extends Error {}

async function main(args: string[]): Promise<string> {
  const settings = parseSettings(process.env);
  if (settings.DATABASE_URL) {
    throw new SettingsError('Restores into PostgreSQL are made with pg_restore for now: README «Восстановление» says how.');
  }
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) return listing(settings);
  const source = path.resolve(file);
  if (!existsSync(source)) throw new RestoreRefusedError(`There is no file ${source}.`);
  if (!source.endsWith('.pgdata.tar.gz'))
    throw new RestoreRefusedError(`${source} is not a backup of the embedded database (.pgdata.tar.gz).`);
  const dataDir = path.resolve(settings.DATA_DIR);
  const server = runningPid(dataDir);
  if (server) throw new RestoreRefusedError(`The server (process ${server}) is running on ${dataDir}: stop it first.`);

  const manifest = manifestOf(source);
  console.log(`checking ${source}…`);
  if (manifest) await verifyEmbeddedBackup(source, manifest.figures);

  const replacing = holdsDatabase(dataDir) && !unfinishedRestore(dataDir);
  if (replacing && !force) {
    throw new RestoreRefusedError(`${dataDir} holds a database. To replace it, run again with --force: a backup of it is made first.`);
  }
  if (replacing) console.log(`backup of the database it replaces: ${await backupBeforeRestore(settings)}`);

  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const unlock = lockDataDir(dataDir);
  try {
    const started = Date.now();
    const figures = await restoreEmbedded(source, dataDir, manifest?.figures ?? null);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const orders = figures['orders.rows'] ?? '?';
    const checked = manifest ? 'every count and sum equals the backup’s' : 'no manifest beside the file: figures not compared';
    return `restored ${path.basename(source)} into ${dataDir} in ${seconds} s: ${orders} orders; ${checked}. Start the server.`;
  } finally {
    unlock();
  }
}

/** The manifest beside the file, when there is one; its checksum must match the file. */
function manifestOf(source: string): BackupManifest | null {
  const file = source + MANIFEST_SUFFIX;
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
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
    const known = [SettingsError, DatabaseOpenError, BackupVerifyError, BackupBusyError, RestoreRefusedError].some(
      (kind) => err instanceof kind,
    );
    console.error(known ? (err as Error).message : err);
    process.exitCode = 1;
  });
