import { statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Database } from '../db/database';
import { withBackupLock } from './backup-lock';
import {
  backupFileName,
  deleteBackup,
  ensureDirectory,
  listBackups,
  partialPath,
  publishBackup,
  removeLeftovers,
  sha256OfFile,
  writeDurably,
  type BackupManifest,
} from './backup-files';
import { copyOffBox } from './copy-off-box';
import { backupPostgres } from './take-postgres';
import { figuresQuery, readCatalogue, type BookFigures } from './figures';
import { backupsToKeep, isRegular, type Retention } from './retention';
import { failureOf, recordAttempt, type BackupAttempt, type BackupWarningKind } from './last-attempt';
import { appVersion, momentQuery, schemaVersionOf } from './versions';
import { runOn } from './verify-embedded';
import { finishOffThread } from './verify-thread';

export interface BackupOptions {
  /** BACKUP_DIR. */
  dir: string;
  /** BACKUP_COPY_DIR: where a copy of each verified backup goes, kept by the same retention. */
  copyDir?: string;
  reason: BackupManifest['reason'];
  retention: Retention;
  /** TZ_BUSINESS: retention counts days, weeks and months there. */
  timeZone: string;
  /** The time the copy is said to be taken (tests of the retention); otherwise the database's clock at the copy. */
  takenAt?: Date;
}

/** What a backup reads: the database's statements and its copy (a database not yet migrated too). */
export type BackupSource = Pick<Database, 'db' | 'snapshot' | 'postgresUrl'>;

/** The embedded database's copy: a gzipped tarball of its data directory. */
const EMBEDDED_EXTENSION = '.pgdata.tar.gz';

/**
 * Takes one backup of `database` into `options.dir` (docs/reliability.md 'Backups'): the copy
 * and its figures at one moment, written under a partial name, restored and compared, then
 * published with its manifest; older backups beyond the retention are deleted. Whatever
 * happens is recorded for the owner's screen. Throws when the backup could not be made or
 * verified; nothing incomplete is left listed.
 */
export function takeBackup(database: BackupSource, options: BackupOptions, requests: readonly string[] = []): Promise<BackupManifest> {
  const asked = new Date();
  const record = (attempt: Omit<BackupAttempt, 'at' | 'requests'>) =>
    recordAttempt(options.dir, { at: asked.toISOString(), ...attempt, ...(requests.length ? { requests: [...requests] } : {}) });
  const attempt = withBackupLock(options.dir, async () => {
    ensureDirectory(options.dir);
    removeLeftovers(options.dir);
    let manifest: BackupManifest;
    try {
      manifest = database.postgresUrl
        ? await backupPostgres(database.postgresUrl, options.dir, options.reason, options.takenAt)
        : await backupEmbedded(database, options);
    } catch (err) {
      // Only under the lock: outside it, another process's backup may be writing its partial file.
      removeLeftovers(options.dir);
      throw err;
    }
    // The backup is made: trouble deleting older ones or copying it is said beside it, not as
    // its failure. Only the daily round's backups are counted and deleted (retention.ts, isRegular).
    const warnings: Array<[BackupWarningKind, string]> = [];
    try {
      if (isRegular(manifest)) applyRetention(options.dir, options, manifest);
    } catch (err) {
      warnings.push(['retention', `older backups could not all be deleted: ${messageOf(err)}`]);
    }
    if (options.copyDir) {
      try {
        manifest = { ...manifest, copiedAt: await copyOffBox(options.dir, options.copyDir, manifest) };
        if (isRegular(manifest)) applyRetention(options.copyDir, options, manifest);
      } catch (err) {
        warnings.push(['copy', `the copy into ${options.copyDir} was not made: ${messageOf(err)}`]);
      }
    }
    const said = warnings.length
      ? { warning: warnings.map(([, text]) => text).join('; '), warningKinds: warnings.map(([kind]) => kind) }
      : {};
    record({ ok: true, file: manifest.file, ...said });
    return manifest;
  });
  // Every failure is recorded, a busy folder or one that cannot be written included.
  return attempt.catch((err: unknown) => {
    try {
      record({ ok: false, error: messageOf(err), failure: failureOf(err) });
    } catch {
      // The folder itself is unusable: the error thrown below says why.
    }
    throw err;
  });
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

async function backupEmbedded(database: BackupSource, options: BackupOptions): Promise<BackupManifest> {
  if (!database.snapshot) throw new Error('this database cannot be copied by Washdesk (PostgreSQL: see README «Резервные копии»)');
  // The tables and columns the database has now (before its migrations, an older release's).
  const catalogue = await readCatalogue(runOn(database));
  // The data directory's files are copied here while no statement runs (a partial name: a
  // backup cut short leaves nothing that looks complete, and the next one clears it).
  const staging = partialPath(options.dir, `staging-${process.pid}-${Date.now()}`);
  try {
    const { rows, tar, staged } = await database.snapshot(momentQuery(figuresQuery(catalogue)), staging);
    const { last_migration: lastMigration, taken_at: takenAtMs, ...figureRow } = rows[0] ?? {};
    const takenAt = options.takenAt ?? new Date(Number(takenAtMs));
    const version = appVersion();
    const schemaVersion = schemaVersionOf(lastMigration);
    const figures: BookFigures = Object.fromEntries(Object.entries(figureRow).map(([k, v]) => [k, String(v)]));
    const name = backupFileName(takenAt, version, schemaVersion, EMBEDDED_EXTENSION);
    const partial = partialPath(options.dir, name);
    if (tar) await writeDurably(partial, new Uint8Array(await tar.arrayBuffer()));
    // This release's migrations are tried on the copy too, except on the copy taken because they
    // are about to run: a migration that fails must not cost the shop the backup before it.
    const { verifyMs } = await finishOffThread({
      file: partial,
      ...(staged ? { staged } : {}),
      expected: figures,
      migrate: options.reason !== 'before-migration',
    });
    const manifest: BackupManifest = {
      file: name,
      takenAt: takenAt.toISOString(),
      database: 'pglite',
      reason: options.reason,
      appVersion: version,
      schemaVersion,
      bytes: statSync(partial).size,
      sha256: await sha256OfFile(partial),
      figures,
      verified: { at: new Date().toISOString(), ms: verifyMs },
    };
    await publishBackup(options.dir, partial, manifest);
    return manifest;
  } finally {
    // Off the main thread: after a failure the copy may be gigabytes.
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Deletes the backups the retention no longer keeps. The one just made always stays, even if
 * the clock went back and older ones look newer; a manifest without a readable time is left
 * alone (nobody can say where it stands).
 */
function applyRetention(dir: string, options: BackupOptions, made: BackupManifest): void {
  const backups = listBackups(dir).filter((b) => b.file !== made.file && isRegular(b) && !Number.isNaN(Date.parse(b.takenAt)));
  const times = new Map(backups.map((b) => [new Date(b.takenAt), b] as const));
  const madeAt = new Date(made.takenAt);
  const kept = backupsToKeep([...times.keys(), madeAt], options.retention, options.timeZone);
  for (const [time, backup] of times) if (!kept.has(time)) deleteBackup(dir, backup);
}
