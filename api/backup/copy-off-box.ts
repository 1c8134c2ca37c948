import { renameSync } from 'node:fs';
import { copyFile, open } from 'node:fs/promises';
import path from 'node:path';
import {
  ensureDirectory,
  MANIFEST_SUFFIX,
  partialPath,
  publishBackup,
  removeLeftovers,
  sha256OfFile,
  writeDurably,
  type BackupManifest,
} from './backup-files';

/** Flushes a file written by another hand (copyFile, pg_dump) to the disk. */
export async function syncFile(file: string): Promise<void> {
  const handle = await open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Copies a verified backup into BACKUP_COPY_DIR (a network share or a USB disk: the disk
 * that dies takes BACKUP_DIR with it). The copy is written under a partial name, flushed, read
 * back and compared by its checksum (a flaky USB disk writes what it likes), and published as
 * the backup itself was: a copy cut short is never listed there. The manifest in BACKUP_DIR
 * then says when the copy was made. Answers the copy's time.
 */
export async function copyOffBox(dir: string, copyDir: string, manifest: BackupManifest): Promise<string> {
  // A share or a disk mounted for it: its permissions are its owner's to set, not changed here.
  ensureDirectory(copyDir, { own: false });
  removeLeftovers(copyDir);
  const partial = partialPath(copyDir, manifest.file);
  try {
    await copyFile(path.join(dir, manifest.file), partial);
    await syncFile(partial);
    const sum = await sha256OfFile(partial);
    if (sum !== manifest.sha256) throw new Error(`the copy in ${copyDir} differs from the backup (checksum): the disk may be failing`);
    const copiedAt = new Date().toISOString();
    await publishBackup(copyDir, partial, { ...manifest, copiedAt });
    await markCopied(dir, { ...manifest, copiedAt });
    return copiedAt;
  } catch (err) {
    removeLeftovers(copyDir);
    throw err;
  }
}

/** The manifest in BACKUP_DIR rewritten with the copy's time (partial name, flushed, renamed). */
async function markCopied(dir: string, manifest: BackupManifest): Promise<void> {
  const name = manifest.file + MANIFEST_SUFFIX;
  const partial = partialPath(dir, name);
  await writeDurably(partial, new TextEncoder().encode(JSON.stringify(manifest, null, 2)));
  renameSync(partial, path.join(dir, name));
}
