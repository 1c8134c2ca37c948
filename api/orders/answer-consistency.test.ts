import { describe, expect, it } from 'vitest';
import { addWash, createOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * An order's answer is of one moment (api/orders/answer.ts, decision 063): its parts are read by
 * separate statements, and a change committed between two of them must not show lines that do not
 * add up to the order's figures, nor a paid sum its payments do not make. Both tests fail on
 * PostgreSQL without the check of the order's number in the change feed; the second also while the
 * payments were read beside the order's row instead of after it. The tests' in-memory embedded
 * database takes the statements in turn and tore neither way (the server's database thread did).
 */
const ctx = testApiFixture({ roles: ['master', 'cashier'] });

/** Reads the order from `desks` desks at once, `times` each, while `change` runs; answers whose parts disagree, and the sums seen. */
async function readWhileChanging(orderId: number, change: () => Promise<void>, disagree: (order: any) => boolean, desks = 4, times = 100) {
  let reading = true;
  let changes = 0;
  const changing = (async () => {
    while (reading) {
      await change();
      changes += 1;
    }
  })();
  const torn: unknown[] = [];
  const seen = new Set<number>();
  const desk = async () => {
    for (let i = 0; i < times; i += 1) {
      const res = await ctx.api.call('GET', `order/${orderId}`, { token: ctx.tokens.cashier });
      expect(res.status).toBe(200);
      seen.add(res.body.data.total_paid * 1000 + res.body.data.sum_final);
      if (disagree(res.body.data)) torn.push(res.body.data);
    }
  };
  try {
    await Promise.all(Array.from({ length: desks }, desk));
  } finally {
    reading = false;
    await changing;
  }
  return { torn, changes, seen };
}

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

    // A master adds a second wash and takes it off again, over and over, while four desks read the order.
    const { torn, changes, seen } = await readWhileChanging(
      orderId,
      async () => {
        for (const action of ['add', 'delete'] as const) {
          const res = await ctx.api.call('POST', 'new-order/update', {
            token: ctx.tokens.master,
            body: { order_id: orderId, action, service_id: second!.service_id, is_wash_service: true },
          });
          expect(res.status).toBe(200);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      linesDisagree,
    );
    // The readings did fall among the changes: both of the order's sums were seen.
    expect(changes).toBeGreaterThan(10);
    expect([...seen].sort()).toEqual([first!.price, first!.price + second!.price].sort());
    expect(torn).toEqual([]);
  });

  it('always lists the payments its paid sum counts', { timeout: 120_000 }, async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [wash] = await washServices(ctx.api, ctx.tokens.master, orderId);
    expect((await addWash(ctx.api, ctx.tokens.master, orderId, wash!.service_id, 10)).status).toBe(200);

    // The cashier takes the order's money a rouble at a time (two desks paying), while four desks read it.
    const pay = () =>
      ctx.api.call('POST', 'order/pay', { token: ctx.tokens.cashier, body: { order_id: orderId, sum: 1, method: 'card' } }).then((res) => {
        expect(res.status).toBe(200);
      });
    const { torn, changes, seen } = await readWhileChanging(
      orderId,
      async () => {
        await Promise.all([pay(), pay()]);
      },
      (order) =>
        order.pay_transactions.reduce((sum: number, p: { sum: number }) => sum + p.sum, 0) !== order.total_paid - order.total_refunded,
    );
    expect(changes).toBeGreaterThan(10);
    expect(seen.size).toBeGreaterThan(10);
    expect(torn.map((o: any) => ({ paid: o.total_paid, listed: o.pay_transactions.length }))).toEqual([]);
  });
});
