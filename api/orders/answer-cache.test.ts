import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createAnswerCache } from './answer-cache';
import { orders } from '../db/schema';
import { bumpReference } from '../owner/revision';
import { createOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * One reload for many screens (docs/decisions/043-one-reload-for-many-screens.md): the screens a
 * change wakes ask for the same list at once and the database answers once; the next change,
 * a new revision of the reference data or age makes the answer be read again.
 */
const ctx = testApiFixture({ roles: ['master', 'owner'] });

function counted(clock = { now: 0 }) {
  const cache = createAnswerCache(ctx.api.database.db, () => clock.now);
  let reads = 0;
  const read = (key = 'list') => cache.get(key, async () => `${key} read ${(reads += 1)}`);
  return { read, reads: () => reads, clock };
}

it('ten screens asking at once for the same list are answered by one read', async () => {
  const { read, reads } = counted();
  const answers = await Promise.all(Array.from({ length: 10 }, () => read()));
  expect(reads()).toBe(1);
  expect(new Set(answers)).toEqual(new Set(['list read 1']));
  expect(await read('another filter')).toBe('another filter read 2');
});

it('a change of an order, or of the reference data, is never answered from before it', async () => {
  const { read } = counted();
  expect(await read()).toBe('list read 1');
  expect(await read()).toBe('list read 1');
  await createOrder(ctx.api, ctx.tokens.master);
  expect(await read()).toBe('list read 2');
  await ctx.api.database.db.transaction((tx) => bumpReference(tx));
  expect(await read()).toBe('list read 3');
  expect(await read()).toBe('list read 3');
});

it("a write through this process that moves neither number is not answered from before it (a merge's new name)", async () => {
  const { read } = counted();
  expect(await read()).toBe('list read 1');
  // A message's text is a write through the pipeline that touches no order and no reference data.
  const saved = await ctx.api.call('POST', 'owner/messages/save', {
    token: ctx.tokens.owner,
    body: { kind: 'accepted', enabled: true, text: 'Приняли {plate}: {link}' },
  });
  expect(saved.status).toBe(200);
  expect(await read()).toBe('list read 2');
});

it("a call that changes nothing a screen shows (a sign-in, a plate looked up, the customers' views read) keeps the answer", async () => {
  const { read } = counted();
  expect(await read()).toBe('list read 1');
  await ctx.api.signInAs('master');
  const looked = await ctx.api.call('POST', 'new-order/check-plate', { token: ctx.tokens.master, body: { plate_number: 'А123АА77' } });
  expect(looked.status).toBe(200);
  expect(await read()).toBe('list read 1');
});

it('the feed going back to an earlier last number (a stale draft deleted) does not bring back an answer from then', async () => {
  const { read } = counted();
  expect(await read()).toBe('list read 1');
  const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
  expect(await read()).toBe('list read 2');
  // As if the order, the newest in the feed, were deleted: the last committed number is the one of the first read again.
  await ctx.api.database.db.update(orders).set({ changeSeq: 1 }).where(eq(orders.id, orderId));
  expect(await read()).toBe('list read 3');
});

it('an answer is read again when it has aged, and a failed read is not kept', async () => {
  const { read, clock } = counted();
  expect(await read()).toBe('list read 1');
  clock.now += 4_999;
  expect(await read()).toBe('list read 1');
  clock.now += 1;
  expect(await read()).toBe('list read 2');
  const cache = createAnswerCache(ctx.api.database.db, () => clock.now);
  await expect(cache.get('broken', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
  expect(await cache.get('broken', async () => 'read again')).toBe('read again');
});
