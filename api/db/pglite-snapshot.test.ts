import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openDatabase } from './open';

let root: string;
let database: Database;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'washdesk-snapshot-'));
  database = await openDatabase({ kind: 'pglite', dataDir: path.join(root, 'data') });
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the copy of the embedded database a backup starts from', () => {
  it('is a folder of the server user’s alone, holding the data directory’s files, with the statement’s answer of that moment', async () => {
    const to = path.join(root, 'backups', '.partial-staging-1');
    mkdirSync(path.dirname(to));
    const { rows, staged, tar } = await database.snapshot!('select count(*)::int as n from orders', to);
    expect(rows).toEqual([{ n: 0 }]);
    expect(tar).toBeUndefined();
    expect(staged).toBe(to);
    expect(statSync(to).mode & 0o777).toBe(0o700);
    expect(readdirSync(to)).toEqual(expect.arrayContaining(['PG_VERSION', 'base', 'global', 'pg_wal']));
  });

  it('is refused inside the data directory, and into a folder that is already there, which is left as it was', async () => {
    await expect(database.snapshot!('select 1', path.join(root, 'data', 'backups', 'x'))).rejects.toThrow(
      /BACKUP_DIR must be outside DATA_DIR/,
    );
    const taken = path.join(root, 'backups', '.partial-staging-2');
    mkdirSync(taken);
    await expect(database.snapshot!('select 1', taken)).rejects.toThrow(/EEXIST/);
    expect(existsSync(taken)).toBe(true);
    // The database goes on: the lock was let go.
    expect((await database.snapshot!('select 2 as two', path.join(root, 'backups', '.partial-staging-3'))).rows).toEqual([{ two: 2 }]);
  });
});
