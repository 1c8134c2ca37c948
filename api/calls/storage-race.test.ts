import { isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { tyreSets } from '../db/schema';
import { createOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * A cell holds one set (docs/decisions/041-seasonal-tyre-storage.md): twenty fitters taking
 * sets into the last free cell at one moment get one set in and nineteen clear refusals, the
 * cell named or left to the nearest free one. With TEST_DATABASE_URL set (as in CI) the calls
 * race on PostgreSQL's own connections, where only the cell's lock and the unique index of
 * stored sets by cell can stop the second set; the embedded database runs one transaction at
 * a time, so there the test shows the answers only.
 */
const ctx = testApiFixture({ roles: ['owner', 'master'], clock: () => new Date('2026-11-27T09:00:00Z') });

async function twentyTakes(cellId: number | undefined) {
  const radii = (await ctx.get('service-tire/radius', 'master')).body.data as Array<{ radius_id: number }>;
  const profiles = (await ctx.get('service-tire/profile', 'master')).body.data as Array<{ profile_id: number }>;
  const set = { count: 4, radius_id: radii[3]!.radius_id, profile_id: profiles[0]!.profile_id, season: 'winter', with_rims: false };
  const orders = [];
  for (let i = 0; i < 20; i += 1) orders.push((await createOrder(ctx.api, ctx.tokens.master)).orderId);
  return Promise.all(
    orders.map((orderId) => ctx.post('storage/take', { order_id: orderId, cell_id: cellId, term_until: '2027-05-27', set }, 'master')),
  );
}

const storedSets = () => ctx.api.database.db.select().from(tyreSets).where(isNull(tyreSets.givenAt));

it('20 parallel takes of the last free cell, named, put one set in it', async () => {
  await ctx.post('owner/storage/rack', { rack: 'A', shelves: 1, places: 1 });
  const [cell] = (await ctx.get('storage/options', 'master')).body.data.free_cells;
  const answers = await twentyTakes(cell.id);
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  const refused = answers.filter((a) => a.status !== 200);
  expect(refused.map((a) => [a.status, a.body.code])).toEqual(Array.from({ length: 19 }, () => [409, 'storage_cell_taken']));
  expect(refused[0]!.body.details).toBe('Ячейка A-1-1 уже занята: выберите другую');
  expect((await storedSets()).map((s) => s.cellId)).toEqual([cell.id]);
});

it('20 parallel takes into the nearest free cell, the last one, put one set in it', async () => {
  await ctx.post('owner/storage/rack', { rack: 'B', shelves: 1, places: 1 });
  const answers = await twentyTakes(undefined);
  expect(answers.filter((a) => a.status === 200).map((a) => a.body.data.cell)).toEqual(['B-1-1']);
  const codes = new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`));
  // A take that read the cell free before the winner's commit finds it taken; one that read after finds none free.
  for (const code of codes) expect(['409 storage_cell_taken', '409 storage_full']).toContain(code);
  expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
  expect(await storedSets()).toHaveLength(2);
});

it('with every cell taken, a take onto an order that is not there says so, not that storage is full', async () => {
  const radii = (await ctx.get('service-tire/radius', 'master')).body.data as Array<{ radius_id: number }>;
  const profiles = (await ctx.get('service-tire/profile', 'master')).body.data as Array<{ profile_id: number }>;
  const set = { count: 4, radius_id: radii[3]!.radius_id, profile_id: profiles[0]!.profile_id, season: 'winter', with_rims: false };
  expect((await ctx.get('storage/options', 'master')).body.data.free_cells).toEqual([]);
  const lost = await ctx.post('storage/take', { order_id: 999_999, term_until: '2027-05-27', set }, 'master');
  expect([lost.status, lost.body.code]).toEqual([404, 'order_not_found']);
  const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
  const full = await ctx.post('storage/take', { order_id: orderId, term_until: '2027-05-27', set }, 'master');
  expect([full.status, full.body.code]).toEqual([409, 'storage_full']);
});
