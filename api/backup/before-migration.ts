import { listBackups } from './backup-files';
import { BackupBusyError } from './backup-lock';
import { figureDifferences, readFigures } from './figures';
import { takeBackup, type BackupOptions, type BackupSource } from './take-backup';
import { LAST_MIGRATION_SQL, schemaVersionOf } from './versions';
import { BackupVerifyError, runOn } from './verify-embedded';

/**
 * The backup before a release's migrations (docs/reliability.md 'Backups of the embedded
 * database'). When the newest backup before a migration already holds this database as it is
 * (the same schema, the same figures), none is taken again: a migration that fails is rolled
 * back, and a service restarted every few seconds would otherwise add one copy a start,
 * outside the retention, until the disk is full.
 */
export async function backupBeforeMigration(source: BackupSource, options: BackupOptions): Promise<'made' | 'kept'> {
  const run = runOn(source);
  const [row] = await run(LAST_MIGRATION_SQL);
  const schemaVersion = schemaVersionOf(row?.last_migration);
  const previous = listBackups(options.dir).find((b) => b.reason === 'before-migration');
  if (previous?.schemaVersion === schemaVersion && !figureDifferences(previous.figures, await readFigures(run)).length) return 'kept';
  await takeBackup(source, options);
  return 'made';
}

/** What the person starting the server is told when that backup failed, by its cause. */
export function beforeMigrationAdvice(err: unknown): string {
  if (err instanceof BackupBusyError) return 'Another backup of the same folder is under way: start again when it has finished.';
  if (err instanceof BackupVerifyError) return 'The copy did not read back as the database: check the disk, then start again.';
  return (
    'Free the disk or fix BACKUP_DIR and start again; or start once with BACKUP=off to update without a backup ' +
    '(and set it back on afterwards: it also turns the daily backups off).'
  );
}
