import { describe, expect, it } from 'vitest';
import { addWash, createOrder, getOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * A taken order keeps at least one service: deleting its last one would make it a draft that
 * vanishes from every list and the display while its car stays blocked by it. The master
 * cancels the order instead, and the owner's count of canceled orders says so.
 */
const ctx = testApiFixture({ roles: ['master', 'owner'] });
const { post } = ctx;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow' }).format(new Date());
const canceledToday = async () => (await ctx.get(`report/period?from=${today}&to=${today}`, 'owner')).body.data.canceled as number;
const deleteLine = (orderId: number, serviceId: number) =>
  post('new-order/update', { order_id: orderId, action: 'delete', service_id: serviceId, is_wash_service: true });
const listed = async (orderId: number) =>
  ((await ctx.get('order/list?status=all&page_size=50')).body.data.orders as Array<{ id: number }>).some((o) => o.id === orderId);

describe('the last service of a taken order', () => {
  it('is not deleted: the order stays in the lists, and canceling it is what the owner counts', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id);
    // Two services: either may go; the one left may not, and the answer says so.
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items.map((i: { can_delete: boolean }) => i.can_delete)).toEqual([
      true,
      true,
    ]);
    expect((await deleteLine(orderId, b!.service_id)).status).toBe(200);
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items.map((i: { can_delete: boolean }) => i.can_delete)).toEqual([false]);

    const refused = await deleteLine(orderId, a!.service_id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'order_last_service',
      details: 'Это последняя услуга заказа: без услуг заказ не остаётся. Если услуги не нужны, отмените заказ',
    });
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items).toHaveLength(1);
    expect(await listed(orderId)).toBe(true);
    expect(((await ctx.get('display/queue')).body.data.waiting as Array<{ id: number }>).some((o) => o.id === orderId)).toBe(true);
    // The services edit cannot empty it either.
    expect((await post('new-order/lines', { order_id: orderId, lines: [] })).status).toBe(400);

    const before = await canceledToday();
    expect((await post('order/cancel', { order_id: orderId })).status).toBe(200);
    expect(await listed(orderId)).toBe(true);
    expect(await canceledToday()).toBe(before + 1);
  });

  it('is not canceled either while no money is on the order: it would wait at 0 ₽; canceling the order is the way', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id);
    const [first, second] = (await getOrder(ctx.api, ctx.tokens.master, orderId)).items;
    expect((await post('order/cancel-item', { order_item_id: first.order_item_id, canceled: true })).status).toBe(200);
    const flags = (await getOrder(ctx.api, ctx.tokens.master, orderId)).items.map((i: { can_cancel: boolean }) => i.can_cancel);
    expect(flags).toEqual([true, false]);

    const refused = await post('order/cancel-item', { order_item_id: second.order_item_id, canceled: true });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'order_last_service_cancel',
      details: 'Это последняя услуга заказа: заказ без услуг не остаётся ни в очереди, ни в работе. Если услуги не нужны, отмените заказ',
    });
    const after = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(after.items.map((i: { job_status: string }) => i.job_status)).toEqual(['canceled', 'active']);
    expect(after.sum_final).toBeGreaterThan(0);
    // The old toggle without `canceled` is held to the same rule.
    expect((await post('order/cancel-item', { order_item_id: second.order_item_id })).status).toBe(409);
    // Lifting the first cancel brings a second service back: then either may go again.
    expect((await post('order/cancel-item', { order_item_id: first.order_item_id, canceled: false })).status).toBe(200);
    expect((await post('order/cancel-item', { order_item_id: second.order_item_id, canceled: true })).status).toBe(200);
    expect((await post('order/cancel', { order_id: orderId })).status).toBe(200);
  });

  it('still goes with its order: a canceled line is not a service left', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id);
    const [first] = (await getOrder(ctx.api, ctx.tokens.master, orderId)).items;
    expect((await post('order/cancel-item', { order_item_id: first.order_item_id, canceled: true })).status).toBe(200);
    expect((await deleteLine(orderId, b!.service_id)).body.code).toBe('order_last_service');
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items.map((i: { can_delete: boolean }) => i.can_delete)).toEqual([
      false,
      false,
    ]);
  });
});
