import { describe, expect, it } from 'vitest';
import { addWash, createOrder, getOrder, startedOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['master', 'cashier'] });

const setLines = (body: unknown, as?: 'cashier') => ctx.post('new-order/lines', body, as);
const wash = (service_id: number, quantity: number, size: { radius_id?: number | null; profile_id?: number | null } = {}) => ({
  service_id,
  is_wash: true,
  quantity,
  ...size,
});
const linesOf = async (orderId: number) =>
  (
    (await getOrder(ctx.api, ctx.tokens.master, orderId)).items as Array<{
      service_id: number | null;
      quantity: number;
      job_status: string;
      kind: string;
    }>
  )
    .filter((i) => i.kind !== 'parking')
    .map((i) => [i.service_id, i.quantity])
    .sort((a, b) => a[0]! - b[0]!);

describe('new-order/lines: the order becomes the selection, all or nothing', () => {
  it('adds, re-counts and deletes lines in one call, and the money follows', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a, b, c] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id, 2);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id, 1);

    const res = await setLines({ order_id: orderId, lines: [wash(b!.service_id, 3), wash(c!.service_id, 1)] });
    expect(res.status).toBe(200);
    expect(await linesOf(orderId)).toEqual(
      [
        [b!.service_id, 3],
        [c!.service_id, 1],
      ].sort((x, y) => x[0]! - y[0]!),
    );
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(order.total_sum).toBe(b!.price * 3 + c!.price);
  });

  it('a wash line sent with a tyre size is the same wash line: nothing is deleted', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id, 1);
    const res = await setLines({ order_id: orderId, lines: [wash(a!.service_id, 2, { radius_id: 3, profile_id: 1 })] });
    expect(res.status).toBe(200);
    expect(await linesOf(orderId)).toEqual([[a!.service_id, 2]]);
  });

  it('a refusal in the middle leaves the order exactly as it was', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id, 2);
    const before = await getOrder(ctx.api, ctx.tokens.master, orderId);

    const unknown = await setLines({ order_id: orderId, lines: [wash(b!.service_id, 1), wash(999_999, 1)] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.details).toMatch(/не найдена/);
    const after = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(await linesOf(orderId)).toEqual([[a!.service_id, 2]]);
    expect(after.total_sum).toBe(before.total_sum);
  });

  it('a done line may stay out of the selection but not change its quantity; the refusal writes nothing', async () => {
    const { orderId, itemId } = await startedOrder(ctx.api, ctx.tokens.master);
    const [first, other] = await washServices(ctx.api, ctx.tokens.master, orderId);
    expect((await ctx.post('order/mark-item', { order_item_id: itemId })).status).toBe(200);

    const refused = await setLines({ order_id: orderId, lines: [wash(other!.service_id, 1), wash(first!.service_id, 3)] });
    expect(refused.status).toBe(409);
    expect(refused.body.details).toBe('Услуга уже выполнена, изменить её количество нельзя');
    expect(await linesOf(orderId)).toEqual([[first!.service_id, 1]]);

    // Left out, the done line stays (the work is billed) and the new line is added.
    expect((await setLines({ order_id: orderId, lines: [wash(other!.service_id, 1)] })).status).toBe(200);
    expect(await linesOf(orderId)).toEqual(
      [
        [first!.service_id, 1],
        [other!.service_id, 1],
      ].sort((x, y) => x[0]! - y[0]!),
    );
  });

  it('refuses a service twice, an empty selection, a closed order and other roles, in Russian, writing nothing', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id, 2);

    const twice = await setLines({ order_id: orderId, lines: [wash(a!.service_id, 3), wash(a!.service_id, 4)] });
    expect(twice.status).toBe(400);
    expect(twice.body.details).toMatch(/выбрана дважды/);
    const empty = await setLines({ order_id: orderId, lines: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.details).toMatch(/хотя бы одну услугу/);
    expect((await setLines({ order_id: orderId, lines: [wash(a!.service_id, 1)] }, 'cashier')).status).toBe(403);
    expect(await linesOf(orderId)).toEqual([[a!.service_id, 2]]);

    await ctx.post('order/cancel', { order_id: orderId });
    const closed = await setLines({ order_id: orderId, lines: [wash(a!.service_id, 1)] });
    expect(closed.status).toBe(409);
    expect(await linesOf(orderId)).toEqual([[a!.service_id, 2]]);
  });
});
