import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Flushes a directory's entries to the disk (POSIX: fsync of the directory), so that a rename
 * or a removal in it survives a power cut. Some file systems cannot sync a directory; the
 * change stands anyway there.
 */
export function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // See above.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Flushes every file and folder under `dir` to the disk. PGlite writes its files without
 * fsync; a restore must not declare itself finished while they are only in the system's cache.
 */
export function syncTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(full);
    else if (entry.isFile()) {
      const fd = openSync(full, 'r');
      try {
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
  }
  syncDirectory(dir);
}
