import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrders } from '../../bench/lib/seed-orders';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { listBackups } from './backup-files';
import { readFigures } from './figures';
import { lastAttempt } from './last-attempt';
import { takeBackup, type BackupOptions } from './take-backup';
import { BackupVerifyError, runOn } from './verify-embedded';
import { knownMigrations } from './versions';

/**
 * Backups of the embedded database as the server takes them: PGlite on its own thread in a
 * data directory on disk, 300 generated orders with payments, a refund, a shift and cash
 * moves; the copy restored from the file on disk must hold the same books.
 */
let root: string;
let database: Database;
const options = (over: Partial<BackupOptions> = {}): BackupOptions => ({
  dir: path.join(root, 'backups'),
  reason: 'manual',
  retention: { daily: 7, weekly: 4, monthly: 12 },
  timeZone: 'Europe/Moscow',
  ...over,
});
const run = (statement: string) => runOn(database)(statement);

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'washdesk-backup-'));
  database = await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'data'), thread: true });
  await seedOrders(database.db, 300, () => undefined);
  await run(`insert into cash_shifts (user_id, opening_float) select id, 500000 from users order by id limit 1`);
  await run(`insert into cash_moves (shift_id, kind, sum, reason) select id, 'in', 120050, 'размен' from cash_shifts`);
  await run(`insert into cash_moves (shift_id, kind, sum, reason) select id, 'out', 3000000, 'в банк' from cash_shifts`);
  await run(
    `insert into payments (order_id, kind, method, sum) select id, 'refund', 'cash', 15075 from orders where total_paid > 20000 limit 1`,
  );
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Opens a backup file as a database of its own and reads its figures. */
async function restoredFigures(file: string) {
  const copy = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(file)]) });
  try {
    return {
      figures: await readFigures(runOn(copy)),
      refunds: await runOn(copy)(`select sum(sum)::text as s from payments where kind = 'refund'`),
    };
  } finally {
    await copy.close();
  }
}

describe('a backup of the embedded database', () => {
  it('holds the books as they were at its moment, named by time, release and schema, and is listed once verified', async () => {
    const before = await readFigures(run);
    expect(Number(before['orders.rows'])).toBe(300);
    expect(before['cash_moves.sum2']).toBe('3000000');

    const manifest = await takeBackup(database, options());
    // Written after the copy: not in it.
    await run(`insert into payments (order_id, method, sum) select id, 'card', 777 from orders limit 1`);

    expect(manifest.figures).toEqual(before);
    expect(manifest.schemaVersion).toBe(knownMigrations().at(-1)!.tag);
    expect(manifest.file).toMatch(/^washdesk-\d{8}T\d{6}Z-app\d+\.\d+\.\d+-\d{4}_[a-z_]+\.pgdata\.tar\.gz$/);
    expect(manifest.file).toContain(manifest.schemaVersion);
    expect(listBackups(options().dir).map((b) => b.file)).toEqual([manifest.file]);
    expect(lastAttempt(options().dir)).toMatchObject({ ok: true, file: manifest.file });

    const restored = await restoredFigures(path.join(options().dir, manifest.file));
    expect(restored.figures).toEqual(before);
    expect(restored.refunds).toEqual([{ s: '15075' }]);
  }, 120_000);

  it('is not listed when the restored copy differs from the books, and the failure is recorded with what differed', async () => {
    const dir = path.join(root, 'backups-bad');
    const lying: Database = {
      ...database,
      snapshot: async (sql) => {
        const taken = await database.snapshot!(sql);
        return { ...taken, rows: [{ ...taken.rows[0], 'payments.sum1': '1' }] };
      },
    };
    const attempt = takeBackup(lying, options({ dir }));
    await expect(attempt).rejects.toBeInstanceOf(BackupVerifyError);
    await expect(attempt).rejects.toThrow(/payments\.sum1: 1 ≠ \d+/);
    expect(listBackups(dir)).toEqual([]);
    expect(readdirSync(dir).filter((f) => f.startsWith('washdesk-') || f.startsWith('.partial-'))).toEqual([]);
    expect(lastAttempt(dir)).toMatchObject({ ok: false, error: expect.stringContaining('payments.sum1') });
  }, 120_000);

  it('clears what an interrupted backup left, and keeps only what the retention says, never a backup made before a restore', async () => {
    const dir = path.join(root, 'backups-kept');
    await takeBackup(database, options({ dir, takenAt: new Date('2026-11-20T00:30:00Z'), reason: 'before-restore' }));
    // A backup killed while writing its file, and one killed between its manifest and its file.
    writeFileSync(path.join(dir, '.partial-washdesk-20261121T003000Z-app0.1.0-x.pgdata.tar.gz'), 'half');
    writeFileSync(path.join(dir, 'washdesk-20261122T003000Z-app0.1.0-x.pgdata.tar.gz.json'), '{}');
    for (const night of ['2026-11-23', '2026-11-24', '2026-11-25']) {
      await takeBackup(database, options({ dir, takenAt: new Date(`${night}T00:30:00Z`), retention: { daily: 2, weekly: 0, monthly: 0 } }));
    }
    expect(listBackups(dir).map((b) => b.takenAt.slice(0, 10))).toEqual(['2026-11-25', '2026-11-24', '2026-11-20']);
    expect(readdirSync(dir).sort()).toEqual([...listBackups(dir).flatMap((b) => [b.file, `${b.file}.json`]), 'last-attempt.json'].sort());
    expect(existsSync(path.join(dir, '.backup-lock'))).toBe(false);
  }, 180_000);

  it('keeps the backup just made when the clock went back, and takes over a lock a killed run of this pid left', async () => {
    const dir = path.join(root, 'backups-clock');
    await takeBackup(database, options({ dir, takenAt: new Date('2026-11-30T00:30:00Z') }));
    writeFileSync(path.join(dir, '.backup-lock'), String(process.pid));
    const made = await takeBackup(
      database,
      options({ dir, takenAt: new Date('2026-11-25T00:30:00Z'), retention: { daily: 1, weekly: 0, monthly: 0 } }),
    );
    expect(listBackups(dir).map((b) => b.takenAt.slice(0, 10))).toEqual(['2026-11-30', '2026-11-25']);
    expect(lastAttempt(dir)).toMatchObject({ ok: true, file: made.file });
  }, 120_000);
});
