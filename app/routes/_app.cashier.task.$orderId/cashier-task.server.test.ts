import { describe, expect, it } from 'vitest';
import { invalidForm, parseIntentForm } from '~/utils/intent-form.server';
import { said } from '~/test/i18n';
import { pathsOf, redirectOf, thrownResponse } from '~/test/route-args';
import { addWash, createOrder, lastDiscountCode, washServices, webApiFixture, type WebWay } from '~/test/web-api';
import { cashierForm, cashierTaskAction, loadCashierTask } from './cashier-task.server';

/** The cashier's order page, its forms and its action, against a real product API. */
const web = webApiFixture({ roles: ['cashier', 'master'] });

/** A waiting order of `washes` of its first wash service: more than enough to pay 1 250,50 on. */
async function orderToPay(washes = 20) {
  const { orderId } = await createOrder(web.api, web.tokens.master);
  const [service] = await washServices(web.api, web.tokens.master, orderId);
  expect((await addWash(web.api, web.tokens.master, orderId, service!.service_id, washes)).status).toBe(200);
  return orderId;
}

/** One post of the page's form, as the cashier; answers the action's result and the calls it made. */
async function post(
  orderId: number | string,
  form: Record<string, string>,
  options: { way?: WebWay; as?: 'cashier' | 'master' | null } = {},
) {
  const args = await web.args(options.as === undefined ? 'cashier' : options.as, {
    url: `/cashier/task/${orderId}`,
    form,
    way: options.way,
  });
  const result = await cashierTaskAction(args, String(orderId));
  return { result, calls: pathsOf(args.calls) };
}

let keys = 0;
/** A fresh idempotency key, as the page makes one per payment it means to take. */
const newKey = () => `test-key-${process.pid}-${(keys += 1)}`;

