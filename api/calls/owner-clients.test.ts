import { describe, expect, it } from 'vitest';
import { finishedOrder, getOrder } from '../test/order-fixtures';
import { testClock } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * The owner's view of the clients (docs/domain.md 'Clients and cars') on books of its own,
 * written over four months: new and returning by month, who came back within 60 days, the
 * best clients, and the lapsed ones who agreed to be contacted.
 */
const clock = testClock(new Date('2026-03-10T09:00:00Z'));
const ctx = testApiFixture({ roles: ['master', 'cashier', 'owner'], clock: clock.now });

async function paidVisit(phone: string, name: string) {
  const order = await finishedOrder(ctx.api, ctx.tokens.master, { phone, name });
  const due = (await getOrder(ctx.api, ctx.tokens.cashier, order.orderId)).pay_sum;
  expect((await ctx.post('order/pay', { order_id: order.orderId, sum: due, method: 'card' }, 'cashier')).status).toBe(200);
  return { ...order, sum: due as number };
}
const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

describe("the owner's clients", () => {
  it('counts new and returning clients by month, who came back within 60 days, the best and the lapsed', async () => {
    const a1 = await paidVisit('+79990000001', 'Анна');
    at('2026-03-12T09:00:00Z');
    const b1 = await paidVisit('+79990000002', 'Борис');
    at('2026-03-30T09:00:00Z');
    const a2 = await paidVisit('+79990000001', 'Анна');
    at('2026-04-01T09:00:00Z');
    const c1 = await paidVisit('+79990000003', 'Вера');
    at('2026-06-01T09:00:00Z');
    const b2 = await paidVisit('+79990000002', 'Борис');
    for (const id of [a1.clientId, b1.clientId]) await ctx.post('client/update', { client_id: id, marketing_consent: true }, 'cashier');
    at('2026-07-15T09:00:00Z');

    const report = (await ctx.get('owner/clients?lapsed_days=30', 'owner')).body.data;
    const month = (m: string) => report.months.find((x: { month: string }) => x.month === m);
    expect(report.months).toHaveLength(12);
    expect(report.months[11].month).toBe('2026-07');
    expect(month('2026-03')).toEqual({ month: '2026-03', new: 2, returning: 0 });
    expect(month('2026-04')).toEqual({ month: '2026-04', new: 1, returning: 0 });
    expect(month('2026-06')).toEqual({ month: '2026-06', new: 0, returning: 1 });
    // Анна came again after 20 days, Борис after 81, Вера never.
    expect(report.came_back).toEqual({ days: 60, first_timers: 3, returned: 1, percent: 33 });
    expect(report.top.map((c: { name: string }) => c.name)).toEqual(
      [
        ['Анна', a1.sum + a2.sum],
        ['Борис', b1.sum + b2.sum],
        ['Вера', c1.sum],
      ]
        .sort((x, y) => Number(y[1]) - Number(x[1]))
        .map(([name]) => name),
    );
    expect(report.top.find((c: { name: string }) => c.name === 'Анна')).toMatchObject({ spent: a1.sum + a2.sum, paid_orders: 2 });
    // Everyone is gone 30 days; two agreed to be contacted, the one gone most recently first.
    expect(report.lapsed).toMatchObject({ days: 30, total: 3, with_consent: 2 });
    expect(report.lapsed.items.map((c: { name: string }) => c.name)).toEqual(['Борис', 'Анна']);
    expect(report.lapsed.items[0]).toMatchObject({ phone: '+79990000002', visits: 2, spent: b1.sum + b2.sum, marketing_consent: true });

    const exported = (await ctx.get('owner/clients/lapsed?lapsed_days=30', 'owner')).body.data;
    expect(exported.items.map((c: { name: string }) => c.name)).toEqual(['Борис', 'Анна']);
    expect((await ctx.get('owner/clients?lapsed_days=60', 'owner')).body.data.lapsed).toMatchObject({ total: 2, with_consent: 1 });
    expect((await ctx.get('owner/clients?lapsed_days=13', 'owner')).status).toBe(400);
    expect((await ctx.get('owner/clients', 'cashier')).status).toBe(403);
  });
});
