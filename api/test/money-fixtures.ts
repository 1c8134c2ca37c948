import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clients, companies, smsOutbox } from '../db/schema';
import { deriveDueOrders } from '../orders/parking-clock';
import { orderContext } from '../orders/order-change';
import { deskBadgeCount } from './order-invariants';
import { linesOfAnswer, refundParts } from './refund-ways';
import { addWash, createOrder, getOrder, washServices, washWorkers } from './order-fixtures';
import type { TestApi, TestApiFixture } from './test-api';

/** Helpers for the money tests: what a cashier does, through the API itself. */

/** A clock the test API runs on, moved forward by hand. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}
export type Clock = ReturnType<typeof testClock>;

/** Runs the parking clock once, as the server does; an order it cannot derive fails the test. */
export async function runParkingClock(api: TestApi): Promise<number> {
  const failed: string[] = [];
  const changed = await deriveDueOrders(orderContext(api.context, null), (id, err) =>
    failed.push(`order ${id}: ${(err as Error).message}`),
  );
  if (failed.length) throw new Error(`the parking clock could not derive ${failed.join('; ')}`);
  return changed;
}

/** The code of the newest discount SMS for the order (the log provider keeps them in the outbox). */
export async function lastDiscountCode(api: TestApi, orderId: number): Promise<string> {
  const rows = await api.database.db.select().from(smsOutbox);
  const text = rows.filter((r) => r.text.includes(`№${orderId}.`)).at(-1)!.text;
  return /Код: (\d{4})/.exec(text)![1]!;
}

/** Asks for a manual discount and confirms it with the manager's code; answers the confirm's answer. */
export async function approvedDiscount(api: TestApi, cashier: string, orderId: number, percent: number) {
  const asked = await api.call('POST', 'order/request-discount', {
    token: cashier,
    body: { order_id: orderId, discount_amount: `${percent}%` },
  });
  if (asked.status !== 200) return asked;
  const code = await lastDiscountCode(api, orderId);
  return api.call('POST', 'order/approve-discount', {
    token: cashier,
    body: { order_id: orderId, sms_code: code, discount_amount: `${percent}%` },
  });
}

/** Makes the client with this phone an employee of a company that pays by contract. */
export async function makeContractClient(api: TestApi, phone: string): Promise<string> {
  const [company] = await api.database.db.select().from(companies).where(eq(companies.paysByContract, true)).limit(1);
  const [client] = await api.database.db.select().from(clients).where(eq(clients.phone, phone));
  if (client) await api.database.db.update(clients).set({ companyId: company!.id }).where(eq(clients.id, client.id));
  else await api.database.db.insert(clients).values({ phone, name: 'Сотрудник', companyId: company!.id });
  return company!.name;
}

let phones = 0;
/** A phone number no other test of the file uses. */
export function freshPhone(): string {
  phones += 1;
  return `+7916${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`;
}

/** Roubles as the API answers them, in kopecks. */
export const cents = (roubles: number) => Math.round(roubles * 100);

/**
 * The cash desk of a test file whose API has a master and a cashier signed in (testApiFixture):
 * the orders it builds, the list it reads and how it closes an order, as the staff would.
 */
export function cashDesk(ctx: TestApiFixture<'master' | 'cashier'>) {
  const order = (id: number) => getOrder(ctx.api, ctx.tokens.cashier, id);

  /** The cashier's list, whose badge must count what in it needs the desk now. */
  async function cashierList() {
    const list = (await ctx.get('order/list?status=waiting_for_payment&page_size=50', 'cashier')).body.data;
    const stats = (await ctx.get('get-order-stats-cashier', 'cashier')).body.data;
    expect(stats.waiting_for_payment.all).toBe(deskBadgeCount(list));
    return list.orders as Array<{ id: number; pay_sum: number; refund_due: number; sum_final: number }>;
  }

  /** An order in progress with two wash lines, workers on both, keys in a cell, no client discount. */
  async function twoLineOrder(input: { phone?: string } = {}) {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master, { phone: input.phone ?? null });
    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id);
    const [worker] = await washWorkers(ctx.api, ctx.tokens.master);
    for (const item of (await order(orderId)).items) {
      await ctx.post('order/set-worker', { order_id: orderId, order_item_id: item.order_item_id, workers: [worker!.worker_id] }, 'master');
    }
    await ctx.post('order/keys-taken', { order_id: orderId }, 'master');
    expect((await ctx.post('order/started', { order_id: orderId }, 'master')).status).toBe(200);
    return orderId;
  }

  /** The cashier gives back everything due, finishes with the keys; the order leaves the list for good. */
  async function closeAtTheDesk(orderId: number) {
    let o = await order(orderId);
    // Back the way the client paid (docs/decisions/055): cash only what came in cash, which
    // is then in the test cashier's drawer (it opens empty).
    for (const [n, part] of refundParts(linesOfAnswer(o.pay_transactions), cents(o.refund_due)).entries()) {
      const refund = await ctx.post(
        'order/refund',
        {
          order_id: orderId,
          sum: part.sum / 100,
          method: part.method,
          fuel_card_name: part.fuel_card_name,
          idempotency_key: `refund-${n}-${orderId}`,
        },
        'cashier',
      );
      expect(refund.status, JSON.stringify(refund.body)).toBe(200);
      expect(refund.body.details).toBe('Деньги возвращены клиенту');
    }
    o = await order(orderId);
    if (o.job_status === 'in_progress') expect((await ctx.post('order/complete', { order_id: orderId }, 'master')).status).toBe(200);
    o = await order(orderId);
    if (o.pay_sum > 0)
      expect((await ctx.post('order/pay', { order_id: orderId, sum: o.pay_sum, method: 'card' }, 'cashier')).status).toBe(200);
    o = await order(orderId);
    expect(o.can_return_keys).toBe(true);
    expect((await ctx.post('order/keys-returned', { order_id: orderId }, 'cashier')).body.details).toBe('Ключи выданы');
    o = await order(orderId);
    expect(o).toMatchObject({
      pay_sum: 0,
      refund_due: 0,
      needs_cashier: false,
      can_return_keys: false,
      car: { keys: 'Ключи выданы', key_cell: null },
    });
    if (o.job_status === 'done') expect([3, 4]).toContain(o.pay_status);
    expect((await cashierList()).map((r) => r.id)).not.toContain(orderId);
  }

  return { order, cashierList, twoLineOrder, closeAtTheDesk };
}
