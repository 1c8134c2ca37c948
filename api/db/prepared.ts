import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * A read that every order's page asks, built once per database handle instead of once per
 * call (docs/decisions/062-reads-built-once.md). drizzle builds a statement's text, its
 * parameters and its row mapping each time a query is awaited; for the reads of an order's page
 * that was nearly as much of the server's time as React's render. `build` writes the query with
 * `sql.placeholder(…)` for what changes from one call to the next and ends in `.prepare` with a
 * name written out: on PostgreSQL the name makes each connection parse it once.
 *
 * The handle is the key: the shared database gets one built query for the life of the process;
 * a transaction gets its own, so a read inside it runs on the transaction's connection.
 */
export function prepared<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const built = new WeakMap<Db, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

/**
 * `column = any($name)`: a list of ids as one parameter (an integer array), so that a prepared
 * statement takes any number of them where `inArray` would write one parameter per id.
 */
export function anyOf(column: AnyPgColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::int[])`;
}
