import { describe, expect, it } from 'vitest';
import { inlined } from '../test/openapi-refs';
import { REFUSALS } from '../contract/refusals';
import { getOrder, startedOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * docs/decisions/014-codes-beside-texts.md: every Russian text the screens show comes with a
 * stable code beside it, and every Russian text stays as it was for outside clients.
 */
const ctx = testApiFixture({ roles: ['master', 'cashier'] });
const { post } = ctx;

describe('codes beside texts', () => {
  it('sends the status, keys and line codes beside their Russian texts, in the order and in the list', async () => {
    const { orderId } = await startedOrder(ctx.api, ctx.tokens.master);
    const keys = await post('order/keys-taken', { order_id: orderId }, 'master');
    expect(keys.body).toMatchObject({ code: 'keys_in_cell', params: { cell: expect.any(Number) } });
    const cell = keys.body.params.cell as number;
    expect(keys.body.details).toBe(`Ключи в ячейке ${cell}`);

    const order = await getOrder(ctx.api, ctx.tokens.cashier, orderId);
    expect(order).toMatchObject({ job_status: 'in_progress', job_status_text: 'В работе', pay_status: 1, pay_status_text: 'Не оплачен' });
    expect(order.car).toMatchObject({ keys: `Ключи в ячейке ${cell}`, keys_state: 'cell', key_cell: cell });
    expect(order.items[0]).toMatchObject({ job_status: 'active', job_status_shown: 'active', job_status_text: 'В работе' });

    const row = (await ctx.get(`order/list?status=all&search_string=${orderId}`, 'cashier')).body.data.orders[0];
    expect(row).toMatchObject({
      id: orderId,
      job_status: 'in_progress',
      pay_status: 1,
      keys: `Ключи в ячейке ${cell}`,
      keys_state: 'cell',
      key_cell: cell,
    });
  });

  it('answers a refusal with its code, the Russian details and the values in them; the order carries the same code', async () => {
    const { orderId } = await startedOrder(ctx.api, ctx.tokens.master);
    await post('order/pay', { order_id: orderId, sum: 100, method: 'cash' }, 'cashier');

    const refused = await post('order/cancel', { order_id: orderId }, 'master');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ result: 'error', code: 'order_cancel_money_kept', params: { sum: '100\u00a0₽' } });
    expect(refused.body.details).toBe(
      'По заказу оплачено 100\u00a0₽, отменить его нельзя. Отмените услуги: когда кассир вернёт деньги клиенту, заказ отменится сам',
    );

    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(order).toMatchObject({
      cancel_refusal: refused.body.details,
      cancel_refusal_code: 'order_cancel_money_kept',
      cancel_refusal_params: { sum: '100\u00a0₽' },
    });

    const start = await post('order/started', { order_id: orderId }, 'master');
    expect(start.body).toMatchObject({
      code: 'order_start_not_waiting',
      params: { status: 'in_progress' },
      details: 'Начать можно только ожидающий заказ (сейчас: В работе)',
    });
  });

  it('gives every kind of error a code: bad input, an unknown call, no token', async () => {
    const bad = await post('order/pay', { order_id: 'x' }, 'cashier');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_input', details: expect.stringMatching(/order_id/) });
    expect((await ctx.api.call('GET', 'no/such/call')).body).toMatchObject({
      code: 'unknown_call',
      details: 'Метод API не найден: GET /no/such/call',
    });
    expect((await ctx.api.call('GET', 'order/list')).body).toMatchObject({ code: 'sign_in_required', details: REFUSALS.sign_in_required });
  });

  it('gives the seeded vehicle classes and tyre profiles a code beside the name', async () => {
    const info = (await ctx.get('get-cars-info', 'master')).body.data;
    expect(info.classes).toEqual([
      { id: 1, name: 'Легковой (малый и средний)', code: 'car' },
      { id: 2, name: 'Бизнес / кроссовер', code: 'business_crossover' },
      { id: 3, name: 'Внедорожник / минивэн', code: 'suv_minivan' },
      { id: 4, name: 'Микроавтобус / коммерческий', code: 'minibus_van' },
    ]);
    const profiles = (await ctx.get('service-tire/profile', 'master')).body.data;
    expect(profiles.map((p: { name: string; code: string }) => [p.name, p.code])).toEqual([
      ['Стандартный', 'standard'],
      ['Низкий профиль', 'low_profile'],
      ['RunFlat', 'runflat'],
      ['Внедорожный', 'off_road'],
    ]);
  });

  it('documents the codes in the OpenAPI document', async () => {
    const doc = (await ctx.api.call('GET', 'openapi.json')).body;
    const error = inlined(doc, doc.paths['/order/cancel'].post.responses['409']).content['application/json'].schema;
    expect(error.required).toEqual(expect.arrayContaining(['code', 'details']));
    expect(error.properties.code.examples).toEqual(expect.arrayContaining(['order_nothing_to_pay', 'order_cancel_money_kept']));
    const order = JSON.stringify(inlined(doc, doc.paths['/order/{id}'].get));
    for (const field of ['keys_state', 'job_status_shown', 'cancel_refusal_code']) expect(order, field).toContain(`"${field}"`);
    const classes = inlined(doc, doc.paths['/get-cars-info'].get.responses['200']).content['application/json'].schema.properties.data;
    expect(Object.keys(classes.properties.classes.items.properties)).toContain('code');
  });
});
