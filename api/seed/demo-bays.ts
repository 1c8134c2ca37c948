import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { LOCKS } from '../db/locks';
import { bays } from '../db/schema';

/**
 * The demo shop's bays (docs/decisions/040-booking-into-the-live-queue.md): two washing bays and
 * one tyre bay, so that the booking page and the day by bay show free times at once. Only into
 * a shop that has no bays yet.
 */
export async function seedDemoBays(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Processes starting together on one PostgreSQL take turns (the second finds the bays).
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.demoBays})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(bays);
    if ((existing?.n ?? 0) > 0) return;
    await tx.insert(bays).values([
      { name: 'Мойка 1', kind: 'wash', sort: 1 },
      { name: 'Мойка 2', kind: 'wash', sort: 2 },
      { name: 'Шиномонтаж', kind: 'tire', sort: 3 },
    ]);
  });
}
