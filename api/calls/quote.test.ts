import { describe, expect, it } from 'vitest';
import { addWash, createOrder, getOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['master'] });

async function tyreChoices() {
  const radii = (await ctx.get('service-tire/radius', 'master')).body.data as Array<{ radius_id: number; name: string }>;
  const profiles = (await ctx.get('service-tire/profile', 'master')).body.data as Array<{ profile_id: number; name: string }>;
  const r16 = radii.find((r) => r.name === 'R16')!.radius_id;
  const r17 = radii.find((r) => r.name === 'R17')!.radius_id;
  const std = profiles[0]!.profile_id;
  const offers = async (radius: number) =>
    (await ctx.get(`service-list/tires?radius_id=${radius}&profile_id=${std}`, 'master')).body.data as Array<{
      service_id: number;
      price: number;
    }>;
  return { r16, r17, std, at16: await offers(r16), at17: await offers(r17) };
}

const quote = (body: unknown) => ctx.post('new-order/quote', body);

describe('new-order/quote: the money of a step 3 selection', () => {
  it('prices tyre lines at their own radius, both radii at once, and writes nothing', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const { r16, r17, std, at16, at17 } = await tyreChoices();
    const service = at16[0]!.service_id;
    expect(at17[0]!.price).not.toBe(at16[0]!.price);

    const res = await quote({
      order_id: orderId,
      lines: [
        { service_id: service, is_wash: false, quantity: 2, radius_id: r16, profile_id: std },
        { service_id: service, is_wash: false, quantity: 1, radius_id: r17, profile_id: std },
      ],
    });
    expect(res.status).toBe(200);
    const { lines, total_sum, sum_final } = res.body.data;
    expect(lines.map((l: { radius_id: number; sum_before_discount: number }) => [l.radius_id, l.sum_before_discount])).toEqual([
      [r16, at16[0]!.price * 2],
      [r17, at17[0]!.price],
    ]);
    expect(total_sum).toBe(at16[0]!.price * 2 + at17[0]!.price);
    expect(sum_final).toBe(total_sum);
    // Removing the R16 line from the selection takes its money off the total.
    const without = await quote({
      order_id: orderId,
      lines: [{ service_id: service, is_wash: false, quantity: 1, radius_id: r17, profile_id: std }],
    });
    expect(without.body.data.total_sum).toBe(at17[0]!.price);

    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(order.items).toHaveLength(0);
    expect(order.total_sum).toBe(0);
  });

  it('applies the discount the order was taken on, and keeps the price a line already has', async () => {
    // A new client with a phone: the first order gets 30 %.
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master, { phone: '+79161112233' });
    const [first, second] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, first!.service_id);
    const res = await quote({
      order_id: orderId,
      lines: [
        { service_id: first!.service_id, is_wash: true, quantity: 2 },
        { service_id: second!.service_id, is_wash: true, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.discount).toBe(30);
    expect(data.total_sum).toBe(first!.price * 2 + second!.price);
    expect(data.sum_final).toBe(data.total_sum - data.discount_sum);
    expect(data.discount_sum).toBeGreaterThan(0);
    expect(data.lines[0]).toMatchObject({ name: first!.name, quantity: 2, price: first!.price });
  });

  it('answers bad selections with a Russian 4xx, never a 500', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [wash] = await washServices(ctx.api, ctx.tokens.master, orderId);
    const tyreWithoutRadius = await quote({ order_id: orderId, lines: [{ service_id: wash!.service_id, is_wash: false, quantity: 1 }] });
    expect(tyreWithoutRadius.status).toBe(400);
    expect(tyreWithoutRadius.body.details).toMatch(/радиус и профиль/);
    const twice = await quote({
      order_id: orderId,
      lines: [1, 2].map(() => ({ service_id: wash!.service_id, is_wash: true, quantity: 1 })),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.details).toMatch(/дважды/);
    const unknown = await quote({ order_id: orderId, lines: [{ service_id: 999999, is_wash: true, quantity: 1 }] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.details).toMatch(/не найдена/);
    const noOrder = await quote({ order_id: 999999, lines: [] });
    expect(noOrder.status).toBe(404);
    const zero = await quote({ order_id: orderId, lines: [{ service_id: wash!.service_id, is_wash: true, quantity: 0 }] });
    expect(zero.status).toBe(400);
  });
});
