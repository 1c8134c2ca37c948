import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { LOCKS } from '../db/locks';
import { cars, storageCells, tireRadii, tireProfiles, tyreSetEvents, tyreSets } from '../db/schema';
import { businessDate } from '../domain/business-time';
import { addMonths, cellName } from '../domain/storage-term';

const DAY = 86_400_000;
/** Summer tyres stored for the winter, and the winter ones left past their term in spring. */
const SUMMER = [
  ['Michelin', 'Primacy 4'],
  ['Continental', 'PremiumContact 6'],
  ['Bridgestone', 'Turanza T005'],
  ['Yokohama', 'BluEarth-GT'],
] as const;
const WINTER = [
  ['Nokian', 'Hakkapeliitta 10'],
  ['Pirelli', 'Ice Zero 2'],
] as const;

/**
 * The demo shop's tyre storage (docs/decisions/041-seasonal-tyre-storage.md): racks A and B of
 * 4 shelves × 10 places, and a dozen sets of demo cars' clients, the summer ones taken in this
 * autumn and two left past their term, so the storage screen, the search and the report show
 * something at once. Only into a shop with no cells yet.
 */
export async function seedDemoStorage(db: Db, now: Date, timeZone: string): Promise<void> {
  await db.transaction(async (tx) => {
    // Processes starting together on one PostgreSQL take turns (the second finds the cells).
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.demoStorage})`);
    await seedRacksAndSets(tx, now, timeZone);
  });
}

async function seedRacksAndSets(db: Db, now: Date, timeZone: string): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(storageCells);
  if ((existing?.n ?? 0) > 0) return;
  const cells = [];
  for (const rack of ['A', 'B'])
    for (let shelf = 1; shelf <= 4; shelf += 1)
      for (let place = 1; place <= 10; place += 1) cells.push({ rack, shelf, place, name: cellName(rack, shelf, place) });
  const made = await db.insert(storageCells).values(cells).returning({ id: storageCells.id, name: storageCells.name });
  const owners = await db
    .select({ id: cars.id, plate: cars.plateNumber, clientId: cars.clientId })
    .from(cars)
    .where(and(isNotNull(cars.clientId)))
    .orderBy(asc(cars.id))
    .limit(12);
  const radii = await db.select().from(tireRadii).orderBy(asc(tireRadii.sort));
  const [standard] = await db.select().from(tireProfiles).orderBy(asc(tireProfiles.sort)).limit(1);
  if (!standard || radii.length < 6) return;
  const today = businessDate(now, timeZone);
  for (const [i, car] of owners.entries()) {
    const overdue = i >= owners.length - 2;
    const storedDaysAgo = overdue ? 230 + i * 3 : 5 + i * 4;
    const storedAt = new Date(now.getTime() - storedDaysAgo * DAY);
    const stored = businessDate(storedAt, timeZone);
    const [brand, model] = overdue ? WINTER[i % WINTER.length]! : SUMMER[i % SUMMER.length]!;
    const cell = made[i * 3]!;
    const [set] = await db
      .insert(tyreSets)
      .values({
        clientId: car.clientId,
        carId: car.id,
        plateNumber: car.plate,
        count: 4,
        brand,
        model,
        width: [185, 195, 205, 215, 225][i % 5]!,
        height: [65, 60, 55, 55, 45][i % 5]!,
        radiusId: radii[2 + (i % 4)]!.id,
        profileId: standard.id,
        season: overdue ? 'winter' : 'summer',
        withRims: i % 3 === 0,
        notes: '',
        cellId: cell.id,
        storedAt,
        termUntil: overdue ? addMonths(stored, 6) : addMonths(today, 6 - (i % 2)),
      })
      .returning({ id: tyreSets.id });
    await db.insert(tyreSetEvents).values({ setId: set!.id, kind: 'in', at: storedAt, cellName: cell.name });
  }
}
