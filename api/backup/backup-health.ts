import { listBackups } from './backup-files';
import { lastAttempt } from './last-attempt';

/** A backup older than this, or none after the server ran this long, is a warning. */
export const BACKUP_STALE_MS = 26 * 60 * 60 * 1000;

/** What /healthz says of the backups (still 200: the shop works, its books are not safe). */
export interface BackupHealth {
  /** The newest verified backup's time, or null when there is none. */
  last_verified: string | null;
  /** backup_failed: the last attempt failed; backup_missing: no verified backup of the last 26 hours. */
  warning?: 'backup_failed' | 'backup_missing';
}

/**
 * The state of the backups in `dir` at `now`, for a server running since `startedAt`: a new
 * installation is not warned about before its first night has passed.
 */
export function backupHealth(dir: string, now: Date, startedAt: Date): BackupHealth {
  const newest = listBackups(dir)[0];
  const last = newest ? newest.takenAt : null;
  if (lastAttempt(dir)?.ok === false) return { last_verified: last, warning: 'backup_failed' };
  const since = last ? Date.parse(last) : startedAt.getTime();
  return now.getTime() - since > BACKUP_STALE_MS ? { last_verified: last, warning: 'backup_missing' } : { last_verified: last };
}
