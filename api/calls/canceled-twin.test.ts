import { describe, expect, it } from 'vitest';
import { addWash, createOrder, getOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * A service canceled and then chosen again in the services edit has two lines: the canceled
 * one and the new one. Lifting the old cancel would bill the service twice, in two lines the
 * services edit cannot tell apart, for a selection the master confirmed once.
 */
const ctx = testApiFixture({ roles: ['master'] });
const { post } = ctx;

interface Line {
  order_item_id: number;
  service_id: number;
  job_status: string;
  can_cancel: boolean;
  sum: number;
}

describe('a canceled service chosen again', () => {
  it('keeps its old line canceled: the order bills it once, as the master chose it', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id);
    const [first] = (await getOrder(ctx.api, ctx.tokens.master, orderId)).items as Line[];
    expect((await post('order/cancel-item', { order_item_id: first!.order_item_id, canceled: true })).status).toBe(200);

    const both = [a!.service_id, b!.service_id].map((id) => ({ service_id: id, is_wash: true, quantity: 1 }));
    expect((await post('new-order/lines', { order_id: orderId, lines: both })).status).toBe(200);
    const chosen = await getOrder(ctx.api, ctx.tokens.master, orderId);
    const items = chosen.items as Line[];
    expect(items.filter((i) => i.service_id === a!.service_id).map((i) => i.job_status)).toEqual(['canceled', 'active']);
    // The old line shows as canceled, with nothing to press.
    expect(items.find((i) => i.order_item_id === first!.order_item_id)).toMatchObject({ can_cancel: false, cancel_kept_for_twin: true });

    const refused = await post('order/cancel-item', { order_item_id: first!.order_item_id, canceled: false });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'uncancel_item_twin',
      details: 'Эта услуга уже снова есть в заказе отдельной строкой: отменённую вернуть нельзя',
    });
    // The old toggle without `canceled` is held to the same rule.
    expect((await post('order/cancel-item', { order_item_id: first!.order_item_id })).status).toBe(409);
    const after = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(after.sum_final).toBe(chosen.sum_final);
    expect((after.items as Line[]).filter((i) => i.job_status !== 'canceled')).toHaveLength(2);

    // Once the new line is canceled too, the old one may come back: still one line of the service.
    const again = items.find((i) => i.service_id === a!.service_id && i.job_status === 'active')!;
    expect((await post('order/cancel-item', { order_item_id: again.order_item_id, canceled: true })).status).toBe(200);
    expect((await post('order/cancel-item', { order_item_id: first!.order_item_id, canceled: false })).status).toBe(200);
    const back = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(back.sum_final).toBe(chosen.sum_final);
    expect((back.items as Line[]).find((i) => i.order_item_id === again.order_item_id)!.can_cancel).toBe(false);
  });
});
