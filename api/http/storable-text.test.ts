import { describe, expect, it } from 'vitest';
import { createOrder, getOrder, modelOf } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';
import { unstorablePath } from './storable-text';

describe('text the database cannot hold (docs/security.md)', () => {
  it('finds NUL bytes and lone surrogates anywhere in the input, and leaves other text alone', () => {
    expect(unstorablePath({ a: { b: ['ok', 'x\u0000y'] } })).toEqual(['a', 'b', '1']);
    expect(unstorablePath({ comment: 'a\ud800' })).toEqual(['comment']);
    expect(unstorablePath({ comment: '\udc00a' })).toEqual(['comment']);
    expect(unstorablePath({ 'k\u0000': 1 })).toEqual(['(ключ)']);
    for (const fine of ['😀 эмодзи', '\u3000', '\u00a0', '\u2028', '\ufeff', '\u202Eevil', 'a\r\nb', '𝕏']) {
      expect(unstorablePath({ text: fine }), JSON.stringify(fine)).toBeUndefined();
    }
  });

  const ctx = testApiFixture({ roles: ['master', 'cashier'] });
  const refused = (res: { status: number; body: { details?: string } }) => {
    expect(res.status).toBe(400);
    expect(res.body.details).toMatch(/недопустимый символ/);
  };

  it('every kind of field answers 400 naming it, never 500, and nothing is written', async () => {
    const { api, tokens } = ctx;
    refused(await api.call('POST', 'login', { body: { login: 'mas\u0000ter', password: 'whatever-1' } }));
    for (const path of ['info/names', 'info/plates', 'info/translit-brands', 'order/list?status=all&search_string=']) {
      const sep = path.includes('?') ? '' : '?search=';
      refused(await api.call('GET', `${path}${sep}${encodeURIComponent('Ив\u0000ан')}`, { token: tokens.master }));
    }
    refused(
      await api.call('GET', `get-client-recent-orders?plate_number=${encodeURIComponent('А001\u0000АА77')}`, { token: tokens.master }),
    );

    const model = await modelOf(api, tokens.master, 'Volkswagen', 'Polo');
    const named = await api.call('POST', 'new-order', {
      token: tokens.master,
      body: { plate_number: 'В321ВВ77', model_id: model.id, class_id: model.class_id, name: 'Иван\u0000' },
    });
    refused(named);

    const { orderId } = await createOrder(api, tokens.master);
    for (const comment of ['мойка\u0000', 'мойка\ud800', '\udfffмойка']) {
      refused(await api.call('POST', 'new-order/update', { token: tokens.master, body: { order_id: orderId, comment } }));
    }
    refused(
      await api.call('POST', 'order/update-discount', { token: tokens.cashier, body: { order_id: orderId, comment: 'Другое: \u0000' } }),
    );
    expect((await getOrder(api, tokens.master, orderId)).comment).toBe('');
  });
});
