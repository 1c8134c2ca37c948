import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { liveOwner, ownerStamp } from './process-alive';

/**
 * PGlite is a single-process database: two processes writing one data directory would
 * corrupt it. The server marks the directory while it runs; others refuse to open it.
 */
const LOCK_FILE = 'washdesk.pid';

export function runningPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return undefined;
  const pid = liveOwner(readFileSync(file, 'utf8'));
  return pid === process.pid ? undefined : pid;
}

export function lockDataDir(dataDir: string): () => void {
  const pid = runningPid(dataDir);
  if (pid) throw new Error(`DATA_DIR ${dataDir} is in use by process ${pid}; stop it first`);
  markHeld(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  return () => rmSync(file, { force: true });
}

/** Names this process in the lock file (again: a restore unpacks the source's own lock file over it). */
export function markHeld(dataDir: string): void {
  writeFileSync(path.join(dataDir, LOCK_FILE), ownerStamp());
}

/** Removes a lock file whose owner is known to be gone although its id may now be another process's. */
export function dropStaleLock(dataDir: string): void {
  rmSync(path.join(dataDir, LOCK_FILE), { force: true });
}
