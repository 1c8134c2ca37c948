import { describe, expect, it } from 'vitest';
import { finishedOrder, getOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * A payment belongs to the shift it was taken in (docs/decisions/025): only that shift's
 * cashier, while it is open, or the owner switches its method; after the close nobody does.
 * The order answer says so to each caller, so a screen offers the switch only where it would
 * be accepted.
 */
const ctx = testApiFixture({ roles: ['master', 'owner'] });

/** A cashier of the test's own, with an open shift and some change in the drawer. */
async function deskCashier(float = 1000) {
  const token = await ctx.api.signInAs('cashier', undefined, { shift: false });
  const opened = await ctx.api.call('POST', 'shift/open', { token, body: { opening_float: float } });
  return { token, shiftId: opened.body.data.id as number };
}
const as = (token: string) => ({
  post: (path: string, body?: unknown) => ctx.api.call('POST', path, { token, body }),
  get: (path: string) => ctx.api.call('GET', path, { token }),
});
const switchOf = (paymentId: number, method: string) => `order/payment/switch-method?payment_id=${paymentId}&method=${method}`;
type Payment = { id: number; kind: string; method: string; can_switch_method: boolean; method_locked: string | null };
const paymentsSeenBy = async (token: string, orderId: number) => (await getOrder(ctx.api, token, orderId)).pay_transactions as Payment[];

/** A finished order paid by card by `payer`, then put in a discount group by `grouper`: money is due back. */
async function owingBack(payer: string, grouper: string) {
  const { orderId } = await finishedOrder(ctx.api, ctx.tokens.master);
  const due = (await getOrder(ctx.api, payer, orderId)).pay_sum as number;
  expect((await as(payer).post('order/pay', { order_id: orderId, sum: due, method: 'card' })).status).toBe(200);
  const group = (await as(grouper).get(`order/get-groups-available?order_id=${orderId}`)).body.data.find(
    (g: { percent: number }) => g.percent >= 5,
  );
  expect((await as(grouper).post('car/add-to-group', { order_id: orderId, group_id: group.id })).status).toBe(200);
  return { orderId, back: (await getOrder(ctx.api, grouper, orderId)).refund_due as number };
}

describe("a payment's method and the drawer it was taken into", () => {
  it("is switched by its own shift's cashier or the owner, never by another cashier, and by nobody once the shift is closed", async () => {
    const anna = await deskCashier();
    const boris = await deskCashier();
    const { orderId } = await finishedOrder(ctx.api, ctx.tokens.master);
    const due = (await getOrder(ctx.api, anna.token, orderId)).pay_sum as number;
    const paid = await as(anna.token).post('order/pay', { order_id: orderId, sum: due, method: 'cash' });
    expect(paid.status).toBe(200);
    const paymentId = paid.body.data.payment_id as number;
    const annaExpected = async () => (await as(anna.token).get('shift/current')).body.data.expected_cash as number;
    expect(await annaExpected()).toBe(1000 + due);

    // Each caller reads whether they may switch it: Anna and the owner may, Boris may not, and is told why.
    expect((await paymentsSeenBy(anna.token, orderId)).map((p) => [p.can_switch_method, p.method_locked])).toEqual([[true, null]]);
    expect((await paymentsSeenBy(ctx.tokens.owner, orderId)).map((p) => [p.can_switch_method, p.method_locked])).toEqual([[true, null]]);
    expect((await paymentsSeenBy(boris.token, orderId)).map((p) => [p.can_switch_method, p.method_locked])).toEqual([
      [false, 'payment_not_your_shift'],
    ]);

    // Boris cannot take Anna's cash out of her drawer by calling it a card payment.
    const refused = await as(boris.token).post(switchOf(paymentId, 'card'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'payment_not_your_shift',
      details: 'Этот платёж принят не в вашей смене: способ оплаты меняет кассир той смены, пока она открыта, или владелец',
    });
    expect(await annaExpected()).toBe(1000 + due);
    expect((await paymentsSeenBy(ctx.tokens.owner, orderId))[0]!.method).toBe('cash');

    // The owner corrects it (and back), Anna too.
    expect((await ctx.post(switchOf(paymentId, 'card'), undefined, 'owner')).status).toBe(200);
    expect(await annaExpected()).toBe(1000);
    expect((await as(anna.token).post(switchOf(paymentId, 'cash'))).status).toBe(200);
    expect(await annaExpected()).toBe(1000 + due);

    // Closed, the shift's payments keep their method for everybody, the owner included.
    expect((await as(anna.token).post('shift/close', { shift_id: anna.shiftId, counted_cash: 1000 + due })).status).toBe(200);
    for (const token of [anna.token, boris.token, ctx.tokens.owner]) {
      const res = await ctx.api.call('POST', switchOf(paymentId, 'card'), { token });
      expect(res.body.code).toBe('shift_closed_payment');
      expect((await paymentsSeenBy(token, orderId)).map((p) => [p.can_switch_method, p.method_locked])).toEqual([
        [false, 'shift_closed_payment'],
      ]);
    }
  });

  it('holds a refund to the same rule: it belongs to the drawer it was given from', async () => {
    const anna = await deskCashier(5000);
    const boris = await deskCashier(5000);
    // Anna takes it by card; Boris gives the money due back in cash.
    const { orderId, back } = await owingBack(anna.token, boris.token);
    const refund = await as(boris.token).post('order/refund', { order_id: orderId, sum: back, method: 'cash' });
    expect(refund.status).toBe(200);
    const refundId = refund.body.data.payment_id as number;
    const borisExpected = async () => (await as(boris.token).get('shift/current')).body.data.expected_cash as number;
    expect(await borisExpected()).toBe(5000 - back);

    // Anna cannot call Boris's cash refund a card one (it would put the cash back in his count).
    const seen = (await paymentsSeenBy(anna.token, orderId)).map((p) => [p.kind, p.can_switch_method, p.method_locked]);
    expect(seen).toEqual([
      ['payment', true, null],
      ['refund', false, 'payment_not_your_shift'],
    ]);
    expect((await as(anna.token).post(switchOf(refundId, 'card'))).body.code).toBe('payment_not_your_shift');
    expect(await borisExpected()).toBe(5000 - back);
    // Boris himself may.
    expect((await as(boris.token).post(switchOf(refundId, 'card'))).status).toBe(200);
    expect(await borisExpected()).toBe(5000);
  });

  it('is not offered for a cash payment the drawer no longer holds, and offered again once change is put in', async () => {
    const anna = await deskCashier(0);
    const { orderId } = await finishedOrder(ctx.api, ctx.tokens.master);
    const due = (await getOrder(ctx.api, anna.token, orderId)).pay_sum as number;
    const paid = await as(anna.token).post('order/pay', { order_id: orderId, sum: due, method: 'cash' });
    const paymentId = paid.body.data.payment_id as number;
    // The cash went to the safe: moving the payment to a card would leave the count below zero.
    expect((await as(anna.token).post('shift/cash-move', { kind: 'out', sum: due, reason: 'В сейф' })).status).toBe(200);
    for (const token of [anna.token, ctx.tokens.owner]) {
      expect((await paymentsSeenBy(token, orderId)).map((p) => [p.can_switch_method, p.method_locked])).toEqual([
        [false, 'switch_cash_short'],
      ]);
    }
    const refused = await as(anna.token).post(switchOf(paymentId, 'card'));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('switch_cash_short');
    // Change put back in: the switch is offered and accepted.
    expect((await as(anna.token).post('shift/cash-move', { kind: 'in', sum: due, reason: 'Размен' })).status).toBe(200);
    expect((await paymentsSeenBy(anna.token, orderId)).map((p) => [p.can_switch_method, p.method_locked])).toEqual([[true, null]]);
    expect((await as(anna.token).post(switchOf(paymentId, 'card'))).status).toBe(200);
  });

  it('holds a card refund the same way: while the drawer cannot pay it in cash, it keeps its method', async () => {
    const anna = await deskCashier(0);
    const { orderId, back } = await owingBack(anna.token, anna.token);
    const refund = await as(anna.token).post('order/refund', { order_id: orderId, sum: back, method: 'card' });
    const refundId = refund.body.data.payment_id as number;
    const refundSeen = async () =>
      (await paymentsSeenBy(anna.token, orderId)).filter((p) => p.kind === 'refund').map((p) => [p.can_switch_method, p.method_locked]);
    // No cash in the drawer: the refund cannot become a cash one, and the answer says so.
    expect(await refundSeen()).toEqual([[false, 'switch_cash_short']]);
    expect((await as(anna.token).post(switchOf(refundId, 'cash'))).body.code).toBe('switch_cash_short');
    expect((await as(anna.token).post(switchOf(refundId, 'fuel') + '&fuel_card_name=petrol')).body.code).toBe('switch_cash_short');
    // Change put in: offered, and accepted.
    expect((await as(anna.token).post('shift/cash-move', { kind: 'in', sum: back, reason: 'Размен' })).status).toBe(200);
    expect(await refundSeen()).toEqual([[true, null]]);
    expect((await as(anna.token).post(switchOf(refundId, 'cash'))).status).toBe(200);
    expect((await as(anna.token).get('shift/current')).body.data.expected_cash).toBe(0);
  });
});
