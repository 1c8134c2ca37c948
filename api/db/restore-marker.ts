import { closeSync, existsSync, fsyncSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { liveOwner, ownerStamp } from './process-alive';
import { syncDirectory } from './sync-tree';

/**
 * A restore writes the whole cluster into the data directory; a process killed halfway leaves
 * a directory PGlite may open as a database, with part of the books missing. So a restore is
 * bracketed by this marker, and a server finding it refuses to start (configured.ts). The
 * marker exists or not: an empty one (a power cut before its contents reached the disk) counts.
 */
const MARKER = 'restore-unfinished';

export interface UnfinishedRestore {
  /** The backup being restored ('' when the marker lost its contents). */
  file: string;
  /** The verified backup of the database the restore replaced, if it replaced one. */
  replaced?: string;
  /** The lock stamp of the restoring process (process-alive.ts). */
  owner?: string;
}

export function markRestoreStarted(dataDir: string, restore: Omit<UnfinishedRestore, 'owner'>): void {
  const fd = openSync(path.join(dataDir, MARKER), 'w', 0o600);
  try {
    writeSync(fd, JSON.stringify({ ...restore, owner: ownerStamp() }));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  syncDirectory(dataDir);
}

export function markRestoreFinished(dataDir: string): void {
  rmSync(path.join(dataDir, MARKER), { force: true });
  syncDirectory(dataDir);
}

/** The restore into `dataDir` that never finished (or is under way), or null. */
export function unfinishedRestore(dataDir: string): UnfinishedRestore | null {
  const marker = path.join(dataDir, MARKER);
  if (!existsSync(marker)) return null;
  try {
    const found = JSON.parse(readFileSync(marker, 'utf8')) as Partial<UnfinishedRestore>;
    return { file: typeof found.file === 'string' ? found.file : '', replaced: found.replaced, owner: found.owner };
  } catch {
    return { file: '' };
  }
}

/** The process restoring into `dataDir` right now, if it is another one than this. */
export function restoringPid(restore: UnfinishedRestore): number | undefined {
  const pid = restore.owner ? liveOwner(restore.owner) : undefined;
  return pid === process.pid ? undefined : pid;
}

/** What the person starting the server (or the restore) is told of a restore that did not finish. */
export function unfinishedRestoreMessage(dataDir: string, restore: UnfinishedRestore): string {
  const again = `DATA_DIR=${dataDir} npm run restore -- ${restore.file || '<the backup file>'}`;
  const replaced = restore.replaced
    ? ` The database it replaced was backed up first: DATA_DIR=${dataDir} npm run restore -- ${restore.replaced} puts it back.`
    : '';
  return `A restore into ${dataDir} did not finish, and the database there is incomplete. Run the restore again: ${again}.${replaced}`;
}
