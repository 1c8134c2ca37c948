import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { seedReferenceData } from '../seed/reference-data';

/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or with
 * TEST_DATABASE_URL a copy of the PostgreSQL template on that server, dropped afterwards.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    return openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(template)]) });
  }
  const name = `washdesk_test_${randomBytes(6).toString('hex')}`;
  // Made by vitest's global set-up (api/test/global-setup.ts) whenever TEST_DATABASE_URL is set.
  const template = inject('postgresTemplate');
  if (!template) throw new Error('No PostgreSQL template database: run the tests through vitest (its global set-up makes one)');
  await admin(serverUrl, `create database ${name} template ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 5 });
  return {
    ...database,
    isNew: true,
    close: async () => {
      await database.close();
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The test server's address with another database. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The database every test file's own is copied from: migrated and seeded, then closed, as the
 * server copies only a database nobody is connected to. Returns its name.
 */
export async function createPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `washdesk_template_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 1 });
  try {
    await seedReferenceData(database.db);
  } finally {
    await database.close();
  }
  return name;
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
