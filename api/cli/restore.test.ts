import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups } from '../backup/backup-files';
import { readFigures, type BookFigures } from '../backup/figures';
import { runOn } from '../backup/verify-embedded';
import { DatabaseOpenError, openConfiguredDatabase } from '../db/configured';
import { seedDemoOrders } from '../seed/demo-orders';

const run = promisify(execFile);

/** `npm run restore` on embedded databases of its own: the shop's, and empty folders to restore into. */
let root: string;
const shop = () => path.join(root, 'data');
const backups = () => path.join(root, 'backups');
const env = (dataDir = shop()) => ({ PATH: process.env.PATH ?? '', NODE_ENV: 'test' as const, DATA_DIR: dataDir, BACKUP_DIR: backups() });

async function cli(script: 'backup' | 'restore', args: string[] = [], dataDir = shop()) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `api/cli/${script}.ts`, ...args], { env: env(dataDir) });
    return { code: 0, out: stdout, err: stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout, err: err.stderr };
  }
}

/** The figures (rows and money sums of every table) of the database in `dataDir`, opened as the server would. */
async function figuresOf(dataDir: string): Promise<BookFigures> {
  const database = await openConfiguredDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    return await readFigures(runOn(database));
  } finally {
    await database.close();
  }
}

/** Every file under `dir` with its size and time: what a refused restore must leave as it was. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => {
      const stat = statSync(path.join(dir, name));
      return `${name} ${stat.size} ${stat.mtimeMs}`;
    })
    .sort();
}

let backupFile: string;
let atBackup: BookFigures;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'washdesk-restore-cli-'));
  const database = await openConfiguredDatabase({ DATA_DIR: shop(), DATABASE_URL: undefined });
  await seedDemoOrders(database.db, { orders: 60 });
  await database.close();
  // A folder whose first start was cut short before the demo seed: the marker travels in the backup.
  writeFileSync(path.join(shop(), 'demo-seed-pending'), '');
  expect((await cli('backup')).code).toBe(0);
  const [made] = listBackups(backups());
  backupFile = path.join(backups(), made!.file);
  atBackup = await figuresOf(shop());
  expect(made!.figures).toEqual(atBackup);
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run restore', () => {
  it('without a file, lists the backups to choose from, newest first', async () => {
    const listed = await cli('restore');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`Backups in ${backups()}, newest first:`);
    expect(listed.out).toContain(`${backupFile}  (manual,`);
  });

  it('restores into an empty folder: every table’s rows and money sums equal the shop’s at the backup', async () => {
    const target = path.join(root, 'new-box');
    const restored = await cli('restore', [backupFile], target);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`restored ${path.basename(backupFile)} into ${target}`);
    expect(restored.out).toContain(`${atBackup['orders.rows']} orders; every count and sum equals the backup’s`);
    expect(Number(atBackup['orders.rows'])).toBeGreaterThan(0);
    expect(await figuresOf(target)).toEqual(atBackup);
    expect(existsSync(path.join(target, 'washdesk.pid'))).toBe(false);
    // The source's pending demo seed stays behind: no demo accounts join the restored books.
    expect(existsSync(path.join(target, 'demo-seed-pending'))).toBe(false);
  }, 120_000);

  it('refuses a folder holding a database without --force, and leaves it as it was', async () => {
    const before = filesOf(shop());
    const refused = await cli('restore', [backupFile]);
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe(`${shop()} holds a database. To replace it, run again with --force: a backup of it is made first.`);
    expect(filesOf(shop())).toEqual(before);
  }, 120_000);

  it('with --force, backs up what it replaces first, then puts the backup’s books back', async () => {
    const database = await openConfiguredDatabase({ DATA_DIR: shop(), DATABASE_URL: undefined });
    await database.db.execute(sql`insert into companies (name) values ('ООО После копии')`);
    await database.close();

    const restored = await cli('restore', [backupFile, '--force']);
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    const before = listBackups(backups()).find((b) => b.reason === 'before-restore');
    expect(restored.out).toContain(`backup of the database it replaces: ${path.join(backups(), before!.file)}`);
    expect(before!.figures).toEqual({ ...atBackup, 'companies.rows': String(Number(atBackup['companies.rows']) + 1) });
    expect(existsSync(backupFile)).toBe(true);
    expect(await figuresOf(shop())).toEqual(atBackup);
  }, 180_000);

  it('refuses a file its manifest does not describe, before touching anything', async () => {
    const damaged = path.join(root, path.basename(backupFile));
    const bytes = readFileSync(backupFile);
    bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
    writeFileSync(damaged, bytes);
    cpSync(`${backupFile}.json`, `${damaged}.json`);
    const target = path.join(root, 'untouched');
    const refused = await cli('restore', [damaged], target);
    expect(refused.code).toBe(1);
    expect(refused.err.trim()).toBe(`${damaged} is not the file its manifest describes (checksum differs): it was damaged or replaced`);
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it('a restore cut short: the server refuses the folder, saying what to run, and running it again finishes', async () => {
    // The folder restored above, as a restore killed halfway leaves it: the marker of a
    // process that is gone, and the lock file its tarball carried.
    const target = path.join(root, 'new-box');
    writeFileSync(path.join(target, 'restore-unfinished'), JSON.stringify({ file: backupFile, owner: '2147483646' }));
    writeFileSync(path.join(target, 'washdesk.pid'), String(process.pid));
    const start = openConfiguredDatabase({ DATA_DIR: target, DATABASE_URL: undefined });
    await expect(start).rejects.toThrow(DatabaseOpenError);
    await expect(start).rejects.toThrow(
      `A restore into ${target} did not finish, and the database there is incomplete. ` +
        `Run the restore again: DATA_DIR=${target} npm run restore -- ${backupFile}.`,
    );
    const again = await cli('restore', [backupFile], target);
    expect(again.err).toBe('');
    expect(again.code).toBe(0);
    expect(again.out).toContain('every count and sum equals the backup’s');
  }, 180_000);

  it('into PostgreSQL, refuses a backup of the embedded database before connecting', async () => {
    const { stderr } = await run(process.execPath, ['--import', 'tsx', 'api/cli/restore.ts', backupFile], {
      env: { ...env(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', SESSION_SECRET: 'restore-test-secret-0123' },
    }).catch((e: { stderr: string }) => ({ stderr: e.stderr }));
    expect(stderr.trim()).toBe(`${backupFile} is not a backup of PostgreSQL (.pgdump).`);
  });
});
