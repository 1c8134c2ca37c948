import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rawRows } from '../db/raw-rows';

/**
 * Where in the database a text still appears: every text, JSON and array column of every
 * table, as `table.column` (an erasure's proof, docs/decisions/038-clients-visits-and-money.md).
 */
export async function whereTextIs(db: Db, text: string): Promise<string[]> {
  const columns = await rawRows<{ s: string; t: string; c: string }>(
    db,
    sql`select table_schema as s, table_name as t, column_name as c from information_schema.columns
        where table_schema not in ('pg_catalog', 'information_schema')
          and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`,
  );
  if (columns.length < 20) throw new Error(`only ${columns.length} text columns: the scan would prove nothing`);
  const found: string[] = [];
  for (const { s, t, c } of columns) {
    const table = sql`${sql.identifier(s)}.${sql.identifier(t)}`;
    const [hit] = await rawRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${table} where strpos(${sql.identifier(c)}::text, ${text}) > 0`,
    );
    if (Number(hit?.n) > 0) found.push(`${t}.${c}`);
  }
  return found;
}
