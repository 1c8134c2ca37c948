import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { unfinishedRestore } from '../db/restore-marker';

/**
 * The demo data belongs to a new embedded database only. "New" must survive a crash: a
 * process killed between creating the database and seeding it would otherwise leave a
 * database that is no longer new and has no demo accounts, for ever. So a marker file is
 * written before the database is created and removed only once the demo data is in.
 */
const MARKER = 'demo-seed-pending';

/** Before opening: a data directory without a database gets the marker. */
export function markDemoPendingIfNew(dataDir: string): void {
  // A folder a restore is filling (or left half filled) is not new: its books are coming.
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || unfinishedRestore(dataDir)) return;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, MARKER), 'the demo data is seeded on the next start\n');
}

export function isDemoPending(dataDir: string): boolean {
  return existsSync(path.join(dataDir, MARKER));
}

export function demoSeeded(dataDir: string): void {
  rmSync(path.join(dataDir, MARKER), { force: true });
}
