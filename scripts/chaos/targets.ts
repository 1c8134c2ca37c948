import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { databaseUrl } from '../../api/backup/pg-tools';
import { adminQuery } from '../../bench/lib/postgres';

/** A database a chaos run starts the server on, and reads once the server is down. */
export interface Target {
  name: string;
  env: Record<string, string>;
  query<T>(statement: string): Promise<T[]>;
  cleanup(): Promise<void>;
}

/** The embedded PGlite in a directory of its own, removed afterwards. */
export function pgliteTarget(): Target {
  const dir = mkdtempSync(path.join(tmpdir(), 'washdesk-chaos-'));
  return {
    name: 'PGlite',
    env: { DATA_DIR: dir },
    async query<T>(statement: string) {
      const db = await PGlite.create(dir);
      try {
        return (await db.query<T>(statement)).rows;
      } finally {
        await db.close();
      }
    },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh database of this name on the PostgreSQL server, dropped afterwards. */
export async function postgresTarget(serverUrl: string, name: string): Promise<Target> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await adminQuery(serverUrl, `create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: url, SESSION_SECRET: 'chaos-session-secret-0123456789', SEED_DEMO: 'true' },
    async query<T>(statement: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(statement)).rows as T[];
      } finally {
        await client.end();
      }
    },
    cleanup: async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
