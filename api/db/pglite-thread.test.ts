import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread';

let dir: string;
let db: PGliteThread;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'washdesk-thread-'));
  db = new PGliteThread(dir);
  await db.exec('create table t (id int primary key, note text, at timestamptz)');
}, 60_000);
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  it('answers statements with their rows, in the row mode asked, dates as written when asked', async () => {
    await db.query('insert into t values ($1, $2, $3)', [1, 'один', new Date(Date.UTC(2026, 10, 24, 12))]);
    expect((await db.query<{ id: number; note: string }>('select id, note from t')).rows).toEqual([{ id: 1, note: 'один' }]);
    expect((await db.query('select id, note from t', [], { rowMode: 'array' })).rows).toEqual([[1, 'один']]);
    const raw = await db.query<[string]>('select at from t', [], { rowMode: 'array', parsers: { 1184: (v: string) => v } });
    expect(typeof raw.rows[0]![0]).toBe('string');
  });

  it('commits a transaction, and rolls back one whose work throws, keeping others waiting meanwhile', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into t values (2, $1)', ['два']);
    });
    let outside: Promise<number> | undefined;
    const failing = db.transaction(async (tx) => {
      await tx.query('insert into t values (3, $1)', ['три']);
      // A statement from outside the transaction waits for it to end, as with PGlite's own lock.
      // PGlite has one session: had it run now, it would count the uncommitted row 3.
      outside = db.query<{ n: number }>('select count(*)::int as n from t').then((r) => r.rows[0]!.n);
      // Messages reach the thread in order: once this answers, the outside one is there too.
      await tx.query('insert into t values (4, $1)', ['четыре']);
      throw new Error('changed my mind');
    });
    await expect(failing).rejects.toThrow('changed my mind');
    // It ran after the rollback: rows 1 and 2 only.
    expect(await outside).toBe(2);
    expect((await db.query<{ id: number }>('select id from t order by id')).rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it("hands back PostgreSQL's error with its code, so refusals can be told apart", async () => {
    const err = await db.query('insert into t values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as { code?: string }).code).toBe('23505');
  });
});
