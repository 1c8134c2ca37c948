import { describe, expect, it } from 'vitest';
import { seedDemoUsers } from './demo-users';
import { seedDemoOrders } from './demo-orders';
import { testApiFixture } from '../test/test-api';
import { expectOrderAddsUp } from '../test/order-invariants';
import { orders } from '../db/schema';

const ctx = testApiFixture({
  setup: async (api) => {
    await seedDemoUsers(api.database.db);
    expect(await seedDemoOrders(api.database.db)).toBe(200);
  },
});

describe('demo orders', () => {
  it('fill every list, with repeat clients, and are seeded only once', async () => {
    const token = await ctx.api.signInAs('master');
    const count = async (status: string) => (await ctx.api.call('GET', `order/list?status=${status}&page_size=1`, { token })).body.data.total;
    expect(await count('all')).toBe(200);
    expect(await count('waiting')).toBeGreaterThan(0);
    expect(await count('in_progress')).toBeGreaterThan(0);
    expect(await count('done')).toBeGreaterThan(100);
    expect(await count('canceled')).toBeGreaterThan(0);
    expect(await count('waiting_for_payment')).toBeGreaterThan(0);
    const stats = (await ctx.api.call('GET', 'get-order-stats', { token })).body.data;
    expect(stats.done.all).toBeGreaterThan(0);
    expect(await seedDemoOrders(ctx.api.database.db)).toBe(0);
  });

  it('keep every order consistent: each adds up as the derivation says, nothing owed back', async () => {
    const token = await ctx.api.signInAs('cashier');
    for (let page = 1; page <= 4; page += 1) {
      const rows = (await ctx.api.call('GET', `order/list?status=all&page_size=50&page=${page}`, { token })).body.data.orders;
      for (const row of rows) {
        const order = (await ctx.api.call('GET', `order/${row.id}`, { token })).body.data;
        expectOrderAddsUp(order);
        expect(order.refund_due).toBe(0);
      }
    }
  });

  it('show no absurd parking: the history is settled, and today\'s charges are a few hours at most', async () => {
    const rows = await ctx.api.database.db.select().from(orders);
    // The seed's queue of today is the last five hours; everything older is history.
    const history = new Date(Date.now() - 6 * 3_600_000);
    for (const o of rows) {
      if (o.createdAt < history && o.jobStatus === 'done') {
        expect([3, 4], `order ${o.id}`).toContain(o.payStatus);
        expect(o.keysState, `order ${o.id}`).toBe('returned');
      }
      expect(o.parkingSum, `order ${o.id}`).toBeLessThanOrEqual(50_000);
    }
  });
});
