import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { addWash, createOrder, washServices } from '../test/order-fixtures';
import { approvedDiscount, cashDesk, cents, freshPhone } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Of the seven ways an order used to get stuck (decision 010), those where money is paid and
 * the price then goes down: a refund, audited and idempotent, never a stuck order. Each is
 * played through the API as the master and the cashier would, and each ends in a state the
 * cashier can close.
 */
const ctx = testApiFixture({ roles: ['cashier', 'master'] });
const { post } = ctx;
const { order, cashierList, twoLineOrder, closeAtTheDesk } = cashDesk(ctx);

describe('1. money paid, then the price goes down: a refund, not a stuck order', () => {
  it('an approved discount', async () => {
    const id = await twoLineOrder();
    const due = (await order(id)).pay_sum;
    const paid = Math.round(due * 0.9);
    expect((await post('order/pay', { order_id: id, sum: paid, method: 'cash' })).body.data.pay_status).toBe(2);
    expect((await approvedDiscount(ctx.api, ctx.tokens.cashier, id, 20)).body.details).toBe('Скидка подтверждена и применена');
    const o = await order(id);
    expect(o.discount).toBe(20);
    expect(cents(o.sum_final)).toBe(o.items.reduce((s: number, i: { sum: number }) => s + cents(i.sum), 0));
    expect(o.sum_final).toBeLessThan(paid);
    expect(o).toMatchObject({ pay_status: 3, pay_sum: 0, needs_cashier: true, can_refund: true, can_pay: false, can_discount: false });
    expect(cents(o.refund_due)).toBe(cents(paid) - cents(o.sum_final));
    const row = (await cashierList()).find((r) => r.id === id);
    expect(row && cents(row.refund_due)).toBe(cents(o.refund_due));
    expect((await post('order/pay', { order_id: id, sum: 1, method: 'cash' })).body.details).toBe('Заказ уже оплачен');
    const over = await post('order/refund', { order_id: id, sum: o.refund_due + 1, method: 'cash' });
    expect(over.status).toBe(409);
    expect(over.body.details).toMatch(/^Сумма больше, чем нужно вернуть: [\d\s,]+\s₽$/);
    await closeAtTheDesk(id);
    const history = (await order(id)).pay_transactions;
    expect(history.map((p: { kind: string }) => p.kind)).toEqual(['payment', 'refund']);
    expect(cents(history[1].sum)).toBe(-cents(o.refund_due));
  });

  it('the car joins a discount group', async () => {
    const id = await twoLineOrder();
    const due = (await order(id)).pay_sum;
    await post('order/pay', { order_id: id, sum: due, method: 'card' });
    const groups = (await ctx.api.call('GET', `order/get-groups-available?order_id=${id}`, { token: ctx.tokens.cashier })).body.data;
    const group = groups.find((g: { percent: number }) => g.percent >= 5)!;
    expect((await post('car/add-to-group', { order_id: id, group_id: group.id })).status).toBe(200);
    const o = await order(id);
    expect(o).toMatchObject({ discount: group.percent, discount_source: 'group', discount_reason: group.name, pay_status: 3 });
    expect(cents(o.refund_due)).toBe(cents(due) - cents(o.sum_final));
    expect(o.refund_due).toBeGreaterThan(0);
    await closeAtTheDesk(id);
  });

  it('the master cancels a line of a fully paid order', async () => {
    const id = await twoLineOrder();
    const before = await order(id);
    await post('order/pay', { order_id: id, sum: before.pay_sum, method: 'card' });
    expect((await order(id)).can_be_changed).toBe(false);
    const second = before.items[1];
    expect(second.can_cancel).toBe(true);
    expect((await post('order/cancel-item', { order_item_id: second.order_item_id }, 'master')).status).toBe(200);
    const o = await order(id);
    expect(cents(o.refund_due)).toBe(cents(second.sum));
    // Lifting the cancel would ask the client for more: not on a paid order.
    expect(o.items[1].can_cancel).toBe(false);
    const lift = await post('order/cancel-item', { order_item_id: second.order_item_id }, 'master');
    expect(lift.status).toBe(409);
    expect(lift.body.details).toBe('Заказ оплачен, вернуть отменённую услугу нельзя');
    await closeAtTheDesk(id);
  });

  it('the master deletes a line of a partly paid order', async () => {
    const id = await twoLineOrder();
    const before = await order(id);
    const paid = before.pay_sum - 1;
    await post('order/pay', { order_id: id, sum: paid, method: 'cash' });
    const second = before.items[1];
    const del = await post(
      'new-order/update',
      { order_id: id, action: 'delete', service_id: second.service_id, is_wash_service: true },
      'master',
    );
    expect(del.status).toBe(200);
    const o = await order(id);
    expect(cents(o.refund_due)).toBe(cents(paid) - cents(o.sum_final));
    await closeAtTheDesk(id);
  });

  it('the phone moves the order to a client on a first visit (30 %)', async () => {
    const id = await twoLineOrder();
    const before = await order(id);
    await post('order/pay', { order_id: id, sum: before.pay_sum, method: 'card' });
    expect((await post('order/update-phone', { order_id: id, phone: freshPhone() }, 'master')).status).toBe(200);
    const o = await order(id);
    expect(o).toMatchObject({ is_first_order: true, discount: 30, discount_reason: 'Первый раз' });
    expect(cents(o.refund_due)).toBe(cents(before.pay_sum) - cents(o.sum_final));
    await closeAtTheDesk(id);
  });

  it('a fully prepaid waiting order loses all its lines: all the money goes back, and that ends the order', async () => {
    const { orderId: id } = await createOrder(ctx.api, ctx.tokens.master);
    const [a] = await washServices(ctx.api, ctx.tokens.master, id);
    await addWash(ctx.api, ctx.tokens.master, id, a!.service_id);
    await post('order/keys-taken', { order_id: id }, 'master');
    const due = (await order(id)).pay_sum;
    await post('order/pay', { order_id: id, sum: due, method: 'card' });
    const refused = await post('order/cancel', { order_id: id }, 'master');
    expect(refused.status).toBe(409);
    expect(refused.body.details).toMatch(/^По заказу оплачено .*\s₽, отменить его нельзя\. Отмените услуги/);
    await post('order/cancel-item', { order_item_id: (await order(id)).items[0].order_item_id }, 'master');
    expect(await order(id)).toMatchObject({ sum_final: 0, refund_due: due, needs_cashier: true, is_can_be_started: false });
    // With no service left the master is told only what ends it, not to cancel services, nor why «В работу» is missing.
    expect(await order(id)).toMatchObject({ cancel_refusal_code: 'order_refund_pending', start_refusal_code: null });
    const emptied = await post('order/cancel', { order_id: id }, 'master');
    expect(emptied.status).toBe(409);
    const started = await post('order/started', { order_id: id }, 'master');
    expect(started.body).toMatchObject({ code: 'order_refund_pending' });
    expect(emptied.body.details).toMatch(/^Услуг в заказе не осталось: заказ отменится сам, когда кассир вернёт клиенту .*\s₽$/);
    const refund = await post('order/refund', { order_id: id, sum: due, method: 'card' });
    // Nothing is left to do or to pay: the refund cancels the order, which no longer waits at 0 ₽,
    // and the cashier is told so.
    expect(refund.body).toMatchObject({
      details: 'Деньги возвращены клиенту. Заказ отменён: услуг в нём не осталось',
      data: { job_status: 'canceled', refund_due: 0 },
    });
    expect(await order(id)).toMatchObject({ job_status: 'canceled', sum_final: 0, refund_due: 0, total_refunded: due });
    expect((await post('order/cancel', { order_id: id }, 'master')).body.code).toBe('order_cancel_canceled');
    await closeAtTheDesk(id);
    expect((await order(id)).job_status).toBe('canceled');
  });

  it('an order in work whose services are all canceled is not finished: its refund cancels it', async () => {
    const id = await twoLineOrder();
    expect((await post('order/pay', { order_id: id, sum: 1, method: 'cash' })).status).toBe(200);
    for (const line of (await order(id)).items)
      expect((await post('order/cancel-item', { order_item_id: line.order_item_id, canceled: true }, 'master')).status).toBe(200);
    expect(await order(id)).toMatchObject({
      job_status: 'in_progress',
      can_be_completed: false,
      complete_refusal_code: 'order_complete_no_services',
      refund_due: 1,
    });
    const refused = await post('order/complete', { order_id: id }, 'master');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'order_complete_no_services',
      details: 'В заказе не осталось услуг: завершать нечего. Заказ отменится, когда кассир вернёт деньги',
    });
    expect((await order(id)).job_status).toBe('in_progress');
    // The list offers no «Завершить» on its row either.
    const row = ((await ctx.get('order/list?status=all&page_size=50', 'master')).body.data.orders as Array<{ id: number }>).find(
      (o) => o.id === id,
    );
    expect(row).toMatchObject({ can_be_completed: false });
    // A part of the money back is not the end yet; the rest is.
    expect((await post('order/refund', { order_id: id, sum: 0.5, method: 'cash' })).body).toMatchObject({
      details: 'Возврат проведён',
      data: { job_status: 'in_progress' },
    });
    expect((await order(id)).job_status).toBe('in_progress');
    expect((await post('order/refund', { order_id: id, sum: 0.5, method: 'cash' })).body).toMatchObject({
      details: 'Деньги возвращены клиенту. Заказ отменён: услуг в нём не осталось',
    });
    expect(await order(id)).toMatchObject({ job_status: 'canceled', total_paid: 1, total_refunded: 1, refund_due: 0 });
    await closeAtTheDesk(id);
  });
});

