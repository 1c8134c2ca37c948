import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database';

/**
 * The rows of a statement written in SQL (a search or a report too shaped for the query
 * builder). Both drivers answer `{ rows }`; a timestamp may come as a Date or as text, so
 * callers read times with `isoOf`.
 */
export async function rawRows<T extends Record<string, unknown>>(db: Db, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

/** A timestamp of a raw row as ISO 8601 text (null stays null). */
export function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | Date).toISOString();
}

/** Ids as the list of an `in (…)` of a statement written in SQL, each a parameter. */
export function idList(ids: readonly number[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
}
