import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, smsOutbox } from '../db/schema';
import { addWash, createOrder, getOrder, startedOrder, washServices, washWorkers } from '../test/order-fixtures';
import { approvedDiscount, freshPhone, makeContractClient } from '../test/money-fixtures';
import { deskBadgeCount } from '../test/order-invariants';
import { testApiFixture } from '../test/test-api';

/**
 * The seven ways an order used to get stuck (decision 010), each played through the API as the
 * master and the cashier would, and each ending in a state the cashier can close.
 */
const ctx = testApiFixture('master', 'cashier');
const post = (path: string, body: unknown, who: 'master' | 'cashier' = 'cashier') => ctx.api.call('POST', path, { token: ctx.tokens[who], body });
const order = (id: number) => getOrder(ctx.api, ctx.tokens.cashier, id);
const cents = (roubles: number) => Math.round(roubles * 100);

async function cashierList() {
  const list = (await ctx.api.call('GET', 'order/list?status=waiting_for_payment&page_size=50', { token: ctx.tokens.cashier })).body.data;
  const stats = (await ctx.api.call('GET', 'get-order-stats-cashier', { token: ctx.tokens.cashier })).body.data;
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
    await post('order/set-worker', { order_id: orderId, order_item_id: item.order_item_id, workers: [worker!.worker_id] }, 'master');
  }
  await post('order/keys-taken', { order_id: orderId }, 'master');
  expect((await post('order/started', { order_id: orderId }, 'master')).status).toBe(200);
  return orderId;
}

/** The cashier gives back everything due, finishes with the keys; the order leaves the list for good. */
async function closeAtTheDesk(orderId: number) {
  let o = await order(orderId);
  if (o.refund_due > 0) {
    const refund = await post('order/refund', { order_id: orderId, sum: o.refund_due, method: 'cash', idempotency_key: `refund-all-${orderId}` });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect(refund.body.details).toBe('Деньги возвращены клиенту');
  }
  o = await order(orderId);
  if (o.job_status === 'in_progress') expect((await post('order/complete', { order_id: orderId }, 'master')).status).toBe(200);
  o = await order(orderId);
  if (o.pay_sum > 0) expect((await post('order/pay', { order_id: orderId, sum: o.pay_sum, method: 'card' })).status).toBe(200);
  o = await order(orderId);
  expect(o.can_return_keys).toBe(true);
  expect((await post('order/keys-returned', { order_id: orderId })).body.details).toBe('Ключи выданы');
  o = await order(orderId);
  expect(o).toMatchObject({ pay_sum: 0, refund_due: 0, needs_cashier: false, can_return_keys: false, car: { keys: 'Ключи выданы', key_cell: null } });
  if (o.job_status === 'done') expect([3, 4]).toContain(o.pay_status);
  expect((await cashierList()).map((r) => r.id)).not.toContain(orderId);
}

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
    expect(over.body.details).toMatch(/^Сумма больше, чем нужно вернуть: [\d\s  ,]+ ₽$/);
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
    const del = await post('new-order/update', { order_id: id, action: 'delete', service_id: second.service_id, is_wash_service: true }, 'master');
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

  it('a fully prepaid waiting order loses all its lines: all the money goes back, then it can be canceled', async () => {
    const { orderId: id } = await createOrder(ctx.api, ctx.tokens.master);
    const [a] = await washServices(ctx.api, ctx.tokens.master, id);
    await addWash(ctx.api, ctx.tokens.master, id, a!.service_id);
    await post('order/keys-taken', { order_id: id }, 'master');
    const due = (await order(id)).pay_sum;
    await post('order/pay', { order_id: id, sum: due, method: 'card' });
    const refused = await post('order/cancel', { order_id: id }, 'master');
    expect(refused.status).toBe(409);
    expect(refused.body.details).toMatch(/^По заказу оплачено .* ₽, отменить его нельзя\. Отмените услуги/);
    await post('order/cancel-item', { order_item_id: (await order(id)).items[0].order_item_id }, 'master');
    expect(await order(id)).toMatchObject({ sum_final: 0, refund_due: due, needs_cashier: true, is_can_be_started: false });
    await post('order/refund', { order_id: id, sum: due, method: 'card' });
    expect((await post('order/cancel', { order_id: id }, 'master')).body.details).toBe('Заказ отменён');
    await closeAtTheDesk(id);
    expect((await order(id)).job_status).toBe('canceled');
  });
});

