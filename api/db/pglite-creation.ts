import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Creating an embedded database is not atomic: PGlite runs initdb straight into the data
 * directory, and initdb writes PG_VERSION long before the cluster is usable. A process
 * killed in between (a power cut on the first start, a Ctrl-C) leaves a directory that
 * PGlite takes for a finished database and cannot start. So the creation is bracketed by a
 * marker file; a marker found on start means the last creation never finished, and as
 * nothing can have been written to such a database, its half is removed and created again.
 */
const MARKER = 'database-creating';

/** What initdb puts in a data directory; our own files (secret, markers, logs) stay. */
export const CLUSTER_ENTRY = /^(PG_VERSION|base|global|pg_[a-z_]+|postgresql(\.auto)?\.conf|postmaster\.(pid|opts))$/;

/** Before opening: true when a new database is to be created (and the marker is set). */
export function beginCreationIfNew(dataDir: string): boolean {
  mkdirSync(dataDir, { recursive: true });
  const marker = path.join(dataDir, MARKER);
  if (existsSync(marker)) {
    removeCluster(dataDir);
    return true;
  }
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return false;
  writeFileSync(marker, 'the embedded database is being created; if this file remains, the next start creates it again\n');
  return true;
}

/** Removes the database cluster from `dataDir`, keeping our own files; no creation is then pending. */
export function removeCluster(dataDir: string): void {
  for (const entry of readdirSync(dataDir)) {
    if (CLUSTER_ENTRY.test(entry)) rmSync(path.join(dataDir, entry), { recursive: true, force: true });
  }
}

/** Once the new database is initialised and migrated. */
export function creationFinished(dataDir: string): void {
  rmSync(path.join(dataDir, MARKER), { force: true });
}
