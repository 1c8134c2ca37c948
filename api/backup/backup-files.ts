import { createHash } from 'node:crypto';
import { chmodSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { BookFigures } from './figures';

/** What a backup's manifest says of it: written beside the file once the backup is verified. */
export interface BackupManifest {
  file: string;
  /** ISO time of the moment the copy describes. */
  takenAt: string;
  database: 'pglite' | 'postgres';
  reason: 'scheduled' | 'manual' | 'before-migration' | 'before-restore';
  appVersion: string;
  /** The last migration the copied database had (api/db/migrations). */
  schemaVersion: string;
  bytes: number;
  sha256: string;
  figures: BookFigures;
  verified: { at: string; ms: number };
  /** When a copy was made into BACKUP_COPY_DIR, if one is set. */
  copiedAt?: string;
}

const PREFIX = 'washdesk-';
/** A file still being written or verified: never listed, removed by the next backup. */
const PARTIAL = '.partial-';
export const MANIFEST_SUFFIX = '.json';

/** «washdesk-20261128T033000Z-app0.1.0-0025_named_rows.pgdata.tar.gz»: time, app and schema version. */
export function backupFileName(takenAt: Date, appVersion: string, schemaVersion: string, extension: string): string {
  const time = takenAt
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${PREFIX}${time}-app${appVersion}-${schemaVersion}${extension}`;
}

/** A name in BACKUP_DIR for a file being written; renamed to `name` only when complete and verified. */
export function partialPath(dir: string, name: string): string {
  return path.join(dir, `${PARTIAL}${name}`);
}

/** Writes `bytes` to `file` and flushes it to the disk, so that a rename after it publishes complete contents. */
export async function writeDurably(file: string, bytes: Uint8Array): Promise<void> {
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The sha256 of a file, read in pieces (a backup may be larger than memory wants to hold). */
export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Publishes a verified backup: its manifest first (under a partial name, then renamed), then
 * the file itself. A backup is listed only when both exist, so a crash at any point leaves
 * either nothing listed or a complete, verified backup.
 */
export async function publishBackup(dir: string, partialFile: string, manifest: BackupManifest): Promise<void> {
  const manifestName = manifest.file + MANIFEST_SUFFIX;
  const partialManifest = partialPath(dir, manifestName);
  await writeDurably(partialManifest, new TextEncoder().encode(JSON.stringify(manifest, null, 2)));
  renameSync(partialManifest, path.join(dir, manifestName));
  renameSync(partialFile, path.join(dir, manifest.file));
  await syncDirectory(dir);
}

/** The directory's entry of a rename reaches the disk too (POSIX: fsync of the directory). */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems (a Windows share) cannot sync a directory; the rename stands anyway.
  } finally {
    await handle.close();
  }
}

/** The complete backups in `dir`, newest first: those whose file and manifest are both there. */
export function listBackups(dir: string): BackupManifest[] {
  if (!existsSync(dir)) return [];
  const names = new Set(readdirSync(dir));
  const found: BackupManifest[] = [];
  for (const name of names) {
    if (!name.startsWith(PREFIX) || !name.endsWith(MANIFEST_SUFFIX)) continue;
    const file = name.slice(0, -MANIFEST_SUFFIX.length);
    if (!names.has(file)) continue;
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as BackupManifest;
      if (manifest.file === file && typeof manifest.takenAt === 'string') found.push(manifest);
    } catch {
      // A manifest that does not parse lists nothing; its backup is not one we can vouch for.
    }
  }
  return found.sort((a, b) => b.takenAt.localeCompare(a.takenAt));
}

/**
 * What a backup cut short left behind: partial files (a staged copy of the data directory is
 * a folder, api/db/pglite-snapshot.ts), and a manifest whose file never arrived. A backup
 * file without a manifest is left alone: no backup of ours ends so (the manifest comes
 * first), so it is someone's copy, put back for a restore.
 */
function leftovers(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const names = new Set(readdirSync(dir));
  return [...names].filter(
    (name) =>
      name.startsWith(PARTIAL) ||
      (name.startsWith(PREFIX) && name.endsWith(MANIFEST_SUFFIX) && !names.has(name.slice(0, -MANIFEST_SUFFIX.length))),
  );
}

/** Removes the leftovers of a backup cut short (before the next one, under its lock). */
export function removeLeftovers(dir: string): string[] {
  const found = leftovers(dir);
  for (const name of found) rmSync(path.join(dir, name), { recursive: true, force: true });
  return found;
}

/** The same off the main thread's time: a staged copy may be gigabytes (at a server's start). */
export async function removeLeftoversLater(dir: string): Promise<string[]> {
  const found = leftovers(dir);
  for (const name of found) await rm(path.join(dir, name), { recursive: true, force: true });
  return found;
}

/** Deletes a backup: its file first, so that no manifest ever lists a missing file for long. */
export function deleteBackup(dir: string, manifest: BackupManifest): void {
  rmSync(path.join(dir, manifest.file), { force: true });
  rmSync(path.join(dir, manifest.file + MANIFEST_SUFFIX), { force: true });
}

export function ensureDirectory(dir: string, { own = true } = {}): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (own) ownOnly(dir);
}

/**
 * Makes a folder the server's user's alone (0700), as PostgreSQL wants its own: PGlite
 * creates its files readable by everyone (0666 under umask 022), so the folder is what keeps
 * the books, the session secret and the password hashes from the box's other users. A file
 * system without modes (a FAT USB disk, some network shares) refuses: its mount decides.
 */
export function ownOnly(dir: string): void {
  try {
    chmodSync(dir, 0o700);
  } catch {
    // The mount's own permissions apply.
  }
}
