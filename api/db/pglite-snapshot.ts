import { constants, cpSync, mkdirSync, readdirSync, rmSync, statfsSync, statSync } from 'node:fs';
import path from 'node:path';
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
export async function pgliteSnapshot(db: PGlite, sql: string, stage?: { dataDir: string; to: string }): Promise<PgliteSnapshot> {
  if (stage) checkStage(stage.dataDir, stage.to);
  // PGlite's own transaction holds its transaction lock; the copy is made inside it, where
  // this transaction has only read (it has no id, and nothing of it is on the disk).
  return db.transaction(async (tx) => {
    await tx.exec('checkpoint');
    const { rows } = await tx.query<Record<string, unknown>>(sql);
    if (stage) {
      // A folder of its own, made here (refused if the name exists) and the server's user's
      // alone: PGlite's files are readable by everyone, the folder keeps them private.
      mkdirSync(stage.to, { mode: 0o700 });
      try {
        cpSync(stage.dataDir, stage.to, { recursive: true, errorOnExist: true, force: false, mode: constants.COPYFILE_FICLONE });
      } catch (err) {
        // Removed before the lock goes: the shop's next writes must not meet a disk this copy filled.
        rmSync(stage.to, { recursive: true, force: true });
        throw err;
      }
      return { rows, staged: stage.to };
    }
    const tar = (await db.dumpDataDir('gzip')) as Blob;
    return { rows, tar };
  });
}

/** The bytes of the files under `dir`. */
function sizeOf(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) bytes += sizeOf(full);
    else if (entry.isFile()) bytes += statSync(full).size;
  }
  return bytes;
}

/** Room for the copy, with a margin, or the copy is not begun: a disk it filled would fail the shop's writes. */
const MARGIN_BYTES = 256 * 1024 * 1024;

/**
 * Refuses a copy that cannot be made before the shop is paused for it: into the data
 * directory itself (BACKUP_DIR inside DATA_DIR), or onto a disk without room for it (an
 * error coded ENOSPC, which the owner's screen says as «no space»).
 */
function checkStage(dataDir: string, to: string): void {
  const inside = path.relative(path.resolve(dataDir), path.resolve(to));
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) {
    throw new Error(`BACKUP_DIR must be outside DATA_DIR (${path.resolve(dataDir)}): a backup cannot copy the folder into itself`);
  }
  const needed = sizeOf(dataDir) + MARGIN_BYTES;
  const disk = statfsSync(path.dirname(to));
  const free = disk.bavail * disk.bsize;
  if (free < needed) {
    throw Object.assign(
      new Error(`not enough space for the backup's copy: ${Math.ceil(needed / 2 ** 20)} MB needed, ${Math.floor(free / 2 ** 20)} MB free`),
      {
        code: 'ENOSPC',
      },
    );
  }
}
