import { describe, expect, it } from 'vitest';
import { finishedOrder, washServices } from '../test/order-fixtures';
import { cashDesk, cents, freshPhone, makeContractClient } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';
import { formatRoubles } from '../domain/money';

/**
 * Of the seven ways an order used to get stuck (decision 010), those where the master changes
 * the phone and the order follows its client: a contract, a first visit or a returning client
 * changes how it is paid, never a paid order behind the cashier's back.
 */
const ctx = testApiFixture({ roles: ['cashier', 'master'] });
const { post } = ctx;
const { order, twoLineOrder, closeAtTheDesk } = cashDesk(ctx);
/** Roubles as the API's Russian says them («1 190 ₽»). */
const rub = (roubles: number) => formatRoubles(cents(roubles));

describe('2. the client follows the phone', () => {
  it('a contract order moved to a private client is paid at the desk', async () => {
    const company = freshPhone();
    await makeContractClient(ctx.api, company);
    const id = await twoLineOrder({ phone: company });
    expect(await order(id)).toMatchObject({ is_pay_by_contract: true, is_legal_client: true, can_pay: false, needs_cashier: false });
    const said = await post('order/update-phone', { order_id: id, phone: freshPhone() }, 'master');
    const moved = await order(id);
    expect(moved).toMatchObject({ is_pay_by_contract: false, contract_text: null, can_pay: true, needs_cashier: true });
    // The master hears that the desk now takes money, and how much: a first visit's 30 % off.
    expect(said.body).toMatchObject({ code: 'phone_saved_pay_at_desk_discount', params: { sum: rub(moved.pay_sum), percent: 30 } });
    expect(moved.discount).toBe(30);
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
    const moved = await post('order/update-phone', { order_id: id, phone: company }, 'master');
    // The master is told the order is now a company's and what goes back, not only that the discount changed.
    expect(moved.body).toMatchObject({ code: 'phone_saved_contract_started_refund', params: { refund: rub(100) } });
    // The phone field tells the master, before typing, that only a contract phone is kept now: not «Заказ оплачен».
    expect(await order(id)).toMatchObject({
      is_pay_by_contract: true,
      pay_sum: 0,
      refund_due: 100,
      needs_cashier: true,
      phone_rule: 'contract_money_held',
    });
    expect((await post('order/pay', { order_id: id, sum: 1, method: 'cash' })).body.details).toBe('Заказ оплачивается по договору');
    const back = await post('order/refund', { order_id: id, sum: 100, method: 'cash', idempotency_key: `back-${id}-contract` }, 'cashier');
    expect(back.status).toBe(200);
    // The money given back, the open order takes any phone again.
    expect(await order(id)).toMatchObject({ job_status: 'in_progress', refund_due: 0, phone_rule: null });
    await closeAtTheDesk(id);
    expect((await order(id)).pay_status).toBe(4);
  });

  it("a new client's order moved to a returning client loses «Первый раз»; a paid one is not reopened", async () => {
    const returning = freshPhone();
    await finishedOrder(ctx.api, ctx.tokens.master, { phone: returning });

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
    expect(refused.body.details).toMatch(
      /^Заказ уже оплачен: после этого изменения к оплате стало бы ещё [\d\s,]+\s₽\. Изменение не сохранено$/,
    );
    expect(await order(paid)).toMatchObject({ is_first_order: true, discount: 30, pay_status: 3, pay_sum: 0 });
  });
});

describe('what the audit found: no side door to a price change', () => {
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
    expect(contract).toMatchObject({ is_pay_by_contract: true, pay_sum: 0, phone_rule: 'contract_money_held' });
    const [service] = await washServices(ctx.api, ctx.tokens.master, id);
    const grown = await post(
      'new-order/update',
      { order_id: id, action: 'add', service_id: service!.service_id, is_wash_service: true, quantity: 3 },
      'master',
    );
    expect(grown.status).toBe(200);
    const back = await post('order/update-phone', { order_id: id, phone }, 'master');
    expect(back.status).toBe(409);
    // Paid at the desk, then a company's: the money is the client's to get back, so the order is said to be on a contract.
    expect(back.body).toMatchObject({ code: 'change_leaves_contract_money_held' });
    expect(back.body.details).toMatch(/^Заказ по договору, а на кассе за него уже получены деньги: без договора к оплате стало бы ещё/);
    expect((await order(id)).is_pay_by_contract).toBe(true);
  });
});

