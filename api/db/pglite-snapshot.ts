import { constants, cpSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';

/** A copy of the embedded database and the answer of one statement, taken at the same moment. */
export interface PgliteSnapshot {
  rows: Array<Record<string, unknown>>;
  /** The data directory as a gzipped tarball, which PGlite opens again with `loadDataDir` (a database in memory). */
  tar?: Blob;
  /** The folder its data directory's files were copied into (a database on disk). */
  staged?: string;
}

/**
 * Copies the embedded database between transactions
 * (docs/decisions/035-backups-of-the-embedded-database.md): a transaction already begun
 * finishes first, and no other begins, nor does any statement run, until the copy is made
 * (every statement of PGlite takes the same lock). A checkpoint first writes every change
 * into the data files, so the copy opens without replaying the log. `sql` (the books'
 * figures) is read inside the same pause, so it describes exactly what the copy holds.
 *
 * A database on disk (`stage`) is copied file by file into another folder, a clone where the
 * file system can (copy-on-write): the pause lasts a copy of the files, and the tarball is
 * made from the copy afterwards, while the shop works. One in memory is dumped as a tarball.
 */
export function pgliteSnapshot(db: PGlite, sql: string, stage?: { dataDir: string; to: string }): Promise<PgliteSnapshot> {
  // PGlite's own transaction holds its transaction lock; the copy is made inside it, where
  // this transaction has only read (it has no id, and nothing of it is on the disk).
  return db.transaction(async (tx) => {
    await tx.exec('checkpoint');
    const { rows } = await tx.query<Record<string, unknown>>(sql);
    if (stage) {
      cpSync(stage.dataDir, stage.to, { recursive: true, errorOnExist: true, force: false, mode: constants.COPYFILE_FICLONE });
      return { rows, staged: stage.to };
    }
    const tar = (await db.dumpDataDir('gzip')) as Blob;
    return { rows, tar };
  });
}