describe('2. the client follows the phone', () => {
  it('a contract order moved to a private client is paid at the desk', async () => {
    const company = freshPhone();
    await makeContractClient(ctx.api, company);
    const id = await twoLineOrder({ phone: company });
    expect(await order(id)).toMatchObject({ is_pay_by_contract: true, is_legal_client: true, can_pay: false, needs_cashier: false });
    await post('order/update-phone', { order_id: id, phone: freshPhone() }, 'master');
    const moved = await order(id);
    expect(moved).toMatchObject({ is_pay_by_contract: false, contract_text: null, can_pay: true, needs_cashier: true });
    await post('order/complete', { order_id: id }, 'master');
    expect((await order(id)).pay_status).toBe(1);
    await closeAtTheDesk(id);
    expect((await order(id)).pay_status).toBe(3);
  });

  it('money taken before the client turned out to be a contract one goes back', async () => {
    const id = await twoLineOrder();
    await post('order/pay', { order_id: id, sum: 100, method: 'cash' });
    const company = freshPhone();
    await makeContractClient(ctx.api, company);
    await post('order/update-phone', { order_id: id, phone: company }, 'master');
    expect(await order(id)).toMatchObject({ is_pay_by_contract: true, pay_sum: 0, refund_due: 100, needs_cashier: true });
    expect((await post('order/pay', { order_id: id, sum: 1, method: 'cash' })).body.details).toBe('Заказ оплачивается по договору');
    await closeAtTheDesk(id);
    expect((await order(id)).pay_status).toBe(4);
  });

  it('a new client\'s order moved to a returning client loses «Первый раз»; a paid one is not reopened', async () => {
    const returning = freshPhone();
    const first = await startedOrder(ctx.api, ctx.tokens.master, { phone: returning });
    await post('order/complete', { order_id: first.orderId }, 'master');

    const id = await twoLineOrder({ phone: freshPhone() });
    expect(await order(id)).toMatchObject({ is_first_order: true, discount: 30 });
    await post('order/update-phone', { order_id: id, phone: returning }, 'master');
    const moved = await order(id);
    expect(moved).toMatchObject({ is_first_order: false, discount: 0, discount_source: 'none', discount_reason: '' });

    const paid = await twoLineOrder({ phone: freshPhone() });
    const due = (await order(paid)).pay_sum;
    await post('order/pay', { order_id: paid, sum: due, method: 'card' });
    const refused = await post('order/update-phone', { order_id: paid, phone: returning }, 'master');
    expect(refused.status).toBe(409);
    expect(refused.body.details).toMatch(/^Заказ уже оплачен: после этого изменения к оплате стало бы ещё [\d\s  ,]+ ₽\. Изменение не сохранено$/);
    expect(await order(paid)).toMatchObject({ is_first_order: true, discount: 30, pay_status: 3, pay_sum: 0 });
  });
});

describe('4. a canceled order keeps its keys in the cell until the cashier hands them back', () => {
  it('is in the cashier list with the keys, and leaves it once they are returned', async () => {
    const { orderId: id } = await createOrder(ctx.api, ctx.tokens.master);
    const keys = (await post('order/keys-taken', { order_id: id }, 'master')).body.data.keys as string;
    await post('order/cancel', { order_id: id }, 'master');
    const o = await order(id);
    expect(o).toMatchObject({ job_status: 'canceled', car: { keys }, can_return_keys: true, can_pay: false, can_discount: false, needs_cashier: true });
    expect((await cashierList()).map((r) => r.id)).toContain(id);
    await closeAtTheDesk(id);
  });
});

describe('6. a discount never raises the price by surprise', () => {
  it('a manual discount below the one in force is refused before any SMS, naming it; a reset brings the order\'s own back', async () => {
    const id = await twoLineOrder({ phone: freshPhone() });
    const before = await order(id);
    expect(before).toMatchObject({ discount: 30, discount_reason: 'Первый раз' });
    const sent = (await ctx.api.database.db.select().from(smsOutbox)).length;
    const lower = await post('order/request-discount', { order_id: id, discount_amount: '10%' });
    expect(lower.status).toBe(409);
    expect(lower.body.details).toBe('Уже действует скидка 30% («Первый раз»): скидка 10% меньше и не применяется');
    expect((await ctx.api.database.db.select().from(smsOutbox)).length).toBe(sent);
    expect((await order(id)).pay_sum).toBe(before.pay_sum);

    expect((await approvedDiscount(ctx.api, ctx.tokens.cashier, id, 40)).body.details).toBe('Скидка подтверждена и применена');
    expect(await order(id)).toMatchObject({ discount: 40, discount_source: 'manual', discount_reason: 'Скидка кассира' });
    await post('order/update-discount', { order_id: id, comment: 'ЖК Символ' });
    expect((await order(id)).discount_reason).toBe('ЖК Символ');
    await post('order/update-discount', { order_id: id, discount: 0 });
    expect(await order(id)).toMatchObject({ discount: 30, discount_source: 'first', discount_reason: 'Первый раз' });
  });
});

