import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BackupFailure } from '../contract/owner-backups';
import { BackupBusyError } from './backup-lock';
import { BackupVerifyError } from './verify-embedded';

/** What went wrong beside a backup that was made: older ones not deleted, the copy off the box not made. */
export type BackupWarningKind = 'retention' | 'copy';

/** The last backup attempt, made or failed, for the owner's screen and /healthz. */
export interface BackupAttempt {
  at: string;
  ok: boolean;
  file?: string;
  error?: string;
  /** Why it failed, in a word the owner's screen says in the owner's language. */
  failure?: BackupFailure;
  /** Made, but older backups could not all be deleted, or the copy off the box not made (not the backup's failure). */
  warning?: string;
  warningKinds?: BackupWarningKind[];
  /** The ids of the `npm run backup` requests this attempt answers (backup-requests.ts). */
  requests?: string[];
}

const FILE = 'last-attempt.json';

export function recordAttempt(dir: string, attempt: BackupAttempt): void {
  const file = path.join(dir, FILE);
  writeFileSync(`${file}.tmp`, JSON.stringify(attempt, null, 2), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

export function lastAttempt(dir: string): BackupAttempt | null {
  const file = path.join(dir, FILE);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BackupAttempt;
  } catch {
    return null;
  }
}

/** A failure in a word: the disk is full, the folder may not be written, another backup runs, the copy did not compare. */
export function failureOf(err: unknown): BackupFailure {
  if (err instanceof BackupBusyError) return 'busy';
  if (err instanceof BackupVerifyError) return 'not_verified';
  if (err instanceof Error && err.name === 'PgDumpMissingError') return 'no_pg_dump';
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'no_space';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'no_access';
  return 'other';
}
