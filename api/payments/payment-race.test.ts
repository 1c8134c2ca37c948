import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { payments } from '../db/schema';
import { finishedOrder, getOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Races (docs/reliability.md): a cashier's terminal that resubmits on every timeout, ten of them at
 * once. 1,000 submits of five payments (five idempotency keys), each a quarter of what is
 * due, over ten concurrent connections: each key is paid at most once, the order is never
 * paid above its due sum, repeats get the first answer, and nothing answers 5xx.
 */
const ctx = testApiFixture({ roles: ['master', 'cashier'] });

const SUBMITS = 1_000;
const CONNECTIONS = 10;
const KEYS = 5;

it(
  '1,000 duplicate submits of five payments over ten connections: one payment per key, never above due',
  { timeout: 120_000 },
  async () => {
    const { api, tokens } = ctx;
    const { master, cashier } = tokens;
    const order = await finishedOrder(api, master);
    const due = Math.round((await getOrder(api, cashier, order.orderId)).pay_sum * 100); // kopecks
    const quarter = Math.floor(due / 4);
    const runId = `${Date.now().toString(36)}-race`;
    const keys = Array.from({ length: KEYS }, (_, i) => `${runId}-key-${i}`);

    const answers: Array<{ key: string; status: number; body: any }> = [];
    let next = 0;
    // Ten workers, each one connection sending its submits one after another.
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < SUBMITS) {
          const key = keys[next % KEYS]!;
          next += 1;
          const res = await api.call('POST', 'order/pay', {
            token: cashier,
            body: { order_id: order.orderId, sum: quarter / 100, method: 'cash', idempotency_key: key },
          });
          answers.push({ key, status: res.status, body: res.body });
        }
      }),
    );

    expect(answers).toHaveLength(SUBMITS);
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);

    const rows = await api.database.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    const paid = rows.reduce((sum, p) => sum + p.sum, 0);
    // Four quarters fit into what is due; the fifth key is refused, never recorded.
    expect(rows).toHaveLength(4);
    expect(paid).toBeLessThanOrEqual(due);
    expect(paid).toBe(quarter * 4);

    // Every key answered the same way every time: one payment, or one refusal.
    for (const key of keys) {
      const mine = answers.filter((a) => a.key === key);
      const ok = mine.filter((a) => a.status === 200);
      if (ok.length > 0) {
        expect(ok).toHaveLength(mine.length);
        for (const a of ok) expect(a.body.data).toEqual(ok[0]!.body.data);
      } else {
        expect(mine.every((a) => a.status >= 400 && a.status < 500)).toBe(true);
      }
    }
    expect(keys.filter((key) => answers.some((a) => a.key === key && a.status === 200))).toHaveLength(4);
    const final = await getOrder(api, cashier, order.orderId);
    expect(Math.round(final.total_paid * 100)).toBe(quarter * 4);
  },
);