describe('7. the answers carry what may be done; refunds are audited', () => {
  it('a refund is audited and idempotent like a payment', async () => {
    const id = await twoLineOrder();
    const due = (await order(id)).pay_sum;
    await post('order/pay', { order_id: id, sum: due, method: 'fuel', fuel_card_name: 'petrol' });
    await post('order/cancel-item', { order_item_id: (await order(id)).items[0].order_item_id }, 'master');
    const back = (await order(id)).refund_due;
    const body = { order_id: id, sum: 1, method: 'fuel', fuel_card_name: 'petrol', idempotency_key: `refund-one-${id}` };
    const first = await post('order/refund', body);
    const again = await post('order/refund', body);
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body).toMatchObject({
      details: 'Возврат проведён',
      data: { refund_due: Math.round((back - 1) * 100) / 100, total_refunded: 1 },
    });
    expect((await post('order/refund', { ...body, sum: 2 })).status).toBe(422);
    const rows = await ctx.api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'payment.refunded')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toMatchObject({ sum: 100, method: 'fuel', fuel_card_name: 'petrol' });
    const masterTries = await post('order/refund', { ...body, idempotency_key: undefined }, 'master');
    expect(masterTries.status).toBe(403);
    for (const bad of [
      { ...body, sum: 0 },
      { ...body, sum: -1 },
      { ...body, sum: true },
      { ...body, sum: [1] },
      { ...body, sum: '0x10' },
      { ...body, method: 'bitcoin' },
      { ...body, fuel_card_name: undefined },
    ]) {
      const res = await post('order/refund', { ...bad, idempotency_key: undefined });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    await closeAtTheDesk(id);
  });
});
