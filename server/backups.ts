import type { Logger } from 'pino';
import type { Database } from '../api/db/database';
import type { Settings } from '../api/settings';
import { clearTaken, markTakingRequests, takeRequests } from '../api/backup/backup-requests';
import { removeLeftoversLater } from '../api/backup/backup-files';
import { withBackupLock } from '../api/backup/backup-lock';
import { catchUpDue, CATCH_UP_AFTER_MS } from '../api/backup/catch-up';
import { scheduleDailyBackups } from '../api/backup/schedule';
import { createBackupService, type BackupService } from '../api/backup/service';

/** How often the server looks for `npm run backup`'s requests. */
const REQUEST_POLL_MS = 2_000;

/** The backups of this server's database, each result logged; undefined with BACKUP=off. */
export function backupServiceOf(database: Database, settings: Settings, logger: Logger): BackupService | undefined {
  return createBackupService(database, settings, {
    made: (file, bytes, verifiedMs) => logger.info({ file, bytes, verifiedMs }, 'backup made and verified'),
    failed: (message) => logger.error({ err: message }, 'backup failed'),
  });
}

/**
 * The server's backups (docs/reliability.md 'Backups'): every day at BACKUP_AT, and whenever
 * `npm run backup` leaves a request in BACKUP_DIR (the embedded database can only be copied
 * by the process that holds it). The owner's «Сделать копию сейчас» starts one through the
 * product API. A request that finds a backup under way waits for the next poll. Half an hour
 * after a start, a night missed while the box was off is made up (api/backup/catch-up.ts).
 */
export function startBackups(service: BackupService | undefined, settings: Settings, logger: Logger): { stop: () => void } {
  if (!service) return { stop: () => undefined };
  // What a backup killed with the last process left (a partial file, a copied data folder of
  // the database's size) goes now, not at the next backup: it holds disk the shop may need.
  void withBackupLock(service.dir, () => removeLeftoversLater(service.dir)).catch((err: unknown) =>
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'what an interrupted backup left cannot be removed'),
  );
  const stopSchedule = scheduleDailyBackups(settings.BACKUP_AT, settings.TZ_BUSINESS, () => {
    if (!service.start('scheduled')) logger.warn('the daily backup found one under way; that one counts for today');
    return service.current() ?? Promise.resolve();
  });
  const poll = setInterval(() => {
    if (service.current()) return;
    let requests: string[] = [];
    try {
      requests = takeRequests(service.dir);
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'backup requests cannot be read');
    }
    if (requests.length && service.start('manual', requests)) void service.current()?.finally(() => clearTaken(service.dir, requests));
  }, REQUEST_POLL_MS);
  poll.unref();
  // `npm run backup` reads this to know that a request left here will be taken.
  let unmark: () => void = () => undefined;
  try {
    unmark = markTakingRequests(service.dir);
  } catch (err) {
    logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'the backup folder cannot be marked as taking requests');
  }
  const catchUp = setTimeout(() => {
    try {
      if (service.current() || !catchUpDue(service.dir, new Date(), settings.BACKUP_AT, settings.TZ_BUSINESS)) return;
      logger.info('no backup since the last BACKUP_AT (the box was off then): one is made now');
      service.start('scheduled');
    } catch (err) {
      // An unreadable folder must not end the server: the next backup attempt says what is wrong.
      logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'the missed backup cannot be looked for');
    }
  }, CATCH_UP_AFTER_MS);
  catchUp.unref();
  return {
    stop: () => {
      stopSchedule();
      clearInterval(poll);
      clearTimeout(catchUp);
      unmark();
    },
  };
}
