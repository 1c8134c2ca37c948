import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoUsers } from './demo-users';
import { seedDemoOrders } from './demo-orders';
import { startTestApi, type TestApi } from '../test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await seedDemoUsers(api.database.db);
  expect(await seedDemoOrders(api.database.db)).toBe(200);
});
afterAll(() => api.close());

describe('demo orders', () => {
  it('fill every list, with repeat clients, and are seeded only once', async () => {
    const token = await api.signInAs('master');
    const count = async (status: string) => (await api.call('GET', `order/list?status=${status}&page_size=1`, { token })).body.data.total;
    expect(await count('all')).toBe(200);
    expect(await count('waiting')).toBeGreaterThan(0);
    expect(await count('in_progress')).toBeGreaterThan(0);
    expect(await count('done')).toBeGreaterThan(100);
    expect(await count('canceled')).toBeGreaterThan(0);
    expect(await count('waiting_for_payment')).toBeGreaterThan(0);
    const stats = (await api.call('GET', 'get-order-stats', { token })).body.data;
    expect(stats.done.all).toBeGreaterThan(0);
    expect(await seedDemoOrders(api.database.db)).toBe(0);
  });

  it('keep every order consistent: totals are the sums of lines, paid never above due', async () => {
    const token = await api.signInAs('cashier');
    const page = (await api.call('GET', 'order/list?status=all&page_size=50', { token })).body.data.orders;
    for (const row of page) {
      const order = (await api.call('GET', `order/${row.id}`, { token })).body.data;
      const lines = order.items.filter((i: { job_status: string }) => i.job_status !== 'canceled');
      const sum = lines.reduce((s: number, i: { sum: number }) => s + Math.round(i.sum * 100), 0);
      expect(Math.round(order.sum_final * 100)).toBe(sum);
      expect(order.total_paid).toBeLessThanOrEqual(order.sum_final);
      const paid = order.pay_transactions.reduce((s: number, p: { sum: number }) => s + Math.round(p.sum * 100), 0);
      expect(paid).toBe(Math.round(order.total_paid * 100));
    }
  });
});
