import { and, eq, ne, sql, type InferInsertModel, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import type { LOCKS } from '../db/locks';
import { conflict, notFound } from '../domain/refusal';
import type { RefusalCode } from '../contract/refusals';
import { recordChange } from '../audit/record';
import type { OwnerContext } from './context';
import { bumpReference } from './revision';

/**
 * A kind of row the owner names (a discount group, a company, a worker): a name that is
 * one row's alone, whatever the letters' case, within its scope (a worker's bay).
 */
export interface NamedRowKind<Row extends { name: string }, Fields extends { name: string }> {
  /** The advisory lock that makes saves of this kind take turns (api/db/locks.ts). */
  lock: (typeof LOCKS)[keyof typeof LOCKS];
  /** Refusals: a name another row of the kind has, an id that names no row. */
  taken: RefusalCode;
  missing: RefusalCode;
  /** Audit: the entity and its two actions. */
  entity: string;
  created: string;
  changed: string;
  load(tx: Db, id: number): Promise<Row | undefined>;
  /** Whether a row other than `id` has this name (compared in lower case) in the scope of `fields`. */
  nameTaken(tx: Db, fields: Fields, id: number | undefined): Promise<boolean>;
  insert(tx: Db, fields: Fields): Promise<number>;
  update(tx: Db, id: number, fields: Fields): Promise<void>;
  /** What the audit keeps of a row before a change (its stored fields without the id). */
  audited(row: Row): Record<string, unknown>;
  /** A rule of the kind that refuses a change of this row (a worker's bay is fixed). */
  refuseChange?(before: Row, fields: Fields): void;
}

/**
 * The one way a named row is saved: the kind's lock, the row read, its name checked free
 * (a name kept as it was is not checked again: pairs from before a rule stay editable), then
 * inserted or updated, audited only if something changed, and the reference revision moved
 * so that open screens reload their lists. The lock makes two saves of one name take turns;
 * the case-insensitive unique index still stands behind it, and a violation of it is
 * answered at the pipeline's edge as the same refusal (api/db/unique-refusals.ts).
 */
export function saveNamedRow<Row extends { name: string }, Fields extends { name: string }>(
  ctx: OwnerContext,
  kind: NamedRowKind<Row, Fields>,
  id: number | undefined,
  /** The row's new fields, or how to make them from the row as it is (read under the lock). */
  input: Fields | ((before: Row | undefined) => Fields),
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${kind.lock})`);
    const before = id === undefined ? undefined : await kind.load(tx, id);
    if (id !== undefined && !before) throw notFound(kind.missing, { id });
    const fields = typeof input === 'function' ? input(before) : input;
    if (before) kind.refuseChange?.(before, fields);
    const renamed = !before || before.name.toLowerCase() !== fields.name.toLowerCase();
    if (renamed && (await kind.nameTaken(tx, fields, id))) throw conflict(kind.taken, { name: fields.name }).on('name');
    if (!before) {
      const created = await kind.insert(tx, fields);
      await recordChange(tx, { userId: ctx.userId, action: kind.created, entity: kind.entity, entityId: created, after: fields });
      await bumpReference(tx);
      return created;
    }
    const was = kind.audited(before);
    if (Object.entries(fields).every(([field, value]) => was[field] === value)) return id!;
    await kind.update(tx, id!, fields);
    await recordChange(tx, { userId: ctx.userId, action: kind.changed, entity: kind.entity, entityId: id, before: was, after: fields });
    await bumpReference(tx);
    return id!;
  });
}

/** A table of named rows: an id, a name, and the columns of its kind. */
type NamedTable = PgTable & { id: PgColumn; name: PgColumn };

/**
 * The reads and writes of a kind kept in `table`, a name compared in lower case within
 * `scope` (the row's bay, say) of the fields being saved.
 */
export function tableOfNames<T extends NamedTable, Fields extends { name: string }>(
  table: T,
  scope?: (fields: Fields) => SQL,
): Pick<NamedRowKind<InferSelectModel<T> & { name: string }, Fields>, 'load' | 'nameTaken' | 'insert' | 'update'> {
  type Row = InferSelectModel<T> & { name: string };
  const byId = (id: number) => eq(table.id, id);
  return {
    load: async (tx, id) =>
      (
        (await tx
          .select()
          .from(table as PgTable)
          .where(byId(id))) as Row[]
      )[0],
    nameTaken: async (tx, fields, id) => {
      const where = and(
        scope?.(fields),
        // Both sides in the database's lower case, as the unique index compares: JavaScript's
        // toLowerCase differs from it for some letters (a final Σ, a dotted İ).
        eq(sql`lower(${table.name})`, sql`lower(${fields.name})`),
        id === undefined ? undefined : ne(table.id, id),
      );
      return (
        (
          await tx
            .select({ id: table.id })
            .from(table as PgTable)
            .where(where)
            .limit(1)
        ).length > 0
      );
    },
    insert: async (tx, fields) => {
      const [row] = (await tx
        .insert(table)
        .values(fields as InferInsertModel<T>)
        .returning({ id: table.id })) as Array<{ id: number }>;
      return row!.id;
    },
    update: async (tx, id, fields) => {
      await tx
        .update(table)
        .set(fields as Partial<InferInsertModel<T>>)
        .where(byId(id));
    },
  };
}
