import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, clients, companies, orders, payments } from '../db/schema';
import { createOrder, finishedOrder, getOrder, startedOrder } from '../test/order-fixtures';
import { freshTestApi, testApiFixture } from '../test/test-api';

/** The cashier takes money: payments, their idempotency keys and methods, and the keys handed back after. */
const ctx = testApiFixture({ roles: ['cashier', 'master'] });
const { post } = ctx;

/** A finished, unpaid order and what is due on it, in roubles. */
async function doneOrder() {
  const order = await finishedOrder(ctx.api, ctx.tokens.master);
  const due = (await getOrder(ctx.api, ctx.tokens.cashier, order.orderId)).pay_sum as number;
  return { ...order, due };
}

const paymentsOf = (orderId: number) => ctx.api.database.db.select().from(payments).where(eq(payments.orderId, orderId));

describe('order/pay', () => {
  it('takes a partial payment (status 2), then the rest (status 3 with pay_at)', async () => {
    const { orderId, due } = await doneOrder();
    const part = await post('order/pay', { order_id: orderId, sum: 100, method: 'cash' });
    expect(part.status).toBe(200);
    expect(part.body).toMatchObject({ data: { pay_status: 2, total_paid: 100 }, details: 'Оплата принята' });
    let order = await getOrder(ctx.api, ctx.tokens.cashier, orderId);
    expect(order).toMatchObject({ pay_status: 2, pay_status_text: 'Частично оплачен', total_paid: 100, pay_at: null });
    expect(order.pay_sum).toBeCloseTo(due - 100, 2);

    const rest = await post('order/pay', { order_id: orderId, sum: order.pay_sum, method: 'fuel', fuel_card_name: 'yandex' });
    expect(rest.body).toMatchObject({ data: { pay_status: 3, pay_sum: 0 }, details: 'Заказ оплачен' });
    order = await getOrder(ctx.api, ctx.tokens.cashier, orderId);
    expect(order).toMatchObject({ pay_status: 3, pay_status_text: 'Оплачен', pay_sum: 0, can_be_changed: false });
    expect(order.pay_at).toBeTruthy();
    expect(order.pay_transactions.map((p: { method: string; fuel_card_name: string | null }) => [p.method, p.fuel_card_name])).toEqual([
      ['cash', null],
      ['fuel', 'yandex'],
    ]);
    const again = await post('order/pay', { order_id: orderId, sum: 1, method: 'cash' });
    expect(again.status).toBe(409);
    expect(again.body.details).toBe('Заказ уже оплачен');
  });

  it('refuses more than is due, saying how much is due', async () => {
    const { orderId, due } = await doneOrder();
    const res = await post('order/pay', { order_id: orderId, sum: due + 0.01, method: 'card' });
    expect(res.status).toBe(409);
    expect(res.body.details).toMatch(/^Сумма больше, чем осталось оплатить: [\d\s,]+\s₽$/);
    expect(await paymentsOf(orderId)).toHaveLength(0);
  });

  it('refuses bad input with 400 and a master with 403', async () => {
    const { orderId } = await doneOrder();
    for (const body of [
      { order_id: orderId, sum: 100, method: 'fuel' },
      { order_id: orderId, sum: 100, method: 'card', fuel_card_name: 'yandex' },
      { order_id: orderId, sum: 10.005, method: 'cash' },
      { order_id: orderId, sum: -5, method: 'cash' },
      { order_id: orderId, sum: 100, method: 'bitcoin' },
      { order_id: orderId, method: 'cash' },
      // What JavaScript's Number() would take but no cashier types.
      { order_id: orderId, sum: '0x64', method: 'cash' },
      { order_id: orderId, sum: true, method: 'cash' },
      { order_id: orderId, sum: [5], method: 'cash' },
      { order_id: orderId, sum: '1e2', method: 'cash' },
      { order_id: orderId, sum: '', method: 'cash' },
      // Positive, yet less than a kopeck (it gave 500), and more decimals than money has.
      { order_id: orderId, sum: 1e-9, method: 'cash' },
      { order_id: orderId, sum: '0.000000001', method: 'cash' },
      { order_id: orderId, sum: '0.10000000000000000001', method: 'cash' },
    ]) {
      expect((await post('order/pay', body)).status, JSON.stringify(body)).toBe(400);
    }
    const byMaster = await post('order/pay', { order_id: orderId, sum: 100, method: 'cash' }, 'master');
    expect(byMaster.status).toBe(403);
    expect((await post('order/pay', { order_id: 999999, sum: 1, method: 'cash' })).status).toBe(404);
  });

  it('refuses a canceled order', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    await post('order/cancel', { order_id: orderId }, 'master');
    const res = await post('order/pay', { order_id: orderId, sum: 1, method: 'cash' });
    expect(res.status).toBe(409);
    expect(res.body.details).toBe('Заказ отменён, оплата не принимается');
  });
});

describe('idempotency keys', () => {
  it('answers a repeat with the first answer and records one payment; another body is refused', async () => {
    const { orderId } = await doneOrder();
    const body = { order_id: orderId, sum: 50, method: 'cash' };
    const first = await post('order/pay', body, 'cashier', { 'Idempotency-Key': `first-key-of-order-${orderId}` });
    const second = await post('order/pay', body, 'cashier', { 'Idempotency-Key': `first-key-of-order-${orderId}` });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await paymentsOf(orderId)).toHaveLength(1);

    const other = await post('order/pay', { ...body, sum: 60 }, 'cashier', { 'Idempotency-Key': `first-key-of-order-${orderId}` });
    expect(other.status).toBe(422);
    expect(other.body.details).toMatch(/ключ идемпотентности/);
    const field = await post('order/pay', { ...body, idempotency_key: `second-key-of-order-${orderId}` });
    const fieldAgain = await post('order/pay', { ...body, idempotency_key: `second-key-of-order-${orderId}` });
    expect(fieldAgain.body.data).toEqual(field.body.data);
    expect(await paymentsOf(orderId)).toHaveLength(2);
  });

  it('records one payment for 20 simultaneous repeats of one key', async () => {
    const { orderId, due } = await doneOrder();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('order/pay', { order_id: orderId, sum: due, method: 'card' }, 'cashier', {
          'Idempotency-Key': `repeated-key-of-order-${orderId}`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.data.payment_id)).size).toBe(1);
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });
});

