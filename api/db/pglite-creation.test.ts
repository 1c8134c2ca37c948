import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { openDatabase } from './open';

// One finished embedded database, copied for each case: creating one takes seconds.
let finished: string;
const dirs: string[] = [];

async function rows(database: Database, query: SQL): Promise<unknown[]> {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'washdesk-create-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  finished = scratch();
  const database = await openDatabase({ kind: 'pglite', dataDir: finished });
  await database.db.execute(sql`create table probe (kept int)`);
  await database.close();
}, 120_000);

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('creating the embedded database survives a cut-short first start', () => {
  it('a new database leaves no creation marker behind and keeps its data on the next open', async () => {
    expect(existsSync(path.join(finished, 'database-creating'))).toBe(false);
    const dir = scratch();
    cpSync(finished, dir, { recursive: true });
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(database.isNew).toBe(false);
      const probe = await rows(database, sql`select to_regclass('public.probe') is not null as present`);
      expect(probe[0]).toEqual({ present: true });
    } finally {
      await database.close();
    }
  }, 60_000);

  it('a half-written cluster (initdb killed after PG_VERSION) is created again, our own files kept', async () => {
    const dir = scratch();
    cpSync(finished, dir, { recursive: true });
    // What a kill during initdb leaves: PG_VERSION is there, the control file is not.
    rmSync(path.join(dir, 'global', 'pg_control'));
    writeFileSync(path.join(dir, 'database-creating'), '');
    writeFileSync(path.join(dir, 'session-secret'), 'secret-of-this-install');
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      expect(database.isNew).toBe(true);
      const probe = await rows(database, sql`select to_regclass('public.probe') is not null as present`);
      expect(probe[0]).toEqual({ present: false });
      const users = await rows(database, sql`select count(*)::int as n from users`);
      expect(users[0]).toEqual({ n: 0 });
    } finally {
      await database.close();
    }
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe('secret-of-this-install');
    expect(existsSync(path.join(dir, 'database-creating'))).toBe(false);
  }, 60_000);
});
