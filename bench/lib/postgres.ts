import pg from 'pg';
import { databaseUrl } from '../../api/backup/pg-tools';

/**
 * The PostgreSQL server of the machine, if there is one: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the usual local server. Benchmarks make databases of their own on
 * it and drop them afterwards.
 */
export async function findPostgres(): Promise<string | undefined> {
  const candidates = [process.env.BENCH_DATABASE_URL, process.env.TEST_DATABASE_URL, 'postgres://postgres@127.0.0.1:5432/postgres'].filter(
    Boolean,
  ) as string[];
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: databaseUrl(url, 'postgres'), connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      return url;
    } catch {
      // try the next one
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, statement: string, database = 'postgres') {
  const client = new pg.Client({ connectionString: databaseUrl(url, database) });
  await client.connect();
  try {
    return await client.query<T>(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the server; returns its URL and a function that drops it. */
export async function freshDatabase(serverUrl: string, label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `washdesk_bench_${label}_${Date.now()}_${process.pid}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Transactions committed in a database so far (pg_stat_database), to count queries. */
export async function commits(url: string): Promise<number> {
  const name = new URL(url).pathname.slice(1);
  const r = await adminQuery<{ n: string }>(
    url,
    `select pg_stat_force_next_flush(), (select xact_commit from pg_stat_database where datname = '${name}')::text as n`,
  );
  return Number(r.rows[0]?.n ?? 0);
}
