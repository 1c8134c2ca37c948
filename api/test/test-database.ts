import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { seedReferenceData } from '../seed/reference-data';

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or with
 * TEST_DATABASE_URL a new PostgreSQL database on that server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(template)]) });
  }
  const name = `washdesk_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await seedReferenceData(database.db);
  return {
    ...database,
    isNew: true,
    close: async () => {
      await database.close();
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** One statement on the test server's own connection (create or drop a database). */
export async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
