import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders } from '../db/schema';
import { startedOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';
import { touchOrder, touchOrders } from './change-feed';

/**
 * Two writers of one order must take its row and the change feed's lock in the same order, or
 * they deadlock: an order change locks its order's row first and numbers its change last,
 * while the message worker (which writes a message's outcome and numbers the order's change)
 * took the feed's lock first. On PostgreSQL (TEST_DATABASE_URL, as in CI) the two really run
 * at once and the old order of locks fails here with «deadlock detected»; the embedded
 * database runs one transaction at a time, where the test shows only that both commit.
 */
const ctx = testApiFixture({ roles: ['master'] });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('an order change and the message worker numbering the same order both commit', async () => {
  const { orderId } = await startedOrder(ctx.api, ctx.tokens.master);
  const { db } = ctx.api.database;
  let worker: Promise<unknown> = Promise.resolve();
  await db.transaction(async (change) => {
    // The change has locked its order, as every order change begins.
    await change.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    // Meanwhile the worker writes an outcome for the same order, on a connection of its own.
    worker = db.transaction((tx) => touchOrders(tx, [orderId], ['messages']));
    worker.catch(() => undefined);
    await pause(300);
    // The change ends by numbering itself.
    await touchOrder(change, orderId, ['comment'], { rowsLocked: true });
  });
  await expect(worker).resolves.toBeUndefined();
  const [row] = await db.select({ fields: orders.changedFields }).from(orders).where(eq(orders.id, orderId));
  // The worker, waiting for the row, numbered its change after the order change's.
  expect(row!.fields).toEqual(['messages']);
});

/**
 * The feed's numbers are drawn under its lock, held until commit, so changes commit in the order
 * of their numbers and a reader of "what changed after C" never passes one that commits late.
 * On PostgreSQL the second writer (another order, so no row lock between them) must wait for
 * the first's commit; were the lock not taken, or let go before the commit, it would commit
 * during the pause. The embedded database runs one transaction at a time, where the test shows
 * only that both commit.
 */
it('a writer numbering while another holds the feed commits after it', async () => {
  const first = await startedOrder(ctx.api, ctx.tokens.master);
  const second = await startedOrder(ctx.api, ctx.tokens.master);
  const { db } = ctx.api.database;
  const events: string[] = [];
  let later: Promise<unknown> = Promise.resolve();
  await db.transaction(async (tx) => {
    await touchOrders(tx, [first.orderId], ['comment']);
    later = db.transaction((other) => touchOrders(other, [second.orderId], ['comment'])).then(() => events.push('second committed'));
    later.catch(() => undefined);
    await pause(300);
    events.push('first committing');
  });
  await later;
  expect(events).toEqual(['first committing', 'second committed']);
});
