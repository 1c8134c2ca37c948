import { describe, expect, it } from 'vitest';
import { seedDemoUsers } from './demo-users';
import { seedDemoOrders } from './demo-orders';
import { testApiFixture } from '../test/test-api';
import { expectOrderAddsUp } from '../test/order-invariants';
import { clients, orders, payments } from '../db/schema';
import { addDays, businessDate, startOfBusinessDay } from '../domain/business-time';
import { currentLoyalty } from '../orders/loyalty';

const ctx = testApiFixture({
  setup: async (api) => {
    await seedDemoUsers(api.database.db);
    expect(await seedDemoOrders(api.database.db)).toBe(200);
  },
});

describe('demo orders', () => {
  it('fill every list, with repeat clients, and are seeded only once', async () => {
    const token = await ctx.api.signInAs('master');
    const count = async (status: string) =>
      (await ctx.api.call('GET', `order/list?status=${status}&page_size=1`, { token })).body.data.total;
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

  it("show no absurd parking: the history is settled, and today's charges are a few hours at most", async () => {
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

  it('pay each order at its own time: nothing older reads paid today, and the regulars have their loyalty', async () => {
    const { db } = ctx.api.database;
    const timeZone = ctx.api.context.settings.TZ_BUSINESS;
    const now = new Date();
    const today = startOfBusinessDay(now, timeZone);
    const [rows, paid] = await Promise.all([db.select().from(orders), db.select().from(payments)]);
    for (const o of rows.filter((r) => r.payStatus === 3)) {
      const money = paid.filter((p) => p.orderId === o.id);
      expect(money.length, `order ${o.id}`).toBeGreaterThan(0);
      // Paid when its last payment was taken, not when the demo was written.
      expect(o.payAt?.getTime(), `order ${o.id}`).toBe(Math.max(...money.map((p) => p.addedAt.getTime())));
      if (o.createdAt < today) expect(o.payAt!.getTime(), `order ${o.id}`).toBeLessThan(today.getTime());
    }
    const loyal: number[] = [];
    for (const c of await db.select({ id: clients.id }).from(clients)) {
      if ((await currentLoyalty(db, c.id, timeZone, now)) > 0) loyal.push(c.id);
    }
    expect(loyal.length).toBeGreaterThanOrEqual(3);
    // Today's orders of a regular were taken on their loyalty.
    const todays = rows.filter((o) => o.createdAt >= today && o.clientId !== null && loyal.includes(o.clientId) && !o.isPayByContract);
    expect(todays.length).toBeGreaterThan(0);
    for (const o of todays) expect(o.loyaltyPercent, `order ${o.id}`).toBeGreaterThan(0);
  });

  it('have orders every day of their two months, and nothing started, finished or paid after now', async () => {
    const { db } = ctx.api.database;
    const timeZone = ctx.api.context.settings.TZ_BUSINESS;
    const now = Date.now();
    const [rows, paid] = await Promise.all([db.select().from(orders), db.select().from(payments)]);
    const days = new Set(rows.map((o) => businessDate(o.createdAt, timeZone)));
    const first = [...days].sort()[0]!;
    const last = businessDate(new Date(now), timeZone);
    for (let day = first; day <= last; day = addDays(day, 1)) expect(days.has(day), `no order on ${day}`).toBe(true);
    expect(days.size).toBeGreaterThanOrEqual(59);
    for (const o of rows) {
      for (const at of [o.createdAt, o.startedAt, o.doneAt, o.payAt])
        if (at) expect(at.getTime(), `order ${o.id}`).toBeLessThanOrEqual(now);
      if (o.startedAt) expect(o.startedAt.getTime(), `order ${o.id}`).toBeGreaterThan(o.createdAt.getTime());
      if (o.doneAt) expect(o.doneAt.getTime(), `order ${o.id}`).toBeGreaterThan(o.startedAt!.getTime());
    }
    for (const p of paid) expect(p.addedAt.getTime(), `payment ${p.id}`).toBeLessThanOrEqual(now);
  });
});
