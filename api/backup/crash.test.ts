import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBooks } from '../../bench/lib/seed-books';
import { seedOrders } from '../../bench/lib/seed-orders';
import { openDatabase } from '../db/open';
import { listBackups, sha256Of } from './backup-files';
import { takeBackup } from './take-backup';
import { verifyEmbeddedBackup } from './verify-embedded';

/**
 * The crash test of docs/reliability.md: a process taking backups one after another is killed
 * (SIGKILL, as a power cut or the OOM killer would) at a random moment, twenty times: while
 * it copies, writes, verifies, publishes or deletes old ones. After every kill, whatever is
 * listed is a complete backup that restores to its manifest's figures; the next backup then
 * succeeds and clears what the killed ones left.
 */
/**
 * Twenty kills in `npm run test:soak` (SOAK=1), five in `npm test` and CI (each kill costs a
 * start of the process: about 6 s), as docs/reliability.md says; CRASH_KILLS chooses another.
 */
const KILLS = Number(process.env.CRASH_KILLS ?? (process.env.SOAK === '1' ? 20 : 5));
/** A backup of these books takes a few seconds: the kills are spread over the first four. */
const WINDOW_MS = 4_000;
let root: string;
const dataDir = () => path.join(root, 'data');
const backupDir = () => path.join(root, 'backups');

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'washdesk-crash-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: dataDir(), thread: true });
  await seedOrders(database.db, 300, () => undefined);
  await seedBooks(database.db);
  await database.close();
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Starts the backup loop (api/test/backup-loop.ts); resolves once its database is open. */
async function startLoop() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/test/backup-loop.ts'], {
    env: { ...process.env, DATA_DIR: dataDir(), BACKUP_DIR: backupDir() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  while (!out.includes('ready')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the backup loop did not start: ${out}`);
    await sleep(50);
  }
  return { child, exited, made: () => out.split('\n').filter((l) => l.startsWith('made ')).length };
}

describe('backups killed at random moments', () => {
  it(`leave only complete, verified backups listed, ${KILLS} kills over, and the next backup succeeds`, async () => {
    const verified = new Map<string, string>();
    let killedMidway = 0;
    let leftovers = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const loop = await startLoop();
      // Each kill at a random moment of its own slice of the window, so that together they
      // cover it: the snapshot, the writing, the verification and the publishing are all hit.
      await sleep(Math.floor(((kill + Math.random()) * WINDOW_MS) / KILLS));
      loop.child.kill('SIGKILL');
      await loop.exited;
      if (readdirSync(backupDir(), { withFileTypes: true }).some((e) => e.name.startsWith('.partial-'))) leftovers++;
      for (const backup of listBackups(backupDir())) {
        const file = path.join(backupDir(), backup.file);
        // Every listed file is the one its manifest describes, byte for byte...
        expect(sha256Of(readFileSync(file)), `${backup.file} after kill ${kill + 1}`).toBe(backup.sha256);
        // ...and, the first time it is seen, restores to the figures it was taken with.
        if (!verified.has(backup.file)) {
          await verifyEmbeddedBackup(file, backup.figures);
          verified.set(backup.file, backup.sha256);
        }
      }
      if (loop.made() === 0) killedMidway++;
    }
    // The kills fell inside backups, not only between them, and left partial files behind.
    expect(killedMidway).toBeGreaterThan(0);
    expect(leftovers).toBeGreaterThan(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: dataDir(), thread: true });
    try {
      const made = await takeBackup(database, {
        dir: backupDir(),
        reason: 'manual',
        retention: { daily: 7, weekly: 4, monthly: 12 },
        timeZone: 'Europe/Moscow',
      });
      expect(listBackups(backupDir()).map((b) => b.file)).toContain(made.file);
    } finally {
      await database.close();
    }
    expect(readdirSync(backupDir()).filter((name) => name.startsWith('.partial-'))).toEqual([]);
  }, 600_000);
});
