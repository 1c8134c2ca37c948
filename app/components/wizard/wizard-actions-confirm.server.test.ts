import { describe, expect, it } from 'vitest';
import { said } from '~/test/i18n';
import { toastOf } from '~/test/route-args';
import { addWash, createOrder, washServices } from '~/test/web-api';
import { refusal, target, washLine, wizardSteps } from '~/test/wizard-steps';
import { quoteLines } from './wizard-selection';
import { atMostError } from '~/utils/form-errors';

/** The new-order wizard's step 3 («Подтвердить заказ», also the edit page's) and step 4, the summary. */
const { web, post } = wizardSteps();

describe('step 3: «Подтвердить заказ»', () => {
  it('answers «Выберите хотя бы одну услугу» for an empty selection, and asks the API nothing', async () => {
    const { orderId } = await createOrder(web.api, web.tokens.master);
    const { result, calls } = await post({ intent: 'confirm', order_id: String(orderId), lines: '[]' });
    expect(result).toEqual({ error: 'i18n:common:wizard.noServices' });
    expect(said(refusal(result).error)).toBe('Выберите хотя бы одну услугу');
    expect(calls).toEqual([]);
  });

  it("sets the order's lines to the selection in one call, and opens step 4", async () => {
    const { orderId } = await createOrder(web.api, web.tokens.master);
    const [a, b, c] = await washServices(web.api, web.tokens.master, orderId);
    await addWash(web.api, web.tokens.master, orderId, a!.service_id, 2);
    const lines = JSON.stringify(quoteLines([washLine(b!.service_id, 3), washLine(c!.service_id)]));
    const { result, calls } = await post({ intent: 'confirm', order_id: String(orderId), lines });
    expect(target(result)).toBe(`/master/tasks/new?order=${orderId}&step=4`);
    expect(calls).toEqual(['new-order/lines']);
    const order = await web.order(orderId);
    expect(order.items.map((i) => [i.service_id, i.quantity])).toEqual([
      [b!.service_id, 3],
      [c!.service_id, 1],
    ]);
    expect(order.total_sum).toBe(b!.price * 3 + c!.price);
  });

  it("says the API's refusal above the form and leaves the order as it was", async () => {
    const { orderId } = await createOrder(web.api, web.tokens.master);
    const [a] = await washServices(web.api, web.tokens.master, orderId);
    await addWash(web.api, web.tokens.master, orderId, a!.service_id);
    const { result } = await post({
      intent: 'confirm',
      order_id: String(orderId),
      lines: JSON.stringify(quoteLines([washLine(a!.service_id, 2), washLine(999_999)])),
    });
    const { error, reply } = refusal(result);
    expect(reply?.error?.['']).toEqual([error]);
    expect(said(error)).toMatch(/не найдена/);
    expect((await web.order(orderId)).items.map((i) => [i.service_id, i.quantity])).toEqual([[a!.service_id, 1]]);
  });

  it('the edit page saves only its own order, and goes back to it saying so', async () => {
    const { orderId } = await createOrder(web.api, web.tokens.master);
    const [a] = await washServices(web.api, web.tokens.master, orderId);
    const lines = JSON.stringify(quoteLines([washLine(a!.service_id)]));
    const other = await post({ intent: 'confirm', order_id: String(orderId), lines }, { editOf: orderId + 1000 });
    expect(other).toEqual({ result: { error: 'i18n:validation.invalid' }, calls: [] });

    const { result } = await post({ intent: 'confirm', order_id: String(orderId), lines }, { editOf: orderId });
    expect(target(result)).toBe(`/master/task/${orderId}`);
    expect(await toastOf(result as Response)).toMatchObject({ type: 'success', key: 'wizard.servicesSaved' });
    expect((await web.order(orderId)).items.map((i) => i.service_id)).toEqual([a!.service_id]);
  });

  it('puts a selection that is not one under the lines', async () => {
    const { result, calls } = await post({ intent: 'confirm', order_id: '1', lines: '[{"service_id":"soap"}]' });
    expect(Object.keys(refusal(result).reply?.error ?? {})).toEqual(['lines']);
    expect(calls).toEqual([]);
  });

  it("says a line's quantity past its bound with the bound, as the quantity field does", async () => {
    const { result, calls } = await post({ intent: 'confirm', order_id: '1', lines: JSON.stringify(quoteLines([washLine(1, 100)])) });
    expect(refusal(result).reply?.error?.lines).toEqual([atMostError(99)]);
    expect(calls).toEqual([]);
    // A service id is the page's own, not typed: its bound («Больше 0») would tell the master nothing.
    const unknown = await post({ intent: 'confirm', order_id: '1', lines: JSON.stringify(quoteLines([washLine(0)])) });
    expect(refusal(unknown.result).reply?.error?.lines).toEqual(['i18n:validation.invalid']);
  });
});

describe('step 4: the summary', () => {
  it('takes the keys into a cell, saying which', async () => {
    const { orderId } = await createOrder(web.api, web.tokens.master);
    const { result } = await post({ intent: 'keys', order_id: String(orderId), keys: 'taken' });
    expect(target(result)).toBe(`/master/tasks/new?order=${orderId}&step=4`);
    const car = (await web.order(orderId)).car;
    expect(car.keys_state).toBe('cell');
    const toast = await toastOf(result as Response);
    expect(toast?.type).toBe('success');
    expect(said(toast!.description)).toBe(`Ключи в ячейке ${car.key_cell}`);
  });

  it('leaves the keys with the client', async () => {
    const { orderId } = await createOrder(web.api, web.tokens.master);
    await post({ intent: 'keys', order_id: String(orderId), keys: 'left' });
    expect((await web.order(orderId)).car.keys_state).toBe('client');
  });

  it('takes a wash line out', async () => {
    const { orderId } = await createOrder(web.api, web.tokens.master);
    const [a, b] = await washServices(web.api, web.tokens.master, orderId);
    await addWash(web.api, web.tokens.master, orderId, a!.service_id);
    await addWash(web.api, web.tokens.master, orderId, b!.service_id);
    const { result, calls } = await post({
      intent: 'remove-line',
      order_id: String(orderId),
      service_id: String(a!.service_id),
      is_wash: '1',
    });
    expect(target(result)).toBe(`/master/tasks/new?order=${orderId}&step=4`);
    expect(calls).toEqual(['new-order/update']);
    expect((await web.order(orderId)).items.map((i) => i.service_id)).toEqual([b!.service_id]);
  });
});
