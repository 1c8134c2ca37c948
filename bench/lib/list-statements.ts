import { adminQuery } from './postgres';

/**
 * How many times a database ran the lists' statement (their rows' lines gathered by json_agg),
 * counted by PostgreSQL itself: pg_stat_statements, where the server loads it
 * (`shared_preload_libraries`). The benchmarks that say "one list query per change" read it.
 */

/** Makes the database count its statements, if the server can (nothing happens otherwise). */
export async function countStatements(url: string): Promise<void> {
  await adminQuery(url, 'create extension if not exists pg_stat_statements', new URL(url).pathname.slice(1)).catch(() => undefined);
}

/** The lists' statements run so far; undefined without pg_stat_statements. */
export async function listStatements(url: string): Promise<number | undefined> {
  try {
    const r = await adminQuery<{ n: string }>(
      url,
      'select coalesce(sum(calls), 0)::text as n from pg_stat_statements ' +
        "where dbid = (select oid from pg_database where datname = current_database()) and query like '%json_agg%'",
      new URL(url).pathname.slice(1),
    );
    return Number(r.rows[0]?.n ?? 0);
  } catch {
    return undefined;
  }
}
