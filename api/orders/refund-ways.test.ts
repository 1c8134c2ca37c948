import { describe, expect, it } from 'vitest';
import { formatRoubles } from '../domain/money';
import { cashDesk, cents } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Money goes back the way it came (docs/decisions/055): a card or a fuel card gives back at
 * most what the order took by it, so the books never show a card refund the terminal could not
 * make; cash is bound only by the drawer. Played as the master and the cashier would, and each
 * order ends closed at the desk.
 */
const ctx = testApiFixture({ roles: ['cashier', 'master'] });
const { post } = ctx;
const { order, twoLineOrder, closeAtTheDesk } = cashDesk(ctx);

/** An order paid as given, then its second line canceled by the master: its price is due back. */
async function paidThenCut(paid: Array<{ method: string; fuel_card_name?: string; part: number }>) {
  const id = await twoLineOrder();
  const due = (await order(id)).pay_sum;
  let left = cents(due);
  for (const [n, way] of paid.entries()) {
    const sum = n === paid.length - 1 ? left : Math.round(cents(due) * way.part);
    left -= sum;
    const res = await post('order/pay', { order_id: id, sum: sum / 100, method: way.method, fuel_card_name: way.fuel_card_name });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const line = (await order(id)).items[1];
  expect((await post('order/cancel-item', { order_item_id: line.order_item_id }, 'master')).status).toBe(200);
  const o = await order(id);
  expect(o.refund_due).toBeGreaterThan(0);
  return { id, back: o.refund_due as number };
}

const paymentsOf = async (id: number) =>
  (await order(id)).pay_transactions as Array<{
    id: number;
    kind: string;
    method: string;
    sum: number;
    can_switch_method: boolean;
    method_locked: string | null;
  }>;

describe('a refund goes back the way the client paid', () => {
  it('paid in cash: nothing goes back to a card or a fuel card, all of it in cash', async () => {
    const { id, back } = await paidThenCut([{ method: 'cash', part: 1 }]);
    for (const way of [{ method: 'card' }, { method: 'fuel', fuel_card_name: 'yandex' }]) {
      const refused = await post('order/refund', { order_id: id, sum: back, ...way });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'refund_way_unpaid',
        details: 'Этим способом клиент за заказ не платил, вернуть так нельзя: верните тем способом, которым он платил, или наличными',
      });
    }
    // Nothing was written: the same refund is still due.
    expect((await order(id)).refund_due).toBe(back);
    expect((await post('order/refund', { order_id: id, sum: back, method: 'cash' })).status).toBe(200);
    await closeAtTheDesk(id);
  });

  it('paid partly by card: the card gives back what it took, the rest goes back in cash', async () => {
    const { id, back } = await paidThenCut([
      { method: 'card', part: 0.1 },
      { method: 'cash', part: 1 },
    ]);
    const byCard = (await paymentsOf(id)).find((p) => p.method === 'card')!.sum;
    expect(byCard).toBeLessThan(back);
    // The answer says what each card may still give back, for the refund form to offer.
    expect((await order(id)).refund_room).toEqual({ card: byCard, yandex: 0, petrol: 0 });
    const refused = await post('order/refund', { order_id: id, sum: back, method: 'card' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('refund_way_too_big');
    const card = formatRoubles(cents(byCard));
    expect(refused.body.details).toBe(
      `Этим способом можно вернуть не больше ${card}: им оплачено ${card}, уже возвращено 0\u00a0₽ — остальное верните другим способом`,
    );
    expect((await post('order/refund', { order_id: id, sum: byCard, method: 'card' })).status).toBe(200);
    expect((await order(id)).refund_room).toEqual({ card: 0, yandex: 0, petrol: 0 });
    // The card has given back all it took: another kopeck to it is refused, saying so.
    const more = await post('order/refund', { order_id: id, sum: 0.01, method: 'card' });
    expect(more.body).toMatchObject({
      code: 'refund_way_too_big',
      details:
        `Этим способом можно вернуть не больше 0\u00a0₽: им оплачено ${card}, ` +
        `уже возвращено ${card} — остальное верните другим способом`,
    });
    const rest = (await order(id)).refund_due;
    expect(cents(rest)).toBe(cents(back) - cents(byCard));
    expect((await post('order/refund', { order_id: id, sum: rest, method: 'cash' })).status).toBe(200);
    await closeAtTheDesk(id);
  });

  it('each fuel card on its own', async () => {
    const { id, back } = await paidThenCut([{ method: 'fuel', fuel_card_name: 'petrol', part: 1 }]);
    const paid = (await order(id)).total_paid;
    expect((await order(id)).refund_room).toEqual({ card: 0, yandex: 0, petrol: paid });
    expect((await post('order/refund', { order_id: id, sum: back, method: 'fuel', fuel_card_name: 'yandex' })).body.code).toBe(
      'refund_way_unpaid',
    );
    expect((await post('order/refund', { order_id: id, sum: back, method: 'fuel', fuel_card_name: 'petrol' })).status).toBe(200);
    await closeAtTheDesk(id);
  });
});

describe('a switch of method never leaves a card having given back more than it took', () => {
  it('the card payment of a card refund keeps its card, until the refund itself is moved to cash', async () => {
    const { id, back } = await paidThenCut([
      { method: 'card', part: 0.5 },
      { method: 'cash', part: 1 },
    ]);
    const cardPayment = (await paymentsOf(id)).find((p) => p.method === 'card')!;
    const refund = await post('order/refund', { order_id: id, sum: Math.min(back, cardPayment.sum), method: 'card' });
    expect(refund.status).toBe(200);
    // The order answer says so before anyone tries, and the switch refuses it whatever the new method.
    expect((await paymentsOf(id)).find((p) => p.id === cardPayment.id)).toMatchObject({
      method: 'card',
      can_switch_method: false,
      method_locked: 'switch_refund_way',
    });
    for (const way of ['method=cash', 'method=fuel&fuel_card_name=yandex']) {
      const refused = await post(`order/payment/switch-method?payment_id=${cardPayment.id}&${way}`);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'switch_refund_way',
        details:
          'Способ не сменить: по этой карте был возврат, без этой оплаты он превысил бы оплату картой — сначала смените способ возврата',
      });
    }
    expect((await paymentsOf(id)).find((p) => p.id === cardPayment.id)!.method).toBe('card');
    // Moved to cash, the refund no longer holds the card's payment to it.
    expect((await post(`order/payment/switch-method?payment_id=${refund.body.data.payment_id}&method=cash`)).status).toBe(200);
    expect((await paymentsOf(id)).find((p) => p.id === cardPayment.id)).toMatchObject({ can_switch_method: true, method_locked: null });
    expect((await post(`order/payment/switch-method?payment_id=${cardPayment.id}&method=cash`)).status).toBe(200);
    await closeAtTheDesk(id);
  });

  it('a cash refund is not moved onto a card the client never paid with', async () => {
    const { id, back } = await paidThenCut([{ method: 'cash', part: 1 }]);
    const refund = await post('order/refund', { order_id: id, sum: back, method: 'cash' });
    const refused = await post(`order/payment/switch-method?payment_id=${refund.body.data.payment_id}&method=card`);
    expect(refused.body).toMatchObject({
      code: 'switch_refund_beyond_paid',
      details: 'Способ не сменить: этим способом оплачено меньше, чем этот возврат — оставьте способ, которым платил клиент, или наличные',
    });
    const switched = await post(`order/payment/switch-method?payment_id=${refund.body.data.payment_id}&method=fuel&fuel_card_name=yandex`);
    expect(switched.body.code).toBe('switch_refund_beyond_paid');
    expect((await paymentsOf(id)).find((p) => p.id === refund.body.data.payment_id)!.method).toBe('cash');
    await closeAtTheDesk(id);
  });
});
