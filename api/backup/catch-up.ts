import { listBackups } from './backup-files';
import { isRegular } from './retention';
import { nextBackupAt } from './schedule';

/** How long after a start the server looks for a missed night (the shop opening, not its first minute). */
export const CATCH_UP_AFTER_MS = 30 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

/**
 * Whether a backup is owed now because the box was off at BACKUP_AT: the newest backup in
 * `dir` is older than the last BACKUP_AT before `now` (a backup made before a migration or a
 * restore holds other books and does not count). A box switched on every morning and off
 * every evening would otherwise never make one, and, its 26 hours of grace starting again
 * with every start, never warn.
 */
export function catchUpDue(dir: string, now: Date, at: string, timeZone: string): boolean {
  const newest = listBackups(dir).find((b) => isRegular(b));
  const lastScheduled = nextBackupAt(now, at, timeZone).getTime() - DAY_MS;
  return !newest || Date.parse(newest.takenAt) < lastScheduled;
}
