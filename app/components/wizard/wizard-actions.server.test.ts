import { describe, expect, it } from 'vitest';
import { parseIntentForm } from '~/utils/intent-form.server';
import { label, said } from '~/test/i18n';
import { redirectOf, thrownResponse, toastOf } from '~/test/route-args';
import { addWash, createOrder, washServices } from '~/test/web-api';
import { refusal, target, washLine, wizardSteps } from '~/test/wizard-steps';
import { wizardForm } from './wizard-actions.server';
import { quoteLines } from './wizard-selection';

/** The new-order wizard's steps 1 and 2, and who may use it. */
const { web, post, polo } = wizardSteps();

describe('wizardForm: what each step accepts and refuses', () => {
  const parse = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [k, v] of Object.entries(fields)) data.append(k, v);
    return parseIntentForm(data, wizardForm);
  };

  it('step 1: a plate of 1 to 20 characters, trimmed, and the non-standard tick', () => {
    const ok = parse({ intent: 'plate', plate: '  а123вс77 ', non_standard: 'on' });
    expect(ok.status === 'success' && ok.value).toEqual({ intent: 'plate', plate: 'а123вс77', non_standard: 'on' });
    expect(parse({ intent: 'plate', plate: ' ' }).reply().error).toEqual({ plate: ['i18n:validation.required'] });
    expect(parse({ intent: 'plate', plate: 'A'.repeat(21) }).reply().error).toEqual({ plate: ['i18n:validation.tooLong?{"max":20}'] });
  });

  it('step 2: a class is required; the model, brand, names, client and phone are each optional', () => {
    const ok = parse({ intent: 'create', plate: 'А123ВС77', class_id: '2', brand_name: 'Trabant', model_name: '  P601  ' });
    expect(ok.status === 'success' && ok.value).toEqual({
      intent: 'create',
      plate: 'А123ВС77',
      class_id: 2,
      brand_name: 'Trabant',
      model_name: 'P601',
    });
    expect(parse({ intent: 'create', plate: 'А123ВС77' }).reply().error).toEqual({ class_id: ['i18n:validation.required'] });
    expect(Object.keys(parse({ intent: 'create', plate: 'А123ВС77', class_id: '2', model_id: 'x' }).reply().error ?? {})).toEqual([
      'model_id',
    ]);
    expect(Object.keys(parse({ intent: 'create', plate: 'А123ВС77', class_id: '2', brand_name: '!!!' }).reply().error ?? {})).toEqual([
      'brand_name',
    ]);
  });

  it("step 3: the lines as JSON of the contract's selection; text that is not one is a field error, not a crash", () => {
    const lines = JSON.stringify(quoteLines([washLine(3, 2)]));
    const ok = parse({ intent: 'confirm', order_id: '5', lines });
    expect(ok.status === 'success' && ok.value).toEqual({
      intent: 'confirm',
      order_id: 5,
      lines: [{ service_id: 3, is_wash: true, quantity: 2, radius_id: null, profile_id: null }],
    });
    for (const bad of [
      'not json',
      '{}',
      '[{"service_id":3}]',
      JSON.stringify(quoteLines([washLine(3, 100)])),
      JSON.stringify(quoteLines([washLine(3), washLine(3)])),
    ]) {
      expect(Object.keys(parse({ intent: 'confirm', order_id: '5', lines: bad }).reply().error ?? {}), bad).toEqual(['lines']);
    }
    expect(Object.keys(parse({ intent: 'confirm', order_id: '5', lines: 'x'.repeat(20_001) }).reply().error ?? {})).toEqual(['lines']);
  });

  it('step 4: the keys taken or left, and a line taken out by its service and size', () => {
    expect(parse({ intent: 'keys', order_id: '5', keys: 'taken' }).status).toBe('success');
    expect(Object.keys(parse({ intent: 'keys', order_id: '5', keys: 'lost' }).reply().error ?? {})).toEqual(['keys']);
    expect(parse({ intent: 'remove-line', order_id: '5', service_id: '3', is_wash: '1' }).status).toBe('success');
    expect(Object.keys(parse({ intent: 'remove-line', order_id: '5', service_id: '3', is_wash: 'yes' }).reply().error ?? {})).toEqual([
      'is_wash',
    ]);
  });
});

