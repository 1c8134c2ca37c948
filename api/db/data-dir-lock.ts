import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { processAlive } from './process-alive';

/**
 * PGlite is a single-process database: two processes writing one data directory would
 * corrupt it. The server marks the directory while it runs; others refuse to open it.
 */
const LOCK_FILE = 'washdesk.pid';

export function runningPid(dataDir: string): number | undefined {
  const file = path.join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return pid !== process.pid && processAlive(pid) ? pid : undefined;
}

export function lockDataDir(dataDir: string): () => void {
  const pid = runningPid(dataDir);
  if (pid) throw new Error(`DATA_DIR ${dataDir} is in use by process ${pid}; stop it first`);
  markHeld(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  return () => rmSync(file, { force: true });
}

/** Names this process in the lock file again: a restore unpacks the source's own lock file over it. */
export function markHeld(dataDir: string): void {
  writeFileSync(path.join(dataDir, LOCK_FILE), String(process.pid));
}
