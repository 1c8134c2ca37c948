import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The last backup attempt, made or failed, for the owner's screen and /healthz. */
export interface BackupAttempt {
  at: string;
  ok: boolean;
  file?: string;
  error?: string;
  /** Made, but older backups could not all be deleted (the retention's trouble, not the backup's). */
  warning?: string;
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