describe('step 1: the plate', () => {
  it('puts «Обязательное поле» under an empty plate, and asks the API nothing', async () => {
    const { result, calls } = await post({ intent: 'plate', plate: '' });
    const { error, reply } = refusal(result);
    expect(reply?.error?.plate).toEqual(['i18n:validation.required']);
    expect(said(error)).toBe('Обязательное поле');
    expect(calls).toEqual([]);
  });

  it("puts the API's refusal of a plate that is not a standard one under the plate", async () => {
    const { result, calls } = await post({ intent: 'plate', plate: 'Б123ВС77' });
    const { error, reply } = refusal(result);
    expect(reply?.error?.plate).toEqual([error]);
    expect(said(error)).toBe('Неверный формат номера');
    expect(calls).toEqual(['new-order/check-plate']);
  });

  it('goes on to step 2 with the plate as the API wrote it, and the non-standard tick kept', async () => {
    expect(target((await post({ intent: 'plate', plate: 'е 321 кх 99' })).result)).toBe(
      `/master/tasks/new?plate=${encodeURIComponent('Е321КХ99')}`,
    );
    expect(target((await post({ intent: 'plate', plate: '1234 AB-5', non_standard: 'on' })).result)).toBe(
      `/master/tasks/new?plate=${encodeURIComponent('1234 AB-5').replace(/%20/g, '+')}&ns=1`,
    );
  });

  it('sends a plate with an open order to that order, saying so', async () => {
    const { orderId, plate } = await createOrder(web.api, web.tokens.master);
    const [service] = await washServices(web.api, web.tokens.master, orderId);
    await addWash(web.api, web.tokens.master, orderId, service!.service_id);
    const { result } = await post({ intent: 'plate', plate });
    expect(target(result)).toBe(`/master/task/${orderId}`);
    const toast = await toastOf(result as Response);
    expect(toast).toMatchObject({ type: 'error', key: 'wizard.openOrder' });
    expect(label(toast!.key!)).toBe('У этой машины уже есть открытый заказ');
  });

  it('takes up an order left at its services (a draft) where it was left, rather than refusing the car', async () => {
    const { orderId, plate } = await createOrder(web.api, web.tokens.master);
    const { result } = await post({ intent: 'plate', plate });
    expect(target(result)).toBe(`/master/tasks/new?order=${orderId}`);
    const toast = await toastOf(result as Response);
    expect(toast).toMatchObject({ type: 'success', key: 'wizard.draftResumed' });
    expect(label(toast!.key!)).toBe('Заказ этой машины уже начат: выберите услуги');
  });
});

describe('step 2: the car and the client', () => {
  it("creates the order of a catalogue model, with the client's phone and name, and opens step 3", async () => {
    const model = await polo();
    const { result, calls } = await post({
      intent: 'create',
      plate: 'М555ОР77',
      model_id: String(model.id),
      class_id: String(model.class_id),
      phone: '+7 (916) 555-44-33',
      name: 'Пётр',
    });
    expect(calls).toEqual(['new-order']);
    const orderId = Number(new URL(target(result)!, 'http://localhost').searchParams.get('order'));
    expect(target(result)).toBe(`/master/tasks/new?order=${orderId}`);
    const order = await web.order(orderId);
    expect(order).toMatchObject({
      job_status: 'waiting',
      car: { plate_number: 'М555ОР77', model_id: model.id, class_id: model.class_id },
      client: { phone: '+79165554433', name: 'Пётр' },
    });
  });

  it('creates the order of a car written by hand', async () => {
    const model = await polo();
    const { result } = await post({
      intent: 'create',
      plate: 'М556ОР77',
      brand_name: 'Trabant',
      model_name: 'P601',
      class_id: String(model.class_id),
    });
    const orderId = Number(new URL(target(result)!, 'http://localhost').searchParams.get('order'));
    expect((await web.order(orderId)).car).toMatchObject({ brand_id: null, model_id: null, brand_name: 'Trabant', model_name: 'P601' });
  });

  it("says the API's refusal above the form when it concerns no one field", async () => {
    const model = await polo();
    const { plate } = await createOrder(web.api, web.tokens.master);
    const { result } = await post({ intent: 'create', plate, model_id: String(model.id), class_id: String(model.class_id) });
    const { error, reply } = refusal(result);
    expect(reply?.error?.['']).toEqual([error]);
    expect(said(error)).toMatch(/уже есть открытый заказ/);
  });

  it('back on step 2 of an order, changes only the phone, and refuses a phone that is not one under the phone', async () => {
    const { orderId, plate } = await createOrder(web.api, web.tokens.master, { phone: '+79160000001' });
    const changed = await post({ intent: 'create', order_id: String(orderId), plate, class_id: '1', phone: '+7 916 000-00-02' });
    expect(target(changed.result)).toBe(`/master/tasks/new?order=${orderId}`);
    expect(changed.calls).toEqual(['new-order/update']);
    expect((await web.order(orderId)).client?.phone).toBe('+79160000002');

    const { result } = await post({ intent: 'create', order_id: String(orderId), plate, class_id: '1', phone: '12' });
    const { error, reply } = refusal(result);
    expect(reply?.error?.phone).toEqual([error]);
    expect(said(error)).toBe('Неверный формат телефона');
    expect((await web.order(orderId)).client?.phone).toBe('+79160000002');
  });
});

describe('who may use the wizard', () => {
  it('sends a cashier to their own home and asks the API nothing', async () => {
    const thrown = await thrownResponse(() => post({ intent: 'plate', plate: 'А123ВС77' }, { as: 'cashier' }));
    expect(redirectOf(thrown)?.location).toBe('/cashier/tasks/active');
  });

  it('sends someone signed out to sign in, and back to the wizard after', async () => {
    const thrown = await thrownResponse(() =>
      post({ intent: 'plate', plate: 'А123ВС77' }, { as: null, url: '/master/tasks/new?plate=A1' }),
    );
    expect(redirectOf(thrown)?.location).toBe(`/log_in?redirectTo=${encodeURIComponent('/master/tasks/new?plate=A1')}`);
  });
});
