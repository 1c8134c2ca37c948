import { describe, expect, it } from 'vitest';
import { finishedOrder, washServices } from '../test/order-fixtures';
import { cashDesk, freshPhone, makeContractClient } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Of the seven ways an order used to get stuck (decision 010), those where the master changes
 * the phone and the order follows its client: a contract, a first visit or a returning client
 * changes how it is paid, never a paid order behind the cashier's back.
 */
const ctx = testApiFixture({ roles: ['cashier', 'master'] });
const { post } = ctx;
const { order, twoLineOrder, closeAtTheDesk } = cashDesk(ctx);

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
    expect(refused.body.details).toMatch(/^Заказ уже оплачен: после этого изменения к оплате стало бы ещё [\d\s,]+\s₽\. Изменение не сохранено$/);
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
    expect(contract).toMatchObject({ is_pay_by_contract: true, pay_sum: 0 });
    const [service] = await washServices(ctx.api, ctx.tokens.master, id);
    const grown = await post('new-order/update', { order_id: id, action: 'add', service_id: service!.service_id, is_wash_service: true, quantity: 3 }, 'master');
    expect(grown.status).toBe(200);
    const back = await post('order/update-phone', { order_id: id, phone }, 'master');
    expect(back.status).toBe(409);
    expect(back.body.details).toMatch(/^Заказ уже оплачен: после этого изменения к оплате стало бы ещё/);
    expect((await order(id)).is_pay_by_contract).toBe(true);
  });
});
