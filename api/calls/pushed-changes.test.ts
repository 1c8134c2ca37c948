import { pino } from 'pino';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { okEnvelope } from '../contract/envelope';
import type { OrderChange } from '../contract/live';
import { conflict } from '../domain/refusal';
import { createPipeline } from '../http/pipeline';
import { defineCall } from '../http/registry';
import { touchOrder } from '../orders/change-feed';
import { startedOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Push on commit (docs/decisions/042-push-on-commit.md): a call that changes an order tells
 * the live layer the changes it committed, the same the change feed then reads, so that the
 * screens hear it at once; a refused call tells nothing (its transaction rolled back).
 */
const told: OrderChange[][] = [];
const ctx = testApiFixture({ roles: ['master', 'display'], onChange: (changes) => told.push(changes) });

const feedSince = async (since: number) =>
  (await ctx.get(`order/changes?since=${since}`)).body.data as { cursor: number; orders: OrderChange[] };

it('each change of an order is told as the feed reads it: the same order, number and state', async () => {
  const { cursor } = await feedSince(0);
  told.length = 0;
  const order = await startedOrder(ctx.api, ctx.tokens.master);
  const pushed = told.flat();
  const feed = await feedSince(cursor);
  // The feed keeps an order's latest change; every one of them was pushed, the latest as the feed has it.
  expect(feed.orders.map((c) => c.id)).toEqual([order.orderId]);
  expect(pushed.filter((c) => c.id === order.orderId).at(-1)).toEqual(feed.orders[0]);
  expect(pushed.at(-1)).toMatchObject({ id: order.orderId, job_status: 'in_progress', changed: expect.arrayContaining(['job_status']) });
  // One call, one list: creating, adding, assigning and starting each told their own change in order.
  const seqs = pushed.map((c) => c.seq);
  expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  expect(new Set(seqs).size).toBe(seqs.length);
});

it('the order, its list row and its car on the wall carry the number of its last pushed change (decision 049)', async () => {
  told.length = 0;
  const order = await startedOrder(ctx.api, ctx.tokens.master);
  const last = told
    .flat()
    .filter((c) => c.id === order.orderId)
    .at(-1)!;
  const row = ((await ctx.get('order/list?status=in_progress&page_size=50')).body.data.orders as Array<{ id: number; seq: number }>).find(
    (o) => o.id === order.orderId,
  );
  const car = ((await ctx.get('display/queue', 'display')).body.data.in_progress as Array<{ id: number; seq: number }>).find(
    (c) => c.id === order.orderId,
  );
  expect((await ctx.get(`order/${order.orderId}`)).body.data.seq).toBe(last.seq);
  expect(row?.seq).toBe(last.seq);
  expect(car?.seq).toBe(last.seq);
});

it('a refused change tells nothing', async () => {
  const order = await startedOrder(ctx.api, ctx.tokens.master);
  told.length = 0;
  const refused = await ctx.post('order/started', { order_id: order.orderId });
  expect(refused.status).toBe(409);
  expect(told).toEqual([]);
});

it('a call whose transaction numbered a change and then refused tells nothing of it', async () => {
  // No real call numbers a change and then refuses in one transaction today; this one does,
  // on the real database, so that the pipeline's part is proved whatever the calls become.
  const order = await startedOrder(ctx.api, ctx.tokens.master);
  const { cursor } = await feedSince(0);
  const { db } = ctx.api.database;
  const refusing = defineCall(
    { method: 'post', path: '/refuses-late', body: z.object({ id: z.number() }), answer: okEnvelope(z.object({})) } as const,
    {
      summary: 'test',
      roles: 'public',
      handler: ({ body }) =>
        db.transaction(async (tx) => {
          await touchOrder(tx, body.id, ['comment']);
          throw conflict('keys_order_final');
        }),
    },
  );
  const heard: OrderChange[][] = [];
  const { invoke } = createPipeline([refusing], { db, logger: pino({ level: 'silent' }), onChange: (c) => heard.push(c) });
  const answer = await invoke({ method: 'POST', path: 'refuses-late', body: { id: order.orderId } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
  expect(heard).toEqual([]);
  // Rolled back: the feed has nothing new either.
  expect((await feedSince(cursor)).orders).toEqual([]);
});