describe('7. the answers carry what may be done; refunds are audited', () => {
  it('a refund is audited and idempotent like a payment', async () => {
    const id = await twoLineOrder();
    const due = (await order(id)).pay_sum;
    await post('order/pay', { order_id: id, sum: due, method: 'card' });
    await post('order/cancel-item', { order_item_id: (await order(id)).items[0].order_item_id }, 'master');
    const back = (await order(id)).refund_due;
    const body = { order_id: id, sum: 1, method: 'fuel', fuel_card_name: 'petrol', idempotency_key: `refund-one-${id}` };
    const first = await post('order/refund', body);
    const again = await post('order/refund', body);
    expect(again.body.data).toEqual(first.body.data);
    expect(first.body).toMatchObject({ details: 'Возврат проведён', data: { refund_due: Math.round((back - 1) * 100) / 100, total_refunded: 1 } });
    expect((await post('order/refund', { ...body, sum: 2 })).status).toBe(422);
    const rows = await ctx.api.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'payment.refunded')));
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

describe('what the audit found: no side door to a price change', () => {
  it('a discount group lower than the discount in force joins the car but leaves the order its discount', async () => {
    const id = await twoLineOrder({ phone: freshPhone() });
    const before = await order(id);
    const groups = (await ctx.api.call('GET', `order/get-groups-available?order_id=${id}`, { token: ctx.tokens.cashier })).body.data;
    const low = groups.find((g: { percent: number }) => g.percent < 30)!;
    const res = await post('car/add-to-group', { order_id: id, group_id: low.id });
    expect(res.status).toBe(200);
    expect(res.body.details).toBe(`Машина добавлена в группу «${low.name}». На этом заказе остаётся скидка 30% («Первый раз»): она больше`);
    const after = await order(id);
    expect(after).toMatchObject({ discount: 30, discount_source: 'first', pay_sum: before.pay_sum, car: { discount_group: { id: low.id } } });
  });

  it('a cleared phone or an unknown client gives no «Первый раз»; a client has one first order', async () => {
    const phone = freshPhone();
    const first = await twoLineOrder({ phone });
    expect((await order(first)).is_first_order).toBe(true);
    await post('order/update-phone', { order_id: first, phone: null }, 'master');
    expect(await order(first)).toMatchObject({ is_first_order: false, discount: 0 });
    await post('order/update-phone', { order_id: first, phone }, 'master');
    expect(await order(first)).toMatchObject({ is_first_order: true, discount: 30 });
    // Another order moved to the same client is not a first order as well.
    const other = await twoLineOrder();
    await post('order/update-phone', { order_id: other, phone }, 'master');
    expect(await order(other)).toMatchObject({ is_first_order: false, discount: 0 });
  });

  it('a paid order moved to a contract client and back is not reopened', async () => {
    const phone = freshPhone();
    const id = await twoLineOrder({ phone });
    await post('order/pay', { order_id: id, sum: (await order(id)).pay_sum, method: 'card' });
    const company = freshPhone();
    await makeContractClient(ctx.api, company);
    await post('order/update-phone', { order_id: id, phone: company }, 'master');
    const contract = await order(id);
    expect(contract).toMatchObject({ is_pay_by_contract: true, pay_sum: 0 });
    const [service] = await washServices(ctx.api, ctx.tokens.master, id);
    const grown = await post('new-order/update', { order_id: id, action: 'add', service_id: service!.service_id, is_wash_service: true, quantity: 3 }, 'master');
    expect(grown.status).toBe(200);
    const back = await post('order/update-phone', { order_id: id, phone }, 'master');
    expect(back.status).toBe(409);
    expect(back.body.details).toMatch(/^Заказ уже оплачен: после этого изменения к оплате стало бы ещё/);
    expect((await order(id)).is_pay_by_contract).toBe(true);
  });

  it('«Сбросить скидку» without a manual discount is refused, not a silent success', async () => {
    const id = await twoLineOrder({ phone: freshPhone() });
    expect((await order(id)).can_reset_discount).toBe(false);
    const res = await post('order/update-discount', { order_id: id, discount: 0 });
    expect(res.status).toBe(409);
    expect(res.body.details).toBe('Ручной скидки на заказе нет, сбрасывать нечего');
  });

  it('an idempotency key belongs to the cashier who sent it', async () => {
    const other = await ctx.api.signInAs('cashier', 'second-cashier');
    const id = await twoLineOrder();
    const body = { order_id: id, sum: 10, method: 'cash', idempotency_key: `shared-key-${id}` };
    const mine = await post('order/pay', body);
    const theirs = await ctx.api.call('POST', 'order/pay', { token: other, body });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.payment_id).not.toBe(mine.body.data.payment_id);
    expect((await order(id)).total_paid).toBe(20);
  });

  it('changes of one line at once, and new orders for one car at once, answer 4xx, never 500', async () => {
    const id = await twoLineOrder();
    const line = (await order(id)).items[1];
    const answers = await Promise.all([
      post('order/cancel-item', { order_item_id: line.order_item_id }, 'master'),
      post('new-order/update', { order_id: id, action: 'delete', service_id: line.service_id, is_wash_service: true }, 'master'),
      post('order/mark-item', { order_item_id: line.order_item_id }, 'master'),
    ]);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
    const model = (await ctx.api.call('GET', 'get-cars-info', { token: ctx.tokens.master })).body.data.models;
    const any = Object.values(model as Record<string, Array<{ id: number; class_id: number }>>)[0]![0]!;
    const plate = 'Х999ХХ86';
    const phone = freshPhone();
    const created = await Promise.all(
      Array.from({ length: 6 }, () => post('new-order', { plate_number: plate, model_id: any.id, class_id: any.class_id, phone_number: phone }, 'master')),
    );
    expect(created.map((c) => c.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });
});
