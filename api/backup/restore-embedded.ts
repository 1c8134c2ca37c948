import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { markHeld } from '../db/data-dir-lock';
import { removeCluster } from '../db/pglite-creation';
import { markRestoreFinished, markRestoreStarted } from '../db/restore-marker';
import { syncTree } from '../db/sync-tree';
import { readFigures, type BookFigures } from './figures';
import { openCompared, runOn } from './verify-embedded';

/**
 * Markers of the source directory's own starts that travel inside its tarball (a backup holds
 * the whole folder) and would act again here: a pending demo seed would add the demo accounts
 * to the restored books, a creation marker would wipe them on the next start.
 */
const CARRIED_MARKERS = ['demo-seed-pending', 'database-creating'];

function removeCarriedMarkers(dataDir: string): void {
  for (const name of CARRIED_MARKERS) rmSync(path.join(dataDir, name), { force: true });
}

/**
 * Restores an embedded backup into `dataDir`, which the caller holds locked and has made ready
 * to replace (api/cli/restore.ts): the marker first, then the cluster removed and the tarball
 * unpacked by PGlite itself, its figures compared with the backup's manifest as unpacked, then
 * brought up to this code's migrations as a start would. Only once every file is on the disk
 * is the marker removed; a restore cut short leaves it, and the server refuses to start on
 * that directory. The session secret comes back with the books it signed.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  expected: BookFigures | null,
  replaced?: string,
): Promise<BookFigures> {
  const tarball = new Blob([readFileSync(file)]);
  markRestoreStarted(dataDir, { file, ...(replaced ? { replaced } : {}) });
  removeCluster(dataDir);
  removeCarriedMarkers(dataDir);
  // Compared as unpacked, before the migrations: a migration may change a figure on purpose.
  const database = await openCompared(
    { kind: 'pglite', dataDir, loadDataDir: tarball },
    expected,
    'the restored database differs from the backup',
  );
  let figures: BookFigures;
  try {
    // The tarball carries the source directory's lock file, naming the process that made the
    // backup: the directory is this process's until the restore ends.
    markHeld(dataDir);
    removeCarriedMarkers(dataDir);
    figures = await readFigures(runOn(database));
  } finally {
    await database.close();
  }
  syncTree(dataDir);
  markRestoreFinished(dataDir);
  return figures;
}
