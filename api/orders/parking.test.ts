import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders } from '../db/schema';
import { HOUR_MS } from '../domain/parking';
import { finishedOrder, getOrder } from '../test/order-fixtures';
import { cents, runParkingClock, testClock } from '../test/money-fixtures';
import { deskBadgeCount } from '../test/order-invariants';
import { testApiFixture } from '../test/test-api';

/**
 * Parking (decision 010): a charge that exists whether anyone looks or not, the
 * same on every screen, audited once per change, that stops when the order is paid and never
 * passes the cap. The API runs on a clock the test moves.
 */
const clock = testClock(new Date('2026-11-20T09:00:00Z'));
const ctx = testApiFixture({ roles: ['cashier', 'master'], clock: clock.now });

const { post } = ctx;

async function doneOrder() {
  return (await finishedOrder(ctx.api, ctx.tokens.master)).orderId;
}

/** The order page, its row in the cashier list and the badge, which must agree. */
async function everywhere(orderId: number) {
  const page = await getOrder(ctx.api, ctx.tokens.cashier, orderId);
  const list = (await ctx.get('order/list?status=waiting_for_payment&page_size=50', 'cashier')).body.data;
  const all = (await ctx.get(`order/list?status=all&search_string=${orderId}`, 'cashier')).body.data;
  const badge = (await ctx.get('get-order-stats-cashier', 'cashier')).body.data.waiting_for_payment.all;
  const row = all.orders.find((o: { id: number }) => o.id === orderId);
  expect(row.sum_final).toBe(page.sum_final);
  expect(row.pay_sum).toBe(page.pay_sum);
  expect(list.orders.some((o: { id: number }) => o.id === orderId)).toBe(page.needs_cashier);
  expect(badge).toBe(deskBadgeCount(list));
  return page;
}

const parkingAudits = async (orderId: number) =>
  ctx.api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.parking.charged')));

describe('parking', () => {
  it('is charged by the clock per started hour past two, the same on every screen, audited once per change', async () => {
    const id = await doneOrder();
    const services = (await getOrder(ctx.api, ctx.tokens.cashier, id)).sum_final;
    clock.advance(2 * HOUR_MS);
    expect(await runParkingClock(ctx.api)).toBe(0);
    expect((await everywhere(id)).parking).toBeNull();

    clock.advance(60_000);
    expect(await runParkingClock(ctx.api)).toBe(1);
    let page = await everywhere(id);
    expect(page.parking).toEqual({ hours: 1, rate: 100, sum: 100, capped: false, stopped: false });
    expect(page.items.find((i: { kind: string }) => i.kind === 'parking')).toMatchObject({
      name: 'Парковка',
      sum: 100,
      discount: 0,
      is_removable: true,
    });
    expect(cents(page.sum_final)).toBe(cents(services) + 10_000);
    // The customer's page says the line in its own language: the view marks it, not its Russian name.
    const [row] = await ctx.api.database.db.select({ token: orders.publicToken }).from(orders).where(eq(orders.id, id));
    const view = (await ctx.get(`public/order/${row!.token}`)).body.data;
    expect(view.services.filter((s: { parking: boolean }) => s.parking)).toEqual([expect.objectContaining({ sum: 100 })]);
    expect(view.services.filter((s: { parking: boolean }) => !s.parking)).not.toHaveLength(0);
    expect(await runParkingClock(ctx.api)).toBe(0);
    expect(await parkingAudits(id)).toHaveLength(1);

    clock.advance(5 * HOUR_MS);
    await runParkingClock(ctx.api);
    page = await everywhere(id);
    expect(page.parking).toMatchObject({ hours: 6, sum: 600 });
    expect(await parkingAudits(id)).toHaveLength(2);

    // A partial payment does not stop the clock; paying the rest does.
    await post('order/pay', { order_id: id, sum: 100, method: 'cash' });
    clock.advance(HOUR_MS);
    await runParkingClock(ctx.api);
    page = await everywhere(id);
    expect(page.parking.hours).toBe(7);
    await post('order/pay', { order_id: id, sum: page.pay_sum, method: 'card' });
    clock.advance(10 * HOUR_MS);
    expect(await runParkingClock(ctx.api)).toBe(0);
    page = await everywhere(id);
    expect(page).toMatchObject({ pay_status: 3, pay_sum: 0, parking: { hours: 7, sum: 700, stopped: true } });

    // A new rate later does not reprice what was charged: the paid order stays as it is.
    ctx.api.context.settings.PARKING_RATE = 200;
    try {
      const payment = page.pay_transactions[0].id;
      expect((await post(`order/payment/switch-method?payment_id=${payment}&method=card`)).status).toBe(200);
      expect((await everywhere(id)).parking).toMatchObject({ hours: 7, rate: 100, sum: 700 });
    } finally {
      ctx.api.context.settings.PARKING_RATE = 100;
    }
  });

  it('never passes PARKING_MAX, and says so', async () => {
    const id = await doneOrder();
    clock.advance(30 * 24 * HOUR_MS);
    await runParkingClock(ctx.api);
    const page = await everywhere(id);
    expect(page.parking).toMatchObject({ sum: 3000, capped: true });
    expect(page.parking.hours).toBe(30 * 24 - 2);
    clock.advance(24 * HOUR_MS);
    expect(await runParkingClock(ctx.api)).toBe(0);
    expect((await everywhere(id)).parking.sum).toBe(3000);
  });

  it('once removed by the cashier, is not charged again', async () => {
    const id = await doneOrder();
    clock.advance(3.5 * HOUR_MS);
    await runParkingClock(ctx.api);
    const before = await everywhere(id);
    expect(before.parking.sum).toBe(200);
    expect((await post('order/remove-parking', { order_id: id })).body.details).toBe('Парковка убрана');
    const after = await everywhere(id);
    expect(after.parking).toBeNull();
    expect(after.items.some((i: { kind: string }) => i.kind === 'parking')).toBe(false);
    expect(cents(after.sum_final)).toBe(cents(before.sum_final) - 20_000);
    clock.advance(10 * HOUR_MS);
    expect(await runParkingClock(ctx.api)).toBe(0);
    expect((await post('order/remove-parking', { order_id: id })).status).toBe(404);
  });

  it('a payment that arrives after the hour turned pays the charge of that hour', async () => {
    const id = await doneOrder();
    clock.advance(2 * HOUR_MS + 60_000);
    await runParkingClock(ctx.api);
    const seen = await getOrder(ctx.api, ctx.tokens.cashier, id);
    clock.advance(HOUR_MS);
    // The clock has not run since: the payment brings the charge up to date itself.
    const paid = await post('order/pay', { order_id: id, sum: seen.pay_sum, method: 'card' });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ pay_status: 2, pay_sum: 100 });
    expect((await everywhere(id)).parking.sum).toBe(200);
  });
});
