import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../../bench/lib/seed-orders';
import { seedBooks } from '../../bench/lib/seed-books';
import type { Database } from '../db/database';
import { openConfiguredDatabase } from '../db/configured';
import { openDatabase } from '../db/open';
import { admin } from '../test/test-database';
import { readFigures } from './figures';
import { restoreEmbedded } from './restore-embedded';
import { databaseUrl } from './pg-tools';
import { otherSessions, restorePostgres } from './restore-postgres';
import { takeBackup } from './take-backup';
import { runOn } from './verify-embedded';

/**
 * The drill of docs/reliability.md: 10,000 generated orders with their lines, workers,
 * payments, refunds, shifts and cash moves; a backup; the database wiped; the backup restored;
 * every table's rows and money sums as before. On the embedded database always, and on
 * PostgreSQL when the tests have a server (TEST_DATABASE_URL, as in CI).
 */
const ORDERS = 10_000;
let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'washdesk-drill-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const options = (dir: string) => ({
  dir,
  reason: 'manual' as const,
  retention: { daily: 7, weekly: 4, monthly: 12 },
  timeZone: 'Europe/Moscow',
});

async function fill(database: Database) {
  await seedOrders(database.db, ORDERS, () => undefined);
  await seedBooks(database.db);
  const figures = await readFigures(runOn(database));
  // The books are all there: orders, refunds, shifts and cash moves, not empty tables.
  expect(Number(figures['orders.rows'])).toBe(ORDERS);
  for (const name of ['payments.sum2', 'cash_shifts.sum1', 'cash_moves.sum1', 'cash_moves.sum2', 'order_items.sum1']) {
    expect(Number(figures[name]), name).toBeGreaterThan(0);
  }
  return figures;
}

const kinds = ['embedded', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;

describe.each(kinds)('the drill on the %s database', (kind) => {
  it(`backs up ${ORDERS} orders, wipes the database, restores it, and every count and sum is as it was`, async () => {
    const dir = path.join(root, kind, 'backups');
    if (kind === 'embedded') {
      const dataDir = path.join(root, kind, 'data');
      const database = await openDatabase({ kind: 'pglite', dataDir, thread: true });
      let before;
      let file;
      try {
        before = await fill(database);
        file = path.join(dir, (await takeBackup(database, options(dir))).file);
      } finally {
        await database.close();
      }
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir);
      await restoreEmbedded(file, dataDir, before);
      const restored = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await readFigures(runOn(restored))).toEqual(before);
      } finally {
        await restored.close();
      }
    } else {
      const { url, drop } = await ownDatabase();
      try {
        const database = await openConfiguredDatabase({ DATABASE_URL: url, DATA_DIR: root });
        let before;
        let made;
        try {
          before = await fill(database);
          made = await takeBackup(database, options(dir));
          expect(made.database).toBe('postgres');
          await runOn(database)('drop schema drizzle cascade; drop schema public cascade; create schema public');
          const left = await runOn(database)(`select count(*) as n from information_schema.tables where table_schema = 'public'`);
          expect(Number(left[0]!.n)).toBe(0);
        } finally {
          // The restore refuses while anyone else is connected, as a server would be.
          await database.close();
        }
        // A closed pool's backends leave the server a moment after it says closed (as a stopped
        // server's do): wait for them as the person restoring waits for the server to stop.
        await expect.poll(() => otherSessions(url), { timeout: 10_000 }).toBe(0);
        await restorePostgres(url, path.join(dir, made.file), made.figures);
        const restored = await openConfiguredDatabase({ DATABASE_URL: url, DATA_DIR: root });
        expect(await readFigures(runOn(restored))).toEqual(before);
        await restored.close();
      } finally {
        await drop();
      }
    }
  }, 300_000);
});

/** A database of the test's own on the tests' PostgreSQL server, and how to drop it. */
async function ownDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `washdesk_test_${randomBytes(6).toString('hex')}`;
  await admin(server, `create database ${name}`);
  return { url: databaseUrl(server, name), drop: () => admin(server, `drop database if exists ${name} with (force)`) };
}

/** `npm run restore` against PostgreSQL, as the README's drill runs it. */
function restoreCli(url: string, args: string[], backupDir: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'api/cli/restore.ts', ...args],
      {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          DATABASE_URL: url,
          BACKUP_DIR: backupDir,
          SESSION_SECRET: 'drill-secret-0123456789',
        },
      },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: stdout, err: stderr }),
    );
  });
}

describe.each(process.env.TEST_DATABASE_URL ? ['postgres'] : [])('npm run restore on the %s database', () => {
  it('refuses tables without --force, restores with it, and a half restore stops the server until run again', async () => {
    const dir = path.join(root, 'cli', 'backups');
    const { url, drop } = await ownDatabase();
    const database = await openConfiguredDatabase({ DATABASE_URL: url, DATA_DIR: root });
    try {
      await seedOrders(database.db, 500, () => undefined);
      await seedBooks(database.db);
      const before = await readFigures(runOn(database));
      const made = await takeBackup(database, options(dir));
      const file = path.join(dir, made.file);
      // The servers' connections are gone before a restore (the CLI refuses otherwise).
      await database.close();

      const refused = await restoreCli(url, [file], dir);
      expect(refused.code).toBe(1);
      expect(refused.err.trim()).toBe('The database holds tables. To replace them, run again with --force: a backup of it is made first.');

      const forced = await restoreCli(url, [file, '--force'], dir);
      expect(forced.err).toBe('');
      expect(forced.code).toBe(0);
      expect(forced.out).toMatch(/backup of the database it replaces: .*\.pgdump/);
      expect(forced.out).toContain('500 orders; every count and sum equals the backup’s');
      const reopened = await openConfiguredDatabase({ DATABASE_URL: url, DATA_DIR: root });
      try {
        expect(await readFigures(runOn(reopened))).toEqual(before);
        // A restore cut short leaves its mark: the server will not start on the half.
        await runOn(reopened)(`create schema washdesk_restore; create table washdesk_restore.marker (file text, replaced text)`);
        await runOn(reopened)(`insert into washdesk_restore.marker values ('${file}', null)`);
      } finally {
        await reopened.close();
      }
      await expect(openConfiguredDatabase({ DATABASE_URL: url, DATA_DIR: root })).rejects.toThrow(
        'A restore into this PostgreSQL database did not finish, and the database is incomplete. ' +
          `Run the restore again: npm run restore -- ${file} --force.`,
      );
      const finished = await restoreCli(url, [file], dir);
      expect(finished.code, finished.err).toBe(0);
      const again = await openConfiguredDatabase({ DATABASE_URL: url, DATA_DIR: root });
      expect(await readFigures(runOn(again))).toEqual(before);
      await again.close();
    } finally {
      await database.close().catch(() => undefined);
      await drop();
    }
  }, 300_000);
});
