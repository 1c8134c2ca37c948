import { and, eq, inArray, isNull } from 'drizzle-orm';
import { orders, storageCells, tyreSets } from '../db/schema';
import { addDays, monthsOn, type Who, type World } from './storage-sequences-world';

/**
 * The random choices of a storage sequence (api/calls/storage-sequences.test.ts): which order,
 * cell, term, set and caller a step takes, a few of them wrong on purpose (an order or a set
 * that does not exist, a cell out of use or taken, a term today or past).
 */

export const OPEN = ['waiting', 'in_progress'] as const;

export const orderRow = async (w: World, id: number) => (await w.db.select().from(orders).where(eq(orders.id, id)))[0];

/** An order of the sequence, open most of the time. */
export async function pickOrder(w: World, openChance = 0.85): Promise<number | undefined> {
  const ids = [...w.orders];
  if (!ids.length) return undefined;
  if (w.rng.chance(openChance)) {
    const open = await w.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), inArray(orders.jobStatus, [...OPEN])))
      .orderBy(orders.id);
    const picked = w.maybe(open.map((o) => o.id));
    if (picked !== undefined) return picked;
  }
  return w.rng.pick(ids);
}

export const openOrderOfPlate = async (w: World, plate: string) =>
  (
    await w.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.plateNumber, plate), inArray(orders.jobStatus, [...OPEN])))
  )[0]?.id;

/** A cell id for a take or a move: none (the nearest free), a free one, any one, one out of use, one that does not exist. */
export async function pickCell(w: World, noneChance: number): Promise<number | undefined> {
  if (w.rng.chance(noneChance)) return undefined;
  const cells = await w.db.select().from(storageCells).orderBy(storageCells.id);
  const held = new Set((await w.db.select({ c: tyreSets.cellId }).from(tyreSets).where(isNull(tyreSets.givenAt))).map((r) => r.c));
  const free = cells.filter((c) => c.isActive && !held.has(c.id));
  const kind = w.weighted([
    ['free', 6],
    ['any', 3],
    ['missing', 1],
  ] as const);
  if (kind === 'missing' || !cells.length) return 999_999;
  if (kind === 'free' && free.length) return w.rng.pick(free).id;
  return w.rng.pick(cells).id;
}

/** A term: the usual one, a short one (to go overdue soon), a long one, or today or the past (refused). */
export function pickTerm(w: World): string {
  const kind = w.weighted([
    ['usual', 2],
    ['short', 6],
    ['long', 1],
    ['today', 1],
    ['past', 1],
  ] as const);
  if (kind === 'usual') return monthsOn(w.today, 6);
  if (kind === 'short') return addDays(w.today, 1 + w.rng.int(0, 40));
  if (kind === 'long') return monthsOn(w.today, 7 + w.rng.int(0, 12));
  if (kind === 'today') return w.today;
  return addDays(w.today, -1 - w.rng.int(0, 30));
}

export function randomSet(w: World) {
  const count = w.rng.chance(0.8) ? 4 : w.rng.int(1, 8);
  return {
    count,
    brand: w.rng.pick(['Nokian', 'Michelin', '', 'Кама']),
    model: w.rng.pick(['Hakka 10', '', 'X-Ice']),
    width: w.rng.chance(0.6) ? w.rng.pick([175, 195, 205, 225]) : null,
    height: w.rng.chance(0.6) ? w.rng.pick([45, 55, 65]) : null,
    radius_id: w.rng.pick(w.radii),
    profile_id: w.rng.pick(w.profiles),
    season: w.rng.pick(['winter', 'summer', 'all_season'].filter((s) => s !== 'all_season' || w.rng.chance(0.3))),
    with_rims: w.rng.chance(0.5),
    tread: w.rng.chance(0.5) ? Array.from({ length: count }, () => w.rng.int(20, 90) / 10) : null,
  };
}

export const who = (w: World): Who =>
  w.weighted<Who>([
    ['master', 6],
    ['cashier', 2],
    ['owner', 1],
  ]);

/** A set to give back or move: a stored one mostly, now and then one given back already or none at all. */
export function pickSet(w: World): number | undefined {
  const stored = [...w.sets.values()].filter((s) => !s.given).map((s) => s.id);
  if (w.rng.chance(0.03)) return 999_999;
  if (!w.sets.size) return undefined;
  const overdue = stored.filter((id) => w.sets.get(id)!.term < w.today);
  if (overdue.length && w.rng.chance(0.6)) return w.rng.pick(overdue);
  if (stored.length && w.rng.chance(0.85)) return w.rng.pick(stored);
  return w.maybe([...w.sets.keys()]) ?? 999_999;
}

const LATIN: Record<string, string> = { А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X' };

/** A plate as a person may type it: as stored, in Latin look-alikes, in lower case, with spaces. */
export function typedPlate(w: World, plate: string): string {
  const kind = w.weighted([
    ['as-is', 5],
    ['latin', 2],
    ['lower', 1],
    ['spaced', 1],
  ] as const);
  if (kind === 'latin') return plate.replace(/[АВЕКМНОРСТУХ]/g, (ch) => LATIN[ch] ?? ch);
  if (kind === 'lower') return plate.toLowerCase();
  if (kind === 'spaced' && /^\S\d{3}/.test(plate)) return `${plate.slice(0, 1)} ${plate.slice(1, 4)} ${plate.slice(4)}`;
  return plate;
}

/** A phone as a person may type it: +7…, 8…, with spaces and dashes. */
export function typedPhone(w: World, phone: string): string {
  const d = phone.slice(2);
  return w.rng.pick([phone, `8${d}`, `+7 ${d.slice(0, 3)} ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8)}`]);
}
