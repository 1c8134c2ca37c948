import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { storageCells, tyreSets } from '../db/schema';
import { conflict, notFound } from '../domain/refusal';

/** Cells by where they stand: rack, shelf, place. The first free one is the nearest (racks are named from the door). */
const byPlace = [sql`upper(${storageCells.rack})`, asc(storageCells.shelf), asc(storageCells.place)] as const;

const isFree = sql`not exists (select 1 from ${tyreSets} where ${tyreSets.cellId} = ${storageCells.id} and ${tyreSets.givenAt} is null)`;

/** The free cells in use, nearest first. */
export async function freeCells(db: Db, limit = 500) {
  return db
    .select({ id: storageCells.id, name: storageCells.name })
    .from(storageCells)
    .where(and(eq(storageCells.isActive, true), isFree))
    .orderBy(...byPlace)
    .limit(limit);
}

type Cell = typeof storageCells.$inferSelect;

/**
 * The cell a set goes into, locked for this transaction: the one named (in use and empty, or
 * refused), or the nearest free one. Two takes at once of one cell: the second waits for the
 * first's lock, then finds it taken; without a named cell it skips to the next free one. The
 * unique index of stored sets by cell stands behind both.
 */
export async function claimCell(tx: Db, cellId: number | undefined): Promise<Cell> {
  if (cellId === undefined) {
    const [nearest] = await tx
      .select()
      .from(storageCells)
      .where(and(eq(storageCells.isActive, true), isFree))
      .orderBy(...byPlace)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!nearest) throw conflict('storage_full');
    // Free when read; another take may have filled it and let go of it since.
    if (await holdsSet(tx, nearest.id)) throw conflict('storage_cell_taken', { cell: nearest.name }).on('cell_id');
    return nearest;
  }
  const [cell] = await tx.select().from(storageCells).where(eq(storageCells.id, cellId)).for('update');
  if (!cell) throw notFound('storage_cell_not_found', { id: cellId }).on('cell_id');
  if (!cell.isActive) throw conflict('storage_cell_out_of_use', { cell: cell.name }).on('cell_id');
  if (await holdsSet(tx, cell.id)) throw conflict('storage_cell_taken', { cell: cell.name }).on('cell_id');
  return cell;
}

async function holdsSet(tx: Db, cellId: number): Promise<boolean> {
  const [held] = await tx
    .select({ id: tyreSets.id })
    .from(tyreSets)
    .where(and(eq(tyreSets.cellId, cellId), isNull(tyreSets.givenAt)));
  return held !== undefined;
}

/** Every cell, rack by rack, with the set in it: the storage screen's map of the racks. */
export async function storageBoard(db: Db, today: string) {
  const rows = await db
    .select({
      id: storageCells.id,
      rack: storageCells.rack,
      name: storageCells.name,
      shelf: storageCells.shelf,
      place: storageCells.place,
      isActive: storageCells.isActive,
      setId: tyreSets.id,
      plate: tyreSets.plateNumber,
      termUntil: tyreSets.termUntil,
    })
    .from(storageCells)
    .leftJoin(tyreSets, and(eq(tyreSets.cellId, storageCells.id), isNull(tyreSets.givenAt)))
    .orderBy(...byPlace);
  const racks = new Map<string, { rack: string; in_use: number; stored: number; cells: ReturnType<typeof cellOf>[] }>();
  const cellOf = (r: (typeof rows)[number]) => ({
    id: r.id,
    name: r.name,
    shelf: r.shelf,
    place: r.place,
    is_active: r.isActive,
    set: r.setId === null ? null : { id: r.setId, number: String(r.setId), plate_number: r.plate!, overdue: r.termUntil! < today },
  });
  for (const r of rows) {
    const rack = racks.get(r.rack) ?? { rack: r.rack, in_use: 0, stored: 0, cells: [] };
    rack.cells.push(cellOf(r));
    if (r.isActive) rack.in_use += 1;
    if (r.setId !== null) rack.stored += 1;
    racks.set(r.rack, rack);
  }
  const inUse = rows.filter((r) => r.isActive);
  const stored = rows.filter((r) => r.setId !== null);
  return {
    cells: inUse.length,
    free: inUse.filter((r) => r.setId === null).length,
    stored: stored.length,
    overdue: stored.filter((r) => r.termUntil! < today).length,
    racks: [...racks.values()],
  };
}
