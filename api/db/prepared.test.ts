import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import type { Database } from './database';
import { anyOf, prepared } from './prepared';
import { workers } from './schema';

const workerNamed = prepared((db) =>
  db
    .select({ id: workers.id, name: workers.name })
    .from(workers)
    .where(eq(workers.name, sql.placeholder('name')))
    .prepare('test_worker_named'),
);

const workersAmong = prepared((db) =>
  db.select({ id: workers.id }).from(workers).where(anyOf(workers.id, 'ids')).orderBy(workers.id).prepare('test_workers_among'),
);

describe('reads built once (prepared)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('builds a read once for the shared handle and answers each call with its own values', async () => {
    const { db } = database;
    expect(workerNamed(db)).toBe(workerNamed(db));
    const [a] = await db.insert(workers).values({ kind: 'wash', name: 'Prepared A', colorBack: '#fff', colorFont: '#000' }).returning();
    const [b] = await db.insert(workers).values({ kind: 'tire', name: 'Prepared B', colorBack: '#fff', colorFont: '#000' }).returning();
    expect(await workerNamed(db).execute({ name: 'Prepared A' })).toEqual([{ id: a!.id, name: 'Prepared A' }]);
    expect(await workerNamed(db).execute({ name: 'Prepared B' })).toEqual([{ id: b!.id, name: 'Prepared B' }]);
    expect(await workerNamed(db).execute({ name: 'nobody' })).toEqual([]);
  });

  it('reads inside a transaction on its connection: its own write, not yet committed, is seen', async () => {
    const { db } = database;
    await db
      .transaction(async (tx) => {
        expect(workerNamed(tx)).not.toBe(workerNamed(db));
        const [row] = await tx
          .insert(workers)
          .values({ kind: 'wash', name: 'Inside only', colorBack: '#fff', colorFont: '#000' })
          .returning();
        expect(await workerNamed(tx).execute({ name: 'Inside only' })).toEqual([{ id: row!.id, name: 'Inside only' }]);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
    expect(await workerNamed(db).execute({ name: 'Inside only' })).toEqual([]);
  });

  it('takes any number of ids as one parameter', async () => {
    const { db } = database;
    const rows = await db
      .insert(workers)
      .values([1, 2, 3].map((i) => ({ kind: 'wash' as const, name: `Among ${i}`, colorBack: '#fff', colorFont: '#000' })))
      .returning({ id: workers.id });
    const ids = rows.map((r) => r.id);
    expect(await workersAmong(db).execute({ ids })).toEqual(ids.map((id) => ({ id })));
    expect(await workersAmong(db).execute({ ids: [ids[1]] })).toEqual([{ id: ids[1] }]);
    expect(await workersAmong(db).execute({ ids: [] })).toEqual([]);
  });
});

describe('prepared statement names', () => {
  it('are unique in the API: PostgreSQL refuses a second text under a name a connection already prepared', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const sources = files.map((f) => readFileSync(path.join(root, f), 'utf8'));
    // Written out as .prepare('name'), or for visitsOf's two as `count: 'name'` and `rows: 'name'`.
    const names = sources.flatMap((text) => [...text.matchAll(/(?:\.prepare\(|\b(?:count|rows): )\s*'([a-z0-9_]+)'/g)].map((m) => m[1]!));
    expect(names.length).toBeGreaterThan(25);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    // None built at run time, where this test could not read it.
    const prepares = sources.flatMap((text) => [...text.matchAll(/\.prepare\(([^)]*)\)/g)].map((m) => m[1]!.trim()));
    expect(prepares.filter((arg) => !/^'[a-z0-9_]+'$/.test(arg) && !/^names\.(count|rows)$/.test(arg))).toEqual([]);
  });
});
