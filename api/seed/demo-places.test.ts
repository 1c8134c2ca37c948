import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { seedDemoBays } from './demo-bays';
import { seedDemoStorage } from './demo-storage';
import { seedDemoUsers } from './demo-users';
import { seedDemoOrders } from './demo-orders';
import { bays, storageCells, tyreSets } from '../db/schema';
import { testApiFixture } from '../test/test-api';

/**
 * Two processes starting together on one PostgreSQL both seed the demo shop (SEED_DEMO=true):
 * its bays and its storage go in once, and neither start fails on the other's rows. With
 * TEST_DATABASE_URL set (as in CI) the seeds race on separate connections.
 */
const ctx = testApiFixture({
  setup: async (api) => {
    await seedDemoUsers(api.database.db);
    await seedDemoOrders(api.database.db, { orders: 20 });
  },
});

const count = async (table: typeof bays | typeof storageCells | typeof tyreSets) =>
  (await ctx.api.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

it('the demo bays and storage seeded by two starts at once go in once', async () => {
  const db = ctx.api.database.db;
  const now = new Date('2026-11-27T09:00:00Z');
  await Promise.all([seedDemoBays(db), seedDemoBays(db)]);
  await Promise.all([seedDemoStorage(db, now, 'Europe/Moscow'), seedDemoStorage(db, now, 'Europe/Moscow')]);
  expect(await count(bays)).toBe(3);
  expect(await count(storageCells)).toBe(80);
  expect(await count(tyreSets)).toBeGreaterThan(0);
  expect(await count(tyreSets)).toBeLessThanOrEqual(12);
});