describe('cashierForm: what each intent accepts and refuses', () => {
  const parse = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    return parseIntentForm(data, cashierForm);
  };
  const errorsOf = (fields: Record<string, string>) => {
    const submission = parse(fields);
    expect(submission.status).toBe('error');
    const result = invalidForm(submission);
    return (result.ok ? undefined : result.reply?.error) ?? {};
  };

  it('takes a payment or a refund of card, cash or either fuel card, with the sum as typed', () => {
    for (const intent of ['pay', 'refund']) {
      for (const method of ['card', 'cash', 'yandex', 'petrol']) {
        const submission = parse({ intent, method, sum: ' 1 250,50 ', key: 'k-12345678' });
        // The sum stays text: the action reads roubles the way the cashier types them.
        expect(submission.status === 'success' && submission.value).toEqual({ intent, method, sum: '1 250,50', key: 'k-12345678' });
      }
    }
  });

  it('refuses a payment without a method, a sum or a key, and a method the desk does not take', () => {
    expect(Object.keys(errorsOf({ intent: 'pay', sum: '100', key: 'k-12345678' }))).toEqual(['method']);
    expect(errorsOf({ intent: 'pay', method: 'card', key: 'k-12345678' })).toEqual({ sum: ['i18n:validation.required'] });
    expect(errorsOf({ intent: 'pay', method: 'card', sum: '   ', key: 'k-12345678' })).toEqual({ sum: ['i18n:validation.required'] });
    expect(errorsOf({ intent: 'pay', method: 'card', sum: '100' })).toEqual({ key: ['i18n:validation.required'] });
    // 'fuel' is the API's method; the form names the card instead.
    expect(Object.keys(errorsOf({ intent: 'pay', method: 'fuel', sum: '100', key: 'k-12345678' }))).toEqual(['method']);
    expect(Object.keys(errorsOf({ intent: 'refund', method: 'bitcoin', sum: '100', key: 'k-12345678' }))).toEqual(['method']);
    // The API's idempotency key: 8 to 100 characters.
    expect(errorsOf({ intent: 'pay', method: 'card', sum: '100', key: 'short' })).toEqual({ key: ['i18n:validation.tooShort?{"min":8}'] });
  });

  it('takes a switch of a payment to another method by the payment id', () => {
    expect(parse({ intent: 'switch', payment: '7', method: 'petrol' }).status).toBe('success');
    expect(Object.keys(errorsOf({ intent: 'switch', payment: 'x', method: 'card' }))).toEqual(['payment']);
    expect(Object.keys(errorsOf({ intent: 'switch', payment: '7' }))).toEqual(['method']);
  });

  it('takes a discount percent of 0 to 100, saying its bound or «a whole number», and a four-digit code to approve it', () => {
    const asked = parse({ intent: 'request-discount', percent: '15' });
    expect(asked.status === 'success' && asked.value).toEqual({ intent: 'request-discount', percent: 15 });
    expect(errorsOf({ intent: 'request-discount', percent: '101' })).toEqual({ percent: ['i18n:validation.atMost?{"max":"100"}'] });
    expect(errorsOf({ intent: 'request-discount', percent: '-1' })).toEqual({ percent: ['i18n:validation.atLeast?{"min":"0"}'] });
    for (const typed of ['много', '--1', '\u22121', '15%', '1.5'])
      expect(errorsOf({ intent: 'request-discount', percent: typed }), typed).toEqual({ percent: ['i18n:validation.wholeNumber'] });
    expect(Object.keys(errorsOf({ intent: 'request-discount' }))).toEqual(['percent']);
    const approved = parse({ intent: 'approve-discount', code: ' 0420 ', percent: '15' });
    expect(approved.status === 'success' && approved.value).toEqual({ intent: 'approve-discount', code: '0420', percent: 15 });
    expect(Object.keys(errorsOf({ intent: 'approve-discount', code: '042', percent: '15' }))).toEqual(['code']);
    expect(Object.keys(errorsOf({ intent: 'approve-discount', code: 'abcd', percent: '15' }))).toEqual(['code']);
  });

  it('takes a reason of the list, or «other» with words; a group by its id; the buttons with no fields', () => {
    expect(parse({ intent: 'reason', reason: 'Сотрудник' }).status).toBe('success');
    expect(parse({ intent: 'reason', reason: 'other', other: 'постоянный клиент' }).status).toBe('success');
    expect(errorsOf({ intent: 'reason' })).toEqual({ reason: ['i18n:validation.required'] });
    expect(errorsOf({ intent: 'reason', reason: 'x'.repeat(1001) })).toEqual({ reason: ['i18n:validation.tooLong?{"max":1000}'] });
    // The own words fit the order's 1000 characters after «Другое: » (8 of them): 992 at most.
    expect(parse({ intent: 'reason', reason: 'other', other: 'x'.repeat(992) }).status).toBe('success');
    expect(errorsOf({ intent: 'reason', reason: 'other', other: 'x'.repeat(993) })).toEqual({
      other: ['i18n:validation.tooLong?{"max":992}'],
    });
    expect(parse({ intent: 'group', group: '3' }).status).toBe('success');
    expect(Object.keys(errorsOf({ intent: 'group', group: '0' }))).toEqual(['group']);
    for (const intent of ['reset-discount', 'remove-parking', 'keys-returned']) expect(parse({ intent }).status).toBe('success');
  });

  // zod reports a missing choice of an enum or union as a wrong value; invalidForm
  // (app/utils/intent-form.server.ts) tells the person it is required.
  it('says «Обязательное поле» for a method or a percent left empty', () => {
    expect(errorsOf({ intent: 'pay', sum: '100', key: 'k-12345678' })).toEqual({ method: ['i18n:validation.required'] });
    expect(errorsOf({ intent: 'request-discount' })).toEqual({ percent: ['i18n:validation.required'] });
  });

  it('refuses an intent it does not know, or none', () => {
    expect(Object.keys(errorsOf({ intent: 'steal' }))).toEqual(['intent']);
    expect(Object.keys(errorsOf({ method: 'card', sum: '100' }))).toEqual(['intent']);
  });
});

