import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A restore writes the whole cluster into the data directory; a process killed halfway leaves
 * a directory PGlite may open as a database, with part of the books missing. So a restore is
 * bracketed by this marker, and a server finding it refuses to start (configured.ts).
 */
const MARKER = 'restore-unfinished';

export function markRestoreStarted(dataDir: string, file: string): void {
  writeFileSync(path.join(dataDir, MARKER), `${file}\n`, { mode: 0o600 });
}

export function markRestoreFinished(dataDir: string): void {
  rmSync(path.join(dataDir, MARKER), { force: true });
}

/** The backup file of a restore into `dataDir` that never finished, or null. */
export function unfinishedRestore(dataDir: string): string | null {
  const marker = path.join(dataDir, MARKER);
  return existsSync(marker) ? readFileSync(marker, 'utf8').trim() : null;
}
