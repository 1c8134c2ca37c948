import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { LOCKS } from '../db/locks';
import { BackupBusyError } from './backup-lock';
import { backupFileName, partialPath, publishBackup, sha256OfFile, type BackupManifest } from './backup-files';
import { syncFile } from './copy-off-box';
import { figureDifferences, figuresQuery, readCatalogue, readFigures, type BookFigures } from './figures';
import { databaseUrl, PgDumpMissingError, pgToolVersion, runOnClient, runPgTool } from './pg-tools';
import { openDatabase } from '../db/open';
import { BackupVerifyError } from './verify-embedded';
import { appVersion, momentQuery, schemaVersionOf } from './versions';

/** PostgreSQL's copy: pg_dump's custom format (compressed, restored by pg_restore). */
export const POSTGRES_EXTENSION = '.pgdump';

/**
 * Backs up the PostgreSQL database at `url` into `dir` (docs/reliability.md 'Backups of
 * PostgreSQL'): a read-only transaction exports its snapshot, the figures are read in it and
 * pg_dump copies exactly that snapshot, so the figures describe the dump's moment while the
 * shop goes on writing. One backup of a database at a time, whichever process or box asks
 * (an advisory lock). The dump is then restored into a scratch database and compared.
 */
export async function backupPostgres(
  url: string,
  dir: string,
  reason: BackupManifest['reason'],
  takenAtGiven?: Date,
): Promise<BackupManifest> {
  const dumpVersion = Math.min(await pgToolVersion('pg_dump'), await pgToolVersion('pg_restore'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let name: string;
  let partial: string;
  let figures: BookFigures;
  let takenAt: Date;
  let schemaVersion: string;
  try {
    // pg_dump refuses a server newer than itself: said in the owner's words, not pg_dump's.
    const server = Math.floor(Number((await client.query<{ v: string }>('show server_version_num')).rows[0]?.v ?? 0) / 10000);
    if (dumpVersion < server) {
      throw new PgDumpMissingError(
        `pg_dump ${dumpVersion} is older than the database server (${server}): install postgresql-client-${server}`,
      );
    }
    await client.query('begin isolation level repeatable read read only');
    const locked = await client.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [LOCKS.backup]);
    if (!locked.rows[0]?.ok) throw new BackupBusyError('a backup of this database is under way in another process');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const run = runOnClient(client);
    const catalogue = await readCatalogue(run);
    const [row] = await run(momentQuery(figuresQuery(catalogue)));
    const { last_migration: lastMigration, taken_at: takenAtMs, ...figureRow } = row ?? {};
    takenAt = takenAtGiven ?? new Date(Number(takenAtMs));
    schemaVersion = schemaVersionOf(lastMigration);
    figures = Object.fromEntries(Object.entries(figureRow).map(([k, v]) => [k, String(v)]));
    name = backupFileName(takenAt, appVersion(), schemaVersion, POSTGRES_EXTENSION);
    partial = partialPath(dir, name);
    await runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, '--no-owner', '--no-privileges', `--file=${partial}`], url);
    await client.query('commit');
  } finally {
    await client.end().catch(() => undefined);
  }
  await syncFile(partial);
  const started = performance.now();
  await verifyPostgresBackup(url, partial, figures, { migrate: reason !== 'before-migration' });
  const manifest: BackupManifest = {
    file: name,
    takenAt: takenAt.toISOString(),
    database: 'postgres',
    reason,
    appVersion: appVersion(),
    schemaVersion,
    bytes: statSync(partial).size,
    sha256: await sha256OfFile(partial),
    figures,
    verified: { at: new Date().toISOString(), ms: Math.round(performance.now() - started) },
  };
  await publishBackup(dir, partial, manifest);
  return manifest;
}

/**
 * Restores a dump into a scratch database on the same server (the account needs CREATEDB),
 * compares its figures with `expected`, runs this release's migrations on it, and drops it. Throws BackupVerifyError when the dump
 * does not restore or differs.
 */
export async function verifyPostgresBackup(url: string, file: string, expected: BookFigures, { migrate = true } = {}): Promise<void> {
  const scratch = `washdesk_verify_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${scratch}`);
    try {
      try {
        await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', file], databaseUrl(url, scratch));
      } catch (err) {
        throw new BackupVerifyError(`the dump does not restore: ${err instanceof Error ? err.message : String(err)}`);
      }
      const copy = new pg.Client({ connectionString: databaseUrl(url, scratch) });
      await copy.connect();
      try {
        const problems = figureDifferences(expected, await readFigures(runOnClient(copy)));
        if (problems.length) throw new BackupVerifyError('the copy differs from the database', problems);
      } finally {
        await copy.end();
      }
      // This release's migrations run on the copy too: a restore will not find out too late.
      if (migrate) await migrateScratch(databaseUrl(url, scratch));
    } finally {
      await admin.query(`drop database if exists ${scratch} with (force)`).catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
}

async function migrateScratch(url: string): Promise<void> {
  try {
    await (await openDatabase({ kind: 'postgres', url, poolSize: 1 })).close();
  } catch (err) {
    throw new BackupVerifyError(`this release's migrations fail on the copy: ${err instanceof Error ? err.message : String(err)}`);
  }
}