describe('the cashier takes money', () => {
  it.each<WebWay>(['invoke', 'http'])('records a payment of «1 250,50» as 1 250.50 roubles, by card (%s)', async (way) => {
    const orderId = await orderToPay();
    const before = await web.order(orderId);
    const { result, calls } = await post(orderId, { intent: 'pay', method: 'card', sum: '1 250,50', key: newKey() }, { way });
    expect(result).toMatchObject({ ok: true, intent: 'pay' });
    expect(result.ok && said(result.message!)).toBe('Оплата принята');
    // The form is emptied for the next payment (conform's resetForm).
    expect(result.reply).toEqual({ initialValue: null });
    expect(calls).toEqual(['order/pay']);

    const after = await web.order(orderId);
    expect(after.total_paid).toBe(1250.5);
    expect(after.pay_sum).toBeCloseTo(before.pay_sum - 1250.5, 2);
    expect(after.pay_transactions).toEqual([
      expect.objectContaining({ kind: 'payment', method: 'card', fuel_card_name: null, sum: 1250.5 }),
    ]);
  });

  it("names a fuel card as the API's method «fuel» with the card, and cash as cash", async () => {
    const orderId = await orderToPay();
    for (const method of ['yandex', 'petrol', 'cash']) {
      expect((await post(orderId, { intent: 'pay', method, sum: '10', key: newKey() })).result).toMatchObject({ ok: true });
    }
    const paid = (await web.order(orderId)).pay_transactions.map((p) => [p.method, p.fuel_card_name, p.sum]);
    expect(paid).toEqual([
      ['fuel', 'yandex', 10],
      ['fuel', 'petrol', 10],
      ['cash', null, 10],
    ]);
  });

  it('takes the same payment once when the form is sent twice with its key', async () => {
    const orderId = await orderToPay();
    const form = { intent: 'pay', method: 'cash', sum: '990.5', key: newKey() };
    expect((await post(orderId, form)).result).toMatchObject({ ok: true });
    expect((await post(orderId, form)).result).toMatchObject({ ok: true });
    const order = await web.order(orderId);
    expect(order.pay_transactions).toHaveLength(1);
    expect(order.total_paid).toBe(990.5);
  });

  it.each(['abc', '0', '0,00', '1e2', '0x64', '12,345', '-5'])(
    'says under the sum that «%s» is not a sum, and asks the API nothing',
    async (sum) => {
      const orderId = await orderToPay(1);
      const { result, calls } = await post(orderId, { intent: 'pay', method: 'card', sum, key: newKey() });
      expect(result).toMatchObject({ ok: false, intent: 'pay', error: 'i18n:validation.sum' });
      expect(result.reply?.error?.sum).toEqual(['i18n:validation.sum']);
      expect(said(result.reply!.error!.sum![0]!)).toBe('Введите сумму больше 0 ₽, например 1 250,50');
      expect(calls).toEqual([]);
      expect((await web.order(orderId)).pay_transactions).toEqual([]);
    },
  );

  it("puts the API's refusal of a sum above what is due under the sum", async () => {
    const orderId = await orderToPay(1);
    const due = (await web.order(orderId)).pay_sum;
    const { result, calls } = await post(orderId, { intent: 'pay', method: 'card', sum: String(due + 1), key: newKey() });
    expect(result).toMatchObject({ ok: false, intent: 'pay' });
    expect(calls).toEqual(['order/pay']);
    const [underSum] = result.reply?.error?.sum ?? [];
    expect(underSum).toBe(result.ok ? undefined : result.error);
    expect(said(underSum!)).toMatch(/^Сумма больше, чем осталось оплатить: /);
    expect((await web.order(orderId)).total_paid).toBe(0);
  });

  it('refuses a refund when nothing is to be given back, under the sum', async () => {
    const orderId = await orderToPay(1);
    const { result } = await post(orderId, { intent: 'refund', method: 'cash', sum: '100', key: newKey() });
    expect(result).toMatchObject({ ok: false, intent: 'refund' });
    expect(result.reply?.error?.sum).toHaveLength(1);
    expect((await web.order(orderId)).total_refunded).toBe(0);
  });

  it('switches a payment to a fuel card', async () => {
    const orderId = await orderToPay(1);
    await post(orderId, { intent: 'pay', method: 'card', sum: '100', key: newKey() });
    const [payment] = (await web.order(orderId)).pay_transactions;
    const { result, calls } = await post(orderId, { intent: 'switch', payment: String(payment!.id), method: 'petrol' });
    expect(result).toMatchObject({ ok: true, intent: 'switch' });
    expect(calls).toEqual(['order/payment/switch-method']);
    expect((await web.order(orderId)).pay_transactions).toEqual([
      expect.objectContaining({ id: payment!.id, method: 'fuel', fuel_card_name: 'petrol', sum: 100 }),
    ]);
    await post(orderId, { intent: 'switch', payment: String(payment!.id), method: 'cash' });
    expect((await web.order(orderId)).pay_transactions[0]).toMatchObject({ method: 'cash', fuel_card_name: null });
  });
});