describe('5. a phone change that cuts the refund due is said, to the master and at the desk', () => {
  /** A first order (30 % «Первый раз») paid in full, whose dearer line is then canceled: money is due back. */
  async function firstOrderWithRefund() {
    const id = await twoLineOrder({ phone: freshPhone() });
    await post('order/pay', { order_id: id, sum: (await order(id)).pay_sum, method: 'card' });
    const lines = (await order(id)).items as Array<{ order_item_id: number; sum: number }>;
    const dearer = lines.reduce((a, b) => (b.sum >= a.sum ? b : a));
    expect((await post('order/cancel-item', { order_item_id: dearer.order_item_id }, 'master')).status).toBe(200);
    const before = await order(id);
    expect(before).toMatchObject({ is_first_order: true, discount: 30, pay_sum: 0 });
    expect(before.refund_due).toBeGreaterThan(0);
    return { id, before };
  }

  it("a first order turned a returning client's loses «Первый раз»: the master hears the refund shrink, the cashier reads it", async () => {
    const returning = freshPhone();
    await finishedOrder(ctx.api, ctx.tokens.master, { phone: returning });
    const { id, before } = await firstOrderWithRefund();

    const changed = await post('order/update-phone', { order_id: id, phone: returning }, 'master');
    expect(changed.status).toBe(200);
    const after = await order(id);
    expect(after).toMatchObject({ is_first_order: false, discount: 0, pay_sum: 0 });
    expect(after.refund_due).toBeLessThan(before.refund_due);
    expect(changed.body).toMatchObject({
      code: 'phone_saved_refund_lowered',
      params: { percent: 0, was_percent: 30, refund: rub(after.refund_due), was_refund: rub(before.refund_due) },
    });
    expect(changed.body.details).toBe(
      `Телефон сохранён. Скидка заказа теперь 0% вместо 30%: к возврату клиенту ${rub(after.refund_due)} вместо ${rub(before.refund_due)}`,
    );
    // The cashier's order says what happened to the money due back, and when.
    expect(after.refund_lowered).toMatchObject({
      cause: 'discount',
      was_percent: 30,
      percent: 0,
      was_refund: before.refund_due,
      refund: after.refund_due,
    });
    expect(Date.parse(after.refund_lowered.at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('money kept on a contract order stops being due back when the order leaves the contract: said, not silent', async () => {
    const id = await twoLineOrder();
    const paid = (await order(id)).pay_sum;
    await post('order/pay', { order_id: id, sum: paid, method: 'card' });
    const company = freshPhone();
    await makeContractClient(ctx.api, company);
    const moved = await post('order/update-phone', { order_id: id, phone: company }, 'master');
    expect(moved.body).toMatchObject({ code: 'phone_saved_contract_started_refund', params: { refund: rub(paid) } });
    expect(await order(id)).toMatchObject({ is_pay_by_contract: true, refund_due: paid, refund_lowered: null });

    // The phone taken off: a private order again, at the same price, so nothing is due back.
    const cleared = await post('order/update-phone', { order_id: id, phone: null }, 'master');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ code: 'phone_saved_contract_ended', params: { refund: rub(0), was_refund: rub(paid) } });
    expect(await order(id)).toMatchObject({
      is_pay_by_contract: false,
      refund_due: 0,
      pay_sum: 0,
      refund_lowered: { cause: 'contract', was_refund: paid, refund: 0 },
    });
  });

  it('a discount lost on an unpaid order is said too; a phone change that moves no money says only «Телефон сохранён»', async () => {
    const returning = freshPhone();
    await finishedOrder(ctx.api, ctx.tokens.master, { phone: returning });
    const id = await twoLineOrder({ phone: freshPhone() });
    const lost = await post('order/update-phone', { order_id: id, phone: returning }, 'master');
    expect(lost.body).toMatchObject({ code: 'phone_saved_discount_changed', params: { percent: 0, was_percent: 30 } });
    expect((await order(id)).refund_lowered).toBeNull();
    const same = await post('order/update-phone', { order_id: id, phone: freshPhone() }, 'master');
    expect(same.body).toMatchObject({ code: 'phone_saved_discount_changed', params: { percent: 30, was_percent: 0 } });
    const again = await post('order/update-phone', { order_id: id, phone: freshPhone() }, 'master');
    expect(again.body.code).toBe('phone_saved');
    // An unpaid first-visit order handed to a company loses its 30 %: said as the contract, nothing to give back.
    const company = freshPhone();
    await makeContractClient(ctx.api, company);
    const contract = await post('order/update-phone', { order_id: id, phone: company }, 'master');
    expect(contract.body).toMatchObject({ code: 'phone_saved_contract_started' });
    expect(await order(id)).toMatchObject({ is_pay_by_contract: true, refund_due: 0 });
    // And back off the contract with the phone cleared: no client, no discount, the whole sum at the desk.
    const cleared = await post('order/update-phone', { order_id: id, phone: null }, 'master');
    const unpaid = await order(id);
    expect(unpaid).toMatchObject({ is_pay_by_contract: false, discount: 0 });
    expect(cleared.body).toMatchObject({ code: 'phone_saved_pay_at_desk', params: { sum: rub(unpaid.pay_sum) } });
    expect(unpaid.pay_sum).toBeGreaterThan(0);
  });
});
