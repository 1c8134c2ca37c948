import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import type { Database, Db } from './database';
import { beginCreationIfNew, creationFinished } from './pglite-creation';
import { PGLITE_OPTIONS } from './pglite-options';
import { PGliteThread } from './pglite-thread';
import { pgliteSnapshot } from './pglite-snapshot';
import { LOCKS } from './locks';
import { projectFile } from '../project-files';
import { pendingMigrations, type MigrationHooks } from './pending-migrations';

const migrationsFolder = projectFile('api/db/migrations');

export type OpenOptions =
  /** `loadDataDir`: a backup's tarball, unpacked into the (emptied) `dataDir` (api/backup/restore-embedded.ts). */
  | ({ kind: 'pglite'; dataDir: string; thread?: boolean; loadDataDir?: Blob } & MigrationHooks)
  /** `migrate: false`: a backup's copy read as it was taken (api/backup/verify-embedded.ts). */
  | ({ kind: 'pglite-memory'; loadDataDir?: Blob; migrate?: boolean } & MigrationHooks)
  | ({ kind: 'postgres'; url: string; poolSize?: number } & MigrationHooks);

/** Opens the database the settings choose and brings its schema up to date. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize, options) : openPglite(options);
}

async function openPglite(options: Exclude<OpenOptions, { kind: 'postgres' }>): Promise<Database> {
  if (options.kind === 'pglite' && options.thread && !options.loadDataDir) return openPgliteThread(options.dataDir, options);
  let client: PGlite;
  let isNew: boolean;
  if (options.kind === 'pglite' && options.loadDataDir) {
    isNew = false;
    client = await PGlite.create({ dataDir: path.resolve(options.dataDir), ...PGLITE_OPTIONS, loadDataDir: options.loadDataDir });
  } else if (options.kind === 'pglite') {
    const dir = path.resolve(options.dataDir);
    isNew = beginCreationIfNew(dir);
    client = await PGlite.create({ dataDir: dir, ...PGLITE_OPTIONS });
  } else {
    isNew = !options.loadDataDir;
    client = await PGlite.create({ ...PGLITE_OPTIONS, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  }
  const own = {
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
    snapshot: (sql: string, stageTo?: string) =>
      pgliteSnapshot(
        client,
        sql,
        options.kind === 'pglite' && stageTo ? { dataDir: path.resolve(options.dataDir), to: stageTo } : undefined,
      ),
  };
  const migrate = options.kind === 'pglite-memory' ? options.migrate !== false : true;
  const database = await migratedPglite(client, isNew, own, migrate ? options : undefined);
  if (options.kind === 'pglite' && isNew) creationFinished(path.resolve(options.dataDir));
  return database;
}

/** The embedded database on a worker thread (pglite-thread.ts). */
async function openPgliteThread(dataDir: string, hooks: MigrationHooks): Promise<Database> {
  const dir = path.resolve(dataDir);
  const isNew = beginCreationIfNew(dir);
  const client = new PGliteThread(dir);
  const database = await migratedPglite(
    client,
    isNew,
    { close: () => client.close(), dump: () => client.dumpDataDir(), snapshot: (sql, stageTo) => client.snapshot(sql, stageTo) },
    hooks,
  );
  if (isNew) creationFinished(dir);
  return database;
}

/** Drizzle over a PGlite (on this thread or its own), its schema brought up to date unless `migrations` is undefined. */
async function migratedPglite(
  client: Pick<PGlite, 'query'>,
  isNew: boolean,
  own: { close: () => Promise<void>; dump: () => Promise<Blob>; snapshot: NonNullable<Database['snapshot']> },
  migrations: MigrationHooks | undefined,
): Promise<Database> {
  const db = drizzlePglite(client as PGlite, { schema });
  if (migrations) {
    const folder = migrations.migrationsFolder ?? migrationsFolder;
    try {
      const pending = isNew ? [] : await pendingMigrations(client, folder);
      if (pending.length) await migrations.beforeMigrate?.({ db: db as unknown as Db, snapshot: own.snapshot }, pending);
      await migratePglite(db, { migrationsFolder: folder });
    } catch (err) {
      // Nobody gets this database: its files (and its thread) are let go before the caller
      // releases the folder's lock.
      await own.close().catch(() => undefined);
      throw err;
    }
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    isNew,
    ping: async () => {
      await client.query('select 1');
    },
    close: own.close,
    dumpDataDir: own.dump,
    snapshot: own.snapshot,
  };
}

async function openPostgres(url: string, poolSize = 10, hooks: MigrationHooks = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const conn = await pool.connect();
  let isNew = false;
  try {
    await conn.query('select pg_advisory_lock($1)', [LOCKS.migrations]);
    const exists = await conn.query(`select to_regclass('public.users') is not null as present`);
    isNew = !exists.rows[0]?.present;
    const folder = hooks.migrationsFolder ?? migrationsFolder;
    // Under the lock, so that one process backs up and the others find nothing pending after it.
    const pending = isNew || !hooks.beforeMigrate ? [] : await pendingMigrations(conn as unknown as Pick<PGlite, 'query'>, folder);
    if (pending.length) await hooks.beforeMigrate!({ db: drizzlePg(pool, { schema }) as unknown as Db, postgresUrl: url }, pending);
    await migratePg(drizzlePg(conn, { schema }), { migrationsFolder: folder });
  } finally {
    await conn.query('select pg_advisory_unlock($1)', [LOCKS.migrations]).catch(() => undefined);
    conn.release();
  }
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    postgresUrl: url,
    isNew,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