describe('the cashier gives a discount', () => {
  it("asks for a code, puts a wrong code's refusal under the code, and applies the right one", async () => {
    const orderId = await orderToPay(1);
    const asked = await post(orderId, { intent: 'request-discount', percent: '15' });
    expect(asked.result).toMatchObject({ ok: true, intent: 'request-discount' });
    expect(asked.result.ok && asked.result.retryAfter).toBeGreaterThan(0);
    expect(asked.result.ok && said(asked.result.message!)).toBe('Код отправлен управляющему');

    const code = await lastDiscountCode(web.api, orderId);
    const wrong = await post(orderId, { intent: 'approve-discount', code: code === '0000' ? '1111' : '0000', percent: '15' });
    expect(wrong.result).toMatchObject({ ok: false, intent: 'approve-discount' });
    expect(wrong.result.reply?.error?.code).toHaveLength(1);
    expect(said(wrong.result.reply!.error!.code![0]!)).toBe('Код не совпадает');
    expect((await web.order(orderId)).discount).toBe(0);

    const right = await post(orderId, { intent: 'approve-discount', code, percent: '15' });
    expect(right.result).toMatchObject({ ok: true, intent: 'approve-discount' });
    expect((await web.order(orderId)).discount).toBe(15);

    expect((await post(orderId, { intent: 'reset-discount' })).result).toMatchObject({ ok: true });
    expect((await web.order(orderId)).discount).toBe(0);
  });

  it("keeps a reason of the cashier's own words as «Другое: …»", async () => {
    const orderId = await orderToPay(1);
    expect((await post(orderId, { intent: 'reason', reason: 'other', other: 'постоянный клиент' })).result).toMatchObject({ ok: true });
    expect((await web.order(orderId)).manual_reason).toBe('Другое: постоянный клиент');
    expect((await post(orderId, { intent: 'reason', reason: 'Сотрудник' })).result).toMatchObject({ ok: true });
    expect((await web.order(orderId)).manual_reason).toBe('Сотрудник');
  });

  it('adds the car to a discount group the page offers', async () => {
    const orderId = await orderToPay(1);
    const args = await web.args('cashier', { url: `/cashier/task/${orderId}` });
    const { groups } = await loadCashierTask(args, String(orderId));
    expect(groups.length).toBeGreaterThan(0);
    const group = groups[0]!;
    expect((await post(orderId, { intent: 'group', group: String(group.id) })).result).toMatchObject({ ok: true, intent: 'group' });
    expect((await web.order(orderId)).car.discount_group).toMatchObject({ id: group.id, name: group.name });
  });
});

describe('who may use the page', () => {
  it('sends someone signed out to sign in, and back here after', async () => {
    const thrown = await thrownResponse(() => post(1, { intent: 'keys-returned' }, { as: null }));
    expect(redirectOf(thrown)?.location).toBe('/log_in?redirectTo=%2Fcashier%2Ftask%2F1');
  });

  it('sends a master to their own page of the same order, and takes nothing', async () => {
    const orderId = await orderToPay(1);
    const thrown = await thrownResponse(() => post(orderId, { intent: 'pay', method: 'card', sum: '10', key: newKey() }, { as: 'master' }));
    expect(redirectOf(thrown)?.location).toBe(`/master/task/${orderId}`);
    expect((await web.order(orderId)).pay_transactions).toEqual([]);
  });

  it('answers 404 for an address that is not an order id', async () => {
    const thrown = await thrownResponse(() => post('12abc', { intent: 'keys-returned' }));
    expect(thrown.status).toBe(404);
  });

  it('says which field is missing when a form comes without one, and asks the API nothing', async () => {
    const { result, calls } = await post(1, { intent: 'pay', method: 'card', key: newKey() });
    expect(result).toMatchObject({ ok: false, intent: 'pay', error: 'i18n:validation.required' });
    expect(result.reply?.error).toEqual({ sum: ['i18n:validation.required'] });
    expect(calls).toEqual([]);
  });
});
