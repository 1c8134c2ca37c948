import { eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders } from '../db/schema';
import { addWash, createOrder, finishedOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';
import { publicViews } from './order-view';

/**
 * The customer's view reads its orders in one snapshot (a transaction), but the durations the
 * estimate learns from sixty days of history are the database's, kept ten minutes as for the
 * wall display: a view read does not read the history again (at 320,000 orders that read was
 * most of a view's cost, and every page's handshake paid it).
 */
const ctx = testApiFixture({ roles: ['master'] });

it('reads the history of durations once for many view reads, not once for each', async () => {
  const { db } = ctx.api.database;
  const waiting = await createOrder(ctx.api, ctx.tokens.master);
  const [service] = await washServices(ctx.api, ctx.tokens.master, waiting.orderId);
  await addWash(ctx.api, ctx.tokens.master, waiting.orderId, service!.service_id);
  const [{ token }] = (await db.select({ token: orders.publicToken }).from(orders).where(eq(orders.id, waiting.orderId))) as [
    { token: string },
  ];
  const now = new Date();
  const first = (await publicViews(db, [token], now)).get(token);
  expect(first?.queue?.ready_at).toEqual(expect.any(String));

  // Ten cars of the same wash took five hours each, all done within the hour: a history read
  // now would move the estimate by hours.
  const slow = [];
  for (let i = 0; i < 10; i += 1) slow.push((await finishedOrder(ctx.api, ctx.tokens.master)).orderId);
  await db
    .update(orders)
    .set({ startedAt: new Date(now.getTime() - 5 * 3_600_000), doneAt: new Date(now.getTime() - 60_000) })
    .where(inArray(orders.id, slow));

  const again = (await publicViews(db, [token], now)).get(token);
  expect(again?.queue?.ready_at).toBe(first!.queue!.ready_at);
});
