import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../backup/backup-files';
import { backupOptions } from '../backup/backup-options';
import { backupBeforeMigration } from '../backup/before-migration';
import type { BackupSource } from '../backup/take-backup';
import { readCatalogue, readFigures } from '../backup/figures';
import { restoreEmbedded } from '../backup/restore-embedded';
import { runOn } from '../backup/verify-embedded';
import { DatabaseOpenError, openConfiguredDatabase } from './configured';
import { openDatabase } from './open';
import { journalOf } from './pending-migrations';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** The release whose schema the shop's database has: the first 15 migrations (before cash shifts and receipts). */
const OLD_COUNT = 15;
const OLD_TAG = journalOf(MIGRATIONS)[OLD_COUNT - 1]!.tag;

let root: string;
let oldMigrations: string;

/** An embedded database at the older release's schema, with two clients and a company in it. */
async function olderReleaseDatabase(name: string): Promise<string> {
  const dataDir = path.join(root, name);
  const old = await openDatabase({ kind: 'pglite', dataDir, migrationsFolder: oldMigrations });
  await old.db.execute(sql`insert into companies (name) values ('ООО Ромашка')`);
  await old.db.execute(sql`insert into clients (phone, name) values ('+79990000001', 'Анна'), ('+79990000002', 'Борис')`);
  await old.close();
  return dataDir;
}

const settingsFor = (dataDir: string, backupDir: string) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  BACKUP: 'on' as const,
  BACKUP_DIR: backupDir,
  TZ_BUSINESS: 'Europe/Moscow',
});

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'washdesk-upgrade-'));
  // The migrations folder of the older release: today's files, its journal cut at that release.
  oldMigrations = path.join(root, 'migrations-old');
  cpSync(MIGRATIONS, oldMigrations, { recursive: true });
  const journal = JSON.parse(readFileSync(path.join(oldMigrations, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, OLD_COUNT);
  writeFileSync(path.join(oldMigrations, 'meta', '_journal.json'), JSON.stringify(journal));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Today's migrations and one more that fails: a release whose update cannot apply here. */
function failingMigrations(): string {
  const folder = path.join(root, 'migrations-failing');
  cpSync(MIGRATIONS, folder, { recursive: true });
  writeFileSync(path.join(folder, '9999_fails.sql'), 'select 1 / 0;');
  const file = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(file, 'utf8')) as { entries: Array<{ when: number; tag: string }> };
  const last = journal.entries.at(-1)!;
  journal.entries.push({
    ...last,
    idx: journal.entries.length,
    when: last.when + 1,
    tag: '9999_fails',
  } as (typeof journal.entries)[number]);
  writeFileSync(file, JSON.stringify(journal));
  return folder;
}

describe('a backup just before the migrations of a new release', () => {
  it('is taken of the older schema as it was, verified, kept outside the retention, and restores under today’s code', async () => {
    const dataDir = await olderReleaseDatabase('shop');
    const backups = path.join(root, 'backups');

    const database = await openConfiguredDatabase(settingsFor(dataDir, backups));
    const upgraded = await readCatalogue(runOn(database));
    await database.close();
    expect(upgraded.has('cash_shifts')).toBe(true);

    const [made] = listBackups(backups);
    expect(listBackups(backups)).toHaveLength(1);
    expect(made).toMatchObject({ reason: 'before-migration', schemaVersion: OLD_TAG, database: 'pglite' });
    // The figures of the tables that schema had, and none of those it did not.
    expect(made!.figures).toMatchObject({ 'clients.rows': '2', 'companies.rows': '1', 'orders.rows': '0' });
    expect(made!.figures['cash_shifts.rows']).toBeUndefined();

    // Started again: nothing pending, no second backup.
    await (await openConfiguredDatabase(settingsFor(dataDir, backups))).close();
    expect(listBackups(backups)).toHaveLength(1);

    // Put back under today's code: migrated as a start would, the older figures equal.
    const target = path.join(root, 'restored');
    mkdirSync(target);
    const restored = await restoreEmbedded(path.join(backups, made!.file), target, made!.figures);
    expect(restored).toMatchObject(made!.figures);
    expect(restored['cash_shifts.rows']).toBe('0');
  }, 180_000);

  it('that fails stops the start and leaves the database at its older schema, saying what to do', async () => {
    const dataDir = await olderReleaseDatabase('shop-disk-full');
    const notAFolder = path.join(root, 'backups-is-a-file');
    writeFileSync(notAFolder, '');

    const start = openConfiguredDatabase(settingsFor(dataDir, notAFolder));
    await expect(start).rejects.toThrow(DatabaseOpenError);
    await expect(start).rejects.toThrow(
      /was not updated \(migrations 0015_[a-z_]+, .*\): the backup before it failed: .*start once with BACKUP=off/,
    );

    const old = await openDatabase({ kind: 'pglite', dataDir, migrationsFolder: oldMigrations });
    try {
      expect((await readCatalogue(runOn(old))).has('cash_shifts')).toBe(false);
      expect(await readFigures(runOn(old))).toMatchObject({ 'clients.rows': '2' });
    } finally {
      await old.close();
    }
  }, 180_000);

  it('is taken once for a release whose migration fails: a service restarted again and again adds no copy a start', async () => {
    const dataDir = await olderReleaseDatabase('shop-failing-release');
    const backups = path.join(root, 'backups-failing');
    const options = backupOptions(
      { ...settingsFor(dataDir, backups), BACKUP_KEEP_DAILY: 7, BACKUP_KEEP_WEEKLY: 4, BACKUP_KEEP_MONTHLY: 12 },
      'before-migration',
    );
    const hooks = {
      migrationsFolder: failingMigrations(),
      beforeMigrate: async (source: BackupSource) => {
        await backupBeforeMigration(source, options);
      },
    };
    for (let start = 0; start < 2; start++) {
      await expect(openDatabase({ kind: 'pglite', dataDir, ...hooks })).rejects.toThrow(/Failed query: select 1 \/ 0/);
    }
    expect(listBackups(backups).map((b) => [b.reason, b.schemaVersion])).toEqual([['before-migration', OLD_TAG]]);
    const old = await openDatabase({ kind: 'pglite', dataDir, migrationsFolder: oldMigrations });
    try {
      expect((await readCatalogue(runOn(old))).has('cash_shifts')).toBe(false);
    } finally {
      await old.close();
    }
  }, 180_000);
});
