import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How `npm run backup` asks the running server for a backup: a request file in BACKUP_DIR,
 * which the server takes (renames) within a few seconds and answers in last-attempt.json with
 * the request's id. A file, not a signal: a signal sent to a process that does not expect it
 * (a server with BACKUP=off, one still starting, an older release, or a process that reused a
 * dead server's pid) would end it.
 */
const REQUEST = /^request-([0-9a-f-]{36})\.json$/;
const TAKEN = '.taken';

/** Leaves a request for the server; returns its id. */
export function requestBackup(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const file = path.join(dir, `request-${id}.json`);
  writeFileSync(`${file}.tmp`, JSON.stringify({ id, at: new Date().toISOString() }), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
  return id;
}

/** Whether the server has taken the request (its file is gone, renamed as taken). */
export function requestTaken(dir: string, id: string): boolean {
  return !existsSync(path.join(dir, `request-${id}.json`));
}

/** Withdraws a request nobody took. */
export function withdrawRequest(dir: string, id: string): void {
  rmSync(path.join(dir, `request-${id}.json`), { force: true });
}

/** The server's side: takes every request waiting, and returns their ids (none: an empty list). */
export function takeRequests(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const ids: string[] = [];
  for (const name of readdirSync(dir)) {
    const id = REQUEST.exec(name)?.[1];
    if (!id) continue;
    try {
      renameSync(path.join(dir, name), path.join(dir, name + TAKEN));
      ids.push(id);
    } catch {
      // Withdrawn meanwhile, or taken by another process: not ours.
    }
  }
  return ids;
}

/** Clears the taken requests once they are answered. */
export function clearTaken(dir: string, ids: readonly string[]): void {
  for (const id of ids) rmSync(path.join(dir, `request-${id}.json${TAKEN}`), { force: true });
}

/**
 * The server's word that it takes requests in this folder: its process id, written when its
 * backups start and removed when they stop. Without it, `npm run backup` knows at once that
 * the running server makes no backups here (BACKUP=off, another BACKUP_DIR), rather than
 * waiting for a request nobody takes.
 */
const TAKER = 'takes-requests.pid';

/** Marks this process as taking the folder's requests; returns the way to unmark it. */
export function markTakingRequests(dir: string): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, TAKER);
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => {
    // Only our own mark: a newer server on the same folder may have written its own.
    if (takerOf(dir) === process.pid) rmSync(file, { force: true });
  };
}

/** The process id the folder's mark names, if any. */
export function takerOf(dir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dir, TAKER), 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
