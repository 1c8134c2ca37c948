import { and, asc, desc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clients, storageCells, tireRadii, tyreSets } from '../db/schema';
import { latinCellName, type TyreSetRow } from '../contract/storage';
import { conflict, notFound } from '../domain/refusal';
import { searchConditions } from '../clients/search';

/** Sets a list shows at most; the search narrows them. */
export const SETS_PAGE = 100;

/** A stored set locked for a change, with its cell's name; refused when there is none or it went back already. */
export async function lockStoredSet(tx: Db, setId: number) {
  const [set] = await tx.select().from(tyreSets).where(eq(tyreSets.id, setId)).for('update');
  if (!set) throw notFound('storage_set_not_found', { id: setId }).on('set_id');
  if (set.givenAt || set.cellId === null) throw conflict('storage_set_given', { id: setId }).on('set_id');
  const [cell] = await tx.select({ name: storageCells.name }).from(storageCells).where(eq(storageCells.id, set.cellId));
  return { ...set, cellId: set.cellId, cellName: cell!.name };
}

/** The size as a fitter reads it off the sidewall: «205/55 R16», or the radius alone. */
export function sizeText(width: number | null, height: number | null, radius: string): string {
  if (width && height) return `${width}/${height} ${radius}`;
  if (width) return `${width} ${radius}`;
  return radius;
}

export const setColumns = {
  id: tyreSets.id,
  cell: storageCells.name,
  clientId: tyreSets.clientId,
  clientName: clients.name,
  phone: clients.phone,
  forgotten: clients.forgottenAt,
  plate: tyreSets.plateNumber,
  count: tyreSets.count,
  width: tyreSets.width,
  height: tyreSets.height,
  radius: tireRadii.name,
  brand: tyreSets.brand,
  model: tyreSets.model,
  season: tyreSets.season,
  withRims: tyreSets.withRims,
  storedAt: tyreSets.storedAt,
  termUntil: tyreSets.termUntil,
  givenAt: tyreSets.givenAt,
  takeOrderId: tyreSets.takeOrderId,
};

type SetRecord = { [K in keyof typeof setColumns]: (typeof setColumns)[K]['_']['data'] | null };

export function setRow(r: SetRecord, today: string): TyreSetRow {
  return {
    id: r.id!,
    number: String(r.id),
    cell: r.cell,
    client_id: r.clientId,
    client_name: r.forgotten ? null : r.clientName,
    phone: r.forgotten ? null : r.phone,
    plate_number: r.plate!,
    count: r.count!,
    size: sizeText(r.width, r.height, r.radius!),
    brand: r.brand!,
    model: r.model!,
    season: r.season!,
    with_rims: r.withRims!,
    stored_at: r.storedAt!.toISOString(),
    term_until: r.termUntil!,
    given_at: r.givenAt?.toISOString() ?? null,
    overdue: !r.givenAt && r.termUntil! < today,
    take_order_id: r.takeOrderId,
  };
}

export function setsQuery(db: Db) {
  return db
    .select(setColumns)
    .from(tyreSets)
    .innerJoin(tireRadii, eq(tireRadii.id, tyreSets.radiusId))
    .leftJoin(storageCells, eq(storageCells.id, tyreSets.cellId))
    .leftJoin(clients, eq(clients.id, tyreSets.clientId));
}

const literal = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/**
 * What a search text names: a set's number («123», «№123»), a cell («A-3-2»), or as the clients'
 * search reads it, a phone (whole or a part), a part of a plate, a part of a name.
 */
function searchWhere(q: string): SQL {
  const parts: SQL[] = [];
  const number = /^(?:№\s*)?(\d{1,9})$/u.exec(q);
  if (number) parts.push(eq(tyreSets.id, Number(number[1])));
  // «а-1-1» typed on a Russian keyboard is the cell A-1-1.
  if (/^[\p{L}\d]{1,4}-\d{1,2}-\d{1,2}$/u.test(q)) parts.push(sql`upper(${storageCells.name}) = ${latinCellName(q)}`);
  const { phones, plates, name } = searchConditions({ q });
  for (const p of phones) parts.push(sql`${tyreSets.clientId} in (select c.id from clients c where ${p})`);
  for (const f of plates) parts.push(sql`${tyreSets.plateNumber} like ${`%${literal(f)}%`}`);
  if (name) parts.push(sql`replace(lower(${clients.name}), 'ё', 'е') like ${`%${literal(name)}%`} and ${clients.forgottenAt} is null`);
  return parts.length ? or(...parts)! : sql`false`;
}

/** `storage/sets`: stored sets by cell (or the overdue ones, or those given back, newest first), narrowed by a search. */
export async function searchSets(
  db: Db,
  input: { q?: string | undefined; list?: 'stored' | 'overdue' | 'given' | undefined; client_id?: number | undefined },
  today: string,
) {
  const list = input.list ?? 'stored';
  const where: SQL[] = [];
  if (list === 'given') where.push(isNotNull(tyreSets.givenAt));
  else where.push(isNull(tyreSets.givenAt));
  if (list === 'overdue') where.push(lt(tyreSets.termUntil, today));
  if (input.client_id !== undefined) where.push(eq(tyreSets.clientId, input.client_id));
  const q = input.q?.trim();
  if (q) where.push(searchWhere(q));
  const rows = await setsQuery(db)
    .where(and(...where))
    .orderBy(
      ...(list === 'given'
        ? [desc(tyreSets.givenAt)]
        : [sql`upper(${storageCells.rack})`, asc(storageCells.shelf), asc(storageCells.place)]),
    )
    .limit(SETS_PAGE + 1);
  return { sets: rows.slice(0, SETS_PAGE).map((r) => setRow(r, today)), more: rows.length > SETS_PAGE };
}
