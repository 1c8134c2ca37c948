import { expect, it } from 'vitest';
import { testApiFixture } from '../test/test-api';
import { addWash, createOrder, getOrder, washServices } from '../test/order-fixtures';

/** Thursday 26 November 2026, 10:00 in Moscow. */
const clock = { ms: Date.parse('2026-11-26T07:00:00Z') };
const ctx = testApiFixture({ roles: ['master', 'display'], clock: () => new Date(clock.ms) });

it('takes an order in when it leaves the drafts: a draft taken up hours later does not jump the queue', async () => {
  const { api, tokens } = ctx;
  const left = await createOrder(api, tokens.master);
  clock.ms += 3 * 3_600_000;
  const other = await createOrder(api, tokens.master);
  const [service] = await washServices(api, tokens.master, other.orderId);
  await addWash(api, tokens.master, other.orderId, service!.service_id);
  clock.ms += 60_000;
  // The draft of 10:00 is taken up at 13:01, after the car taken in at 13:00.
  await addWash(api, tokens.master, left.orderId, service!.service_id);

  expect((await getOrder(api, tokens.master, left.orderId)).datetime).toBe('2026-11-26T10:01:00.000Z');
  expect((await getOrder(api, tokens.master, other.orderId)).datetime).toBe('2026-11-26T10:00:00.000Z');
  const queue = (await ctx.get('display/queue', 'display')).body.data as { waiting: Array<{ id: number; ahead: number }> };
  const waiting = queue.waiting.map((car) => car.id);
  expect(waiting).toEqual([other.orderId, left.orderId]);
  expect(queue.waiting.map((car) => car.ahead)).toEqual([0, 1]);

  // A service added later changes nothing: the order was taken in once.
  clock.ms += 60_000;
  await addWash(api, tokens.master, left.orderId, service!.service_id);
  expect((await getOrder(api, tokens.master, left.orderId)).datetime).toBe('2026-11-26T10:01:00.000Z');
});
