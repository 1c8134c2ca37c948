import { statSync } from 'node:fs';
import { listBackups } from './backup-files';
import { isRegular } from './retention';
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

/** What the folder holds, as far as the health needs it. */
interface FolderState {
  last: string | null;
  failed: boolean;
}

function folderState(dir: string, listed = listBackups(dir)): FolderState {
  // A backup before a restore holds the books the restore replaced, not today's.
  const newest = listed.find((b) => isRegular(b));
  return { last: newest ? newest.takenAt : null, failed: lastAttempt(dir)?.ok === false };
}

function healthAt({ last, failed }: FolderState, now: Date, startedAt: Date): BackupHealth {
  if (failed) return { last_verified: last, warning: 'backup_failed' };
  const since = last ? Date.parse(last) : startedAt.getTime();
  return now.getTime() - since > BACKUP_STALE_MS ? { last_verified: last, warning: 'backup_missing' } : { last_verified: last };
}

/**
 * The state of the backups in `dir` at `now`, for a server running since `startedAt`: a new
 * installation is not warned about before its first night has passed. `listed`: the folder's
 * backups when the caller has just listed them.
 */
export function backupHealth(dir: string, now: Date, startedAt: Date, listed?: ReturnType<typeof listBackups>): BackupHealth {
  return healthAt(folderState(dir, listed), now, startedAt);
}

/** At most this long between two listings, whatever the folder's time says. */
const RELIST_MS = 60_000;

/**
 * backupHealth for a /healthz polled every few seconds: the folder is listed and its
 * manifests read again when its modification time moved (every change the health depends on
 * renames a file into the folder or deletes one), and at least once a minute: on a file
 * system with coarse times (a FAT USB disk: 2 s) two changes can fall in one tick.
 */
export function backupHealthReader(dir: string, startedAt: Date): (now: Date) => BackupHealth {
  let seen: { mtimeMs: number; listedAt: number; state: FolderState } | undefined;
  return (now) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(dir).mtimeMs;
    } catch {
      mtimeMs = -1; // no folder yet: no backups
    }
    const listedAt = Date.now();
    if (!seen || seen.mtimeMs !== mtimeMs || listedAt - seen.listedAt > RELIST_MS) {
      seen = { mtimeMs, listedAt, state: folderState(dir) };
    }
    return healthAt(seen.state, now, startedAt);
  };
}