describe('two cashiers at once', () => {
  it('records exactly one of 50 simultaneous payments of the full due sum', async () => {
    const { orderId, due } = await doneOrder();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post('order/pay', { order_id: orderId, sum: due, method: 'cash' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const recorded = await paymentsOf(orderId);
    expect(recorded).toHaveLength(1);
    const [order] = await ctx.api.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.totalPaid).toBe(order!.sumFinal);
  });
});

describe('switching the method of a payment', () => {
  it('changes the method and writes old and new to the audit log', async () => {
    const { orderId } = await doneOrder();
    const paid = await post('order/pay', { order_id: orderId, sum: 10, method: 'cash' });
    const id = paid.body.data.payment_id;
    const res = await post(`order/payment/switch-method?payment_id=${id}&method=fuel&fuel_card_name=petrol`);
    expect(res.status).toBe(200);
    const [payment] = await paymentsOf(orderId);
    expect(payment).toMatchObject({ method: 'fuel', fuelCardName: 'petrol' });
    const [row] = await ctx.api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'payment.method')));
    expect(row?.before).toMatchObject({ method: 'cash', fuel_card_name: null });
    expect(row?.after).toMatchObject({ method: 'fuel', fuel_card_name: 'petrol' });
    expect((await post(`order/payment/switch-method?payment_id=${id}&method=fuel`)).status).toBe(400);
    expect((await post(`order/payment/switch-method?payment_id=999999&method=cash`)).status).toBe(404);
  });
});

describe('keys returned', () => {
  it('only from a cell, for a paid order that is done; the cell is freed', async () => {
    const order = await startedOrder(ctx.api, ctx.tokens.master);
    await post('order/keys-taken', { order_id: order.orderId }, 'master');
    await post('order/complete', { order_id: order.orderId }, 'master');
    const unpaid = await post('order/keys-returned', { order_id: order.orderId });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.details).toBe('Ключи выдаются после оплаты');
    const due = (await getOrder(ctx.api, ctx.tokens.cashier, order.orderId)).pay_sum;
    await post('order/pay', { order_id: order.orderId, sum: due, method: 'cash' });
    const ok = await post('order/keys-returned', { order_id: order.orderId });
    expect(ok.body.details).toBe('Ключи выданы');
    expect((await getOrder(ctx.api, ctx.tokens.cashier, order.orderId)).car).toMatchObject({ keys: 'Ключи выданы', key_cell: null });
    expect((await post('order/keys-returned', { order_id: order.orderId })).body.details).toBe('Ключи не лежат в ячейке');
  });
});

describe('contract clients and the cashier list', () => {
  it('settles a done contract order (4), leaving the list; the badge counts the ready car that owes money', async () => {
    // A database of its own: the test reads the whole cashier list and its badge.
    const fresh = await freshTestApi();
    const m = await fresh.signInAs('master');
    const c = await fresh.signInAs('cashier');
    const [company] = await fresh.database.db.select().from(companies).where(eq(companies.paysByContract, true));
    const contract = await startedOrder(fresh, m, { phone: '+79001112233' });
    await fresh.database.db.update(clients).set({ companyId: company!.id }).where(eq(clients.phone, '+79001112233'));
    await fresh.database.db.update(orders).set({ isPayByContract: true, companyId: company!.id }).where(eq(orders.id, contract.orderId));
    await fresh.call('POST', 'order/complete', { token: m, body: { order_id: contract.orderId } });
    const settled = (await fresh.call('GET', `order/${contract.orderId}`, { token: c })).body.data;
    expect(settled).toMatchObject({
      pay_status: 4,
      pay_status_text: 'По договору',
      is_legal_client: true,
      contract_text: `Обслуживание по договору для ${company!.name}`,
    });
    expect((await fresh.call('POST', 'order/pay', { token: c, body: { order_id: contract.orderId, sum: 1, method: 'cash' } })).status).toBe(
      409,
    );

    const partial = await startedOrder(fresh, m);
    await fresh.call('POST', 'order/pay', { token: c, body: { order_id: partial.orderId, sum: 1, method: 'cash' } });
    const full = await startedOrder(fresh, m);
    const due = (await fresh.call('GET', `order/${full.orderId}`, { token: c })).body.data.pay_sum;
    await fresh.call('POST', 'order/pay', { token: c, body: { order_id: full.orderId, sum: due, method: 'card' } });
    const canceled = await createOrder(fresh, m);
    await fresh.call('POST', 'order/cancel', { token: m, body: { order_id: canceled.orderId } });

    const list = (await fresh.call('GET', 'order/list?status=waiting_for_payment', { token: c })).body.data;
    expect(list.orders.map((o: { id: number }) => o.id)).toEqual([partial.orderId]);
    // In the list (it may be paid ahead), but not in the badge while the car is in work.
    const badge = async () => (await fresh.call('GET', 'get-order-stats-cashier', { token: c })).body.data.waiting_for_payment.all;
    expect(await badge()).toBe(0);
    await fresh.call('POST', 'order/complete', { token: m, body: { order_id: partial.orderId } });
    expect(await badge()).toBe(1);
  });
});
