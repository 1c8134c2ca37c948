import { describe, expect, it } from 'vitest';
import { addWash, createOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * An order's answer is of one moment (api/orders/answer.ts): its parts are read by separate
 * statements, and a change committed between two of them must not show lines that do not add up
 * to the order's figures. Before the answer checked the order's number in the change feed, about
 * one reading in twenty of an order changed as often as here came out torn on PostgreSQL (and over
 * the server's database thread on the embedded database; the tests' in-memory one reads in turn).
 */
const ctx = testApiFixture({ roles: ['master', 'cashier'] });

/** What the cashier would find wrong: the lines not cancelled do not add up to the final sum (no discount, no parking here). */
function linesDisagree(order: { sum_final: number; items: Array<{ sum: number; job_status: string }> }): boolean {
  const lines = order.items.filter((i) => i.job_status !== 'canceled').reduce((sum, i) => sum + i.sum, 0);
  return lines !== order.sum_final;
}

describe("an order's answer while it changes", () => {
  it('always shows lines that add up to its final sum', { timeout: 120_000 }, async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [first, second] = await washServices(ctx.api, ctx.tokens.master, orderId);
    expect((await addWash(ctx.api, ctx.tokens.master, orderId, first!.service_id)).status).toBe(200);

    // A master adds a second wash and takes it off again, over and over, while three desks read the order.
    let reading = true;
    let changes = 0;
    const master = (async () => {
      while (reading) {
        for (const action of ['add', 'delete'] as const) {
          const res = await ctx.api.call('POST', 'new-order/update', {
            token: ctx.tokens.master,
            body: { order_id: orderId, action, service_id: second!.service_id, is_wash_service: true },
          });
          expect(res.status).toBe(200);
          changes += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const torn: unknown[] = [];
    const sums = new Set<number>();
    const desk = async () => {
      for (let i = 0; i < 120; i += 1) {
        const res = await ctx.api.call('GET', `order/${orderId}`, { token: ctx.tokens.cashier });
        expect(res.status).toBe(200);
        sums.add(res.body.data.sum_final);
        if (linesDisagree(res.body.data)) torn.push({ sum_final: res.body.data.sum_final, lines: res.body.data.items.length });
      }
    };
    try {
      await Promise.all([desk(), desk(), desk()]);
    } finally {
      reading = false;
      await master;
    }

    // The readings did fall among the changes: both of the order's sums were seen.
    expect(changes).toBeGreaterThan(20);
    expect([...sums].sort()).toEqual([first!.price, first!.price + second!.price].sort());
    expect(torn).toEqual([]);
  });
});
