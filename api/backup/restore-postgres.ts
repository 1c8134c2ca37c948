import pg from 'pg';
import { openDatabase } from '../db/open';
import { figureDifferences, readFigures, type BookFigures } from './figures';
import { runOnClient as run, runPgTool } from './pg-tools';
import { BackupVerifyError } from './verify-embedded';

/**
 * The mark of a restore under way in a PostgreSQL database: a schema of its own, made before
 * the old tables go and dropped only when the restored ones are complete and migrated. The
 * server refuses to start while it is there (api/db/configured.ts).
 */
const MARKER_SCHEMA = 'washdesk_restore';

export interface PgRestoreMarker {
  file: string;
  replaced: string | null;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The restore left unfinished in this database, if any. */
export function unfinishedPgRestore(url: string): Promise<PgRestoreMarker | null> {
  return withClient(url, async (client) => {
    const found = await client.query<{ present: boolean }>(`select to_regclass('${MARKER_SCHEMA}.marker') is not null as present`);
    if (!found.rows[0]?.present) return null;
    const row = (await client.query<PgRestoreMarker>(`select file, replaced from ${MARKER_SCHEMA}.marker limit 1`)).rows[0];
    return row ?? { file: '', replaced: null };
  });
}

/** The message of a start refused on a half-restored PostgreSQL database. */
export function unfinishedPgRestoreMessage(marker: PgRestoreMarker): string {
  const replaced = marker.replaced
    ? ` The database it replaced was backed up first: npm run restore -- ${marker.replaced} --force puts it back.`
    : '';
  return (
    'A restore into this PostgreSQL database did not finish, and the database is incomplete. Run the restore again: ' +
    `npm run restore -- ${marker.file || '<the backup file>'} --force.${replaced}`
  );
}

/** Whether the database holds anything of ours (the product's tables or a migrations record). */
export function holdsTables(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ any: boolean }>(
      `select exists (select 1 from information_schema.tables where table_schema in ('public', 'drizzle')) as "any"`,
    );
    return rows[0]?.any ?? false;
  });
}

/** Other clients connected to the database (servers to stop first); the server's own workers do not count. */
const OTHER_SESSIONS_SQL = `select count(*)::text as n from pg_stat_activity
  where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`;

/** How many other clients are connected to the database (servers that must be stopped first). */
export function otherSessions(url: string): Promise<number> {
  return withClient(url, async (client) => Number((await client.query<{ n: string }>(OTHER_SESSIONS_SQL)).rows[0]?.n ?? 0));
}

/** A server or a command connected while the restore was being checked: nothing was touched. */
export class RestoreInterruptedError extends Error {}

/**
 * Restores a pg_dump backup into the database at `url` (docs/reliability.md 'Restore'): the
 * marker first, then the product's schemas dropped and the dump restored by pg_restore, its
 * figures compared with the manifest's before this release's migrations run, then migrated.
 * The marker goes only when all of it is done.
 */
export async function restorePostgres(url: string, file: string, expected: BookFigures | null, replaced?: string): Promise<BookFigures> {
  await withClient(url, async (client) => {
    await client.query('begin');
    // Checked again here, in the transaction that drops the tables: a server started by its
    // service while the backup was being checked would otherwise lose its schema underneath.
    const others = Number((await client.query<{ n: string }>(OTHER_SESSIONS_SQL)).rows[0]?.n ?? 0);
    if (others) {
      await client.query('rollback');
      throw new RestoreInterruptedError(`${others} other sessions connected to the database meanwhile: stop every Washdesk server first.`);
    }
    await client.query(`create schema if not exists ${MARKER_SCHEMA}`);
    await client.query(
      `create table if not exists ${MARKER_SCHEMA}.marker (file text not null, replaced text, started_at timestamptz default now())`,
    );
    await client.query(`delete from ${MARKER_SCHEMA}.marker`);
    await client.query(`insert into ${MARKER_SCHEMA}.marker (file, replaced) values ($1, $2)`, [file, replaced ?? null]);
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await client.query('commit');
  });
  await runPgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', file], url);
  const restored = await withClient(url, (client) => readFigures(run(client)));
  const problems = expected ? figureDifferences(expected, restored) : [];
  if (problems.length) throw new BackupVerifyError('the restored database differs from the backup', problems);
  const migrated = await openDatabase({ kind: 'postgres', url });
  await migrated.close();
  await withClient(url, (client) => client.query(`drop schema ${MARKER_SCHEMA} cascade`));
  return restored;
}
