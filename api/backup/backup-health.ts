import { statSync } from 'node:fs';
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

/** What the folder holds, as far as the health needs it. */
interface FolderState {
  last: string | null;
  failed: boolean;
}

function folderState(dir: string): FolderState {
  const newest = listBackups(dir)[0];
  return { last: newest ? newest.takenAt : null, failed: lastAttempt(dir)?.ok === false };
}

function healthAt({ last, failed }: FolderState, now: Date, startedAt: Date): BackupHealth {
  if (failed) return { last_verified: last, warning: 'backup_failed' };
  const since = last ? Date.parse(last) : startedAt.getTime();
  return now.getTime() - since > BACKUP_STALE_MS ? { last_verified: last, warning: 'backup_missing' } : { last_verified: last };
}

/**
 * The state of the backups in `dir` at `now`, for a server running since `startedAt`: a new
 * installation is not warned about before its first night has passed.
 */
export function backupHealth(dir: string, now: Date, startedAt: Date): BackupHealth {
  return healthAt(folderState(dir), now, startedAt);
}

/**
 * backupHealth for a /healthz polled every few seconds: the folder is listed and its
 * manifests read again only when its modification time moved. Every change the health
 * depends on renames a file into the folder or deletes one (a backup, its manifest, the
 * last attempt), and each of those moves it.
 */
export function backupHealthReader(dir: string, startedAt: Date): (now: Date) => BackupHealth {
  let seen: { mtimeMs: number; state: FolderState } | undefined;
  return (now) => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(dir).mtimeMs;
    } catch {
      mtimeMs = -1; // no folder yet: no backups
    }
    if (!seen || seen.mtimeMs !== mtimeMs) seen = { mtimeMs, state: folderState(dir) };
    return healthAt(seen.state, now, startedAt);
  };
}
