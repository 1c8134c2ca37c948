import { readFileSync } from 'node:fs';
import { markHeld } from '../db/data-dir-lock';
import { creationFinished as unmarkCreation, removeCluster } from '../db/pglite-creation';
import { openDatabase } from '../db/open';
import { markRestoreFinished, markRestoreStarted } from '../db/restore-marker';
import { figureDifferences, readFigures, type BookFigures } from './figures';
import { BackupVerifyError, runOn } from './verify-embedded';

/**
 * Restores an embedded backup into `dataDir`, which the caller holds locked and has made ready
 * to replace (restore.ts): the marker first, then the cluster removed and the tarball unpacked
 * by PGlite itself, brought up to this code's migrations as a start would, and its figures
 * compared with the backup's manifest. Only then is the marker removed; a restore cut short
 * leaves it, and the server refuses to start on that directory.
 */
export async function restoreEmbedded(file: string, dataDir: string, expected: BookFigures | null): Promise<BookFigures> {
  const tarball = new Blob([readFileSync(file)]);
  markRestoreStarted(dataDir, file);
  removeCluster(dataDir);
  unmarkCreation(dataDir);
  const database = await openDatabase({ kind: 'pglite', dataDir, loadDataDir: tarball });
  let figures: BookFigures;
  try {
    figures = await readFigures(runOn(database));
  } finally {
    await database.close();
  }
  if (expected) {
    const problems = figureDifferences(expected, figures);
    if (problems.length) throw new BackupVerifyError('the restored database differs from the backup', problems);
  }
  // The tarball carries the source directory's lock file, naming the process that made the
  // backup: the directory is this process's until the restore ends.
  markHeld(dataDir);
  markRestoreFinished(dataDir);
  return figures;
}
