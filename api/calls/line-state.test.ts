import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { addWash, createOrder, getOrder, startedOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * `order/mark-item` and `order/cancel-item` take the state the master wants (docs/decisions/026):
 * a repeat after a lost answer changes nothing, where the old toggle undid the change and the
 * money due. Without a state they still toggle, for old clients.
 */
const ctx = testApiFixture({ roles: ['master', 'cashier'] });
const { post } = ctx;
const lineOf = async (orderId: number, index = 0) => (await getOrder(ctx.api, ctx.tokens.master, orderId)).items[index];
const audited = async (orderId: number, action: string) =>
  (
    await ctx.api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, action)))
  ).length;

describe('a line set to the state the master wants', () => {
  it('marks done once however often it is sent, and back to work the same way', async () => {
    const { orderId, itemId } = await startedOrder(ctx.api, ctx.tokens.master);
    for (let i = 0; i < 2; i += 1) expect((await post('order/mark-item', { order_item_id: itemId, done: true })).status).toBe(200);
    expect((await lineOf(orderId)).job_status).toBe('done');
    expect(await audited(orderId, 'order.item.mark')).toBe(1);
    for (let i = 0; i < 2; i += 1) expect((await post('order/mark-item', { order_item_id: itemId, done: false })).status).toBe(200);
    expect((await lineOf(orderId)).job_status).toBe('active');
    expect(await audited(orderId, 'order.item.mark')).toBe(2);
    // Old clients: without a state it still toggles.
    await post('order/mark-item', { order_item_id: itemId });
    expect((await lineOf(orderId)).job_status).toBe('done');
  });

  it('cancels once: a repeat on a paid order keeps the money due back instead of asking for it again', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id);
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect((await post('order/pay', { order_id: orderId, sum: order.pay_sum, method: 'card' }, 'cashier')).status).toBe(200);
    const second = order.items[1].order_item_id as number;
    for (let i = 0; i < 2; i += 1) expect((await post('order/cancel-item', { order_item_id: second, canceled: true })).status).toBe(200);
    const after = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(after.items[1].job_status).toBe('canceled');
    expect(after.refund_due).toBe(b!.price);
    expect(await audited(orderId, 'order.item.cancel')).toBe(1);
  });

  it('asks nothing of a line already so: «not done» leaves a canceled line canceled, «not canceled» a done line done', async () => {
    const { orderId, itemId } = await startedOrder(ctx.api, ctx.tokens.master);
    const [, other] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, other!.service_id);
    const otherId = (await lineOf(orderId, 1)).order_item_id as number;
    expect((await post('order/cancel-item', { order_item_id: otherId, canceled: true })).status).toBe(200);
    expect((await post('order/mark-item', { order_item_id: otherId, done: false })).status).toBe(200);
    expect((await lineOf(orderId, 1)).job_status).toBe('canceled');
    expect((await post('order/mark-item', { order_item_id: itemId, done: true })).status).toBe(200);
    expect((await post('order/cancel-item', { order_item_id: itemId, canceled: false })).status).toBe(200);
    expect((await lineOf(orderId)).job_status).toBe('done');
    // A change the rules refuse is still refused: a done line is not canceled.
    expect((await post('order/cancel-item', { order_item_id: itemId, canceled: true })).body.code).toBe('item_done');
  });

  it('tells a stale page that the order is canceled or done instead of answering its tap as done', async () => {
    const { orderId, itemId } = await startedOrder(ctx.api, ctx.tokens.master);
    expect((await post('order/cancel', { order_id: orderId })).status).toBe(200);
    const canceled = await post('order/cancel-item', { order_item_id: itemId, canceled: true });
    expect([canceled.status, canceled.body.code]).toEqual([409, 'change_order_canceled']);
    const marked = await post('order/mark-item', { order_item_id: itemId, done: false });
    expect([marked.status, marked.body.code]).toEqual([409, 'change_order_canceled']);

    const done = await startedOrder(ctx.api, ctx.tokens.master);
    expect((await post('order/complete', { order_id: done.orderId })).status).toBe(200);
    const again = await post('order/mark-item', { order_item_id: done.itemId, done: true });
    expect([again.status, again.body.code]).toEqual([409, 'mark_not_in_progress']);
    expect((await post('order/cancel-item', { order_item_id: done.itemId, canceled: false })).body.code).toBe('cancel_item_order_final');
  });

  it('takes the state as true or false only', async () => {
    const { itemId } = await startedOrder(ctx.api, ctx.tokens.master);
    for (const done of ['true', 1, 'yes', null])
      expect((await post('order/mark-item', { order_item_id: itemId, done })).status, String(done)).toBe(400);
    expect((await post('order/cancel-item', { order_item_id: itemId, canceled: 'false' })).status).toBe(400);
  });
});
