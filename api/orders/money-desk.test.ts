import { describe, expect, it } from 'vitest';
import { createOrder } from '../test/order-fixtures';
import { cashDesk, freshPhone } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Of the seven ways an order used to get stuck (decision 010), those at the desk itself: the
 * keys of a canceled order, a second cashier's idempotency key, and changes sent at once.
 */
const ctx = testApiFixture({ roles: ['cashier', 'master'] });
const { post } = ctx;
const { order, cashierList, twoLineOrder, closeAtTheDesk } = cashDesk(ctx);

describe('4. a canceled order keeps its keys in the cell until the cashier hands them back', () => {
  it('is in the cashier list with the keys, and leaves it once they are returned', async () => {
    const { orderId: id } = await createOrder(ctx.api, ctx.tokens.master);
    const keys = (await post('order/keys-taken', { order_id: id }, 'master')).body.data.keys as string;
    await post('order/cancel', { order_id: id }, 'master');
    const o = await order(id);
    expect(o).toMatchObject({
      job_status: 'canceled',
      car: { keys },
      can_return_keys: true,
      can_pay: false,
      can_discount: false,
      needs_cashier: true,
    });
    expect((await cashierList()).map((r) => r.id)).toContain(id);
    await closeAtTheDesk(id);
  });
});

describe('what the audit found: no side door to a price change', () => {
  it('an idempotency key belongs to the cashier who sent it', async () => {
    const other = await ctx.api.signInAs('cashier', 'second-cashier');
    const id = await twoLineOrder();
    const body = { order_id: id, sum: 10, method: 'cash', idempotency_key: `shared-key-${id}` };
    const mine = await post('order/pay', body);
    const theirs = await ctx.api.call('POST', 'order/pay', { token: other, body });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.payment_id).not.toBe(mine.body.data.payment_id);
    expect((await order(id)).total_paid).toBe(20);
  });

  it('changes of one line at once, and new orders for one car at once, answer 4xx, never 500', async () => {
    const id = await twoLineOrder();
    const line = (await order(id)).items[1];
    const answers = await Promise.all([
      post('order/cancel-item', { order_item_id: line.order_item_id }, 'master'),
      post('new-order/update', { order_id: id, action: 'delete', service_id: line.service_id, is_wash_service: true }, 'master'),
      post('order/mark-item', { order_item_id: line.order_item_id }, 'master'),
    ]);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    const model = (await ctx.api.call('GET', 'get-cars-info', { token: ctx.tokens.master })).body.data.models;
    const any = Object.values(model as Record<string, Array<{ id: number; class_id: number }>>)[0]![0]!;
    const plate = 'Х999ХХ86';
    const phone = freshPhone();
    const created = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('new-order', { plate_number: plate, model_id: any.id, class_id: any.class_id, phone_number: phone }, 'master'),
      ),
    );
    expect(created.map((c) => c.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });
});
