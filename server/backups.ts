import type { Logger } from 'pino';
import type { Database } from '../api/db/database';
import type { Settings } from '../api/settings';
import { backupOptions } from '../api/backup/backup-options';
import { clearTaken, takeRequests } from '../api/backup/backup-requests';
import { scheduleDailyBackups } from '../api/backup/schedule';
import { takeBackup } from '../api/backup/take-backup';
import { backupHealthReader, type BackupHealth } from '../api/backup/backup-health';

/** How often the server looks for `npm run backup`'s requests. */
const REQUEST_POLL_MS = 2_000;

/**
 * The server's backups (docs/reliability.md 'Backups of the embedded database'): every day at
 * BACKUP_AT, and whenever `npm run backup` leaves a request in BACKUP_DIR (the embedded
 * database can only be copied by the process that holds it). Off with BACKUP=off; PostgreSQL
 * is backed up by pg_dump.
 */
export function startBackups(database: Database, settings: Settings, logger: Logger): { stop: () => void } {
  if (settings.BACKUP === 'off' || !database.snapshot) return { stop: () => undefined };
  const backup = (reason: 'scheduled' | 'manual', requests: string[] = []) => {
    const options = backupOptions(settings, reason);
    return takeBackup(database, options, requests)
      .then(
        (made) => logger.info({ file: made.file, bytes: made.bytes, verifiedMs: made.verified.ms }, 'backup made and verified'),
        (err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, 'backup failed'),
      )
      .finally(() => clearTaken(options.dir, requests));
  };
  const stopSchedule = scheduleDailyBackups(settings.BACKUP_AT, settings.TZ_BUSINESS, () => backup('scheduled'));
  const dir = backupOptions(settings, 'manual').dir;
  const poll = setInterval(() => {
    let requests: string[] = [];
    try {
      requests = takeRequests(dir);
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'backup requests cannot be read');
    }
    if (requests.length) void backup('manual', requests);
  }, REQUEST_POLL_MS);
  poll.unref();
  return {
    stop: () => {
      stopSchedule();
      clearInterval(poll);
    },
  };
}

/** What /healthz says of the backups, when this server makes them. */
export function backupHealthOf(database: Database, settings: Settings): (() => BackupHealth) | undefined {
  if (settings.BACKUP === 'off' || !database.snapshot) return undefined;
  const read = backupHealthReader(backupOptions(settings, 'manual').dir, new Date());
  return () => read(new Date());
}
