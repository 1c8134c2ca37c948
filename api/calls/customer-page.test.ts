import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { addTyreLine, addWash, createOrder, finishedOrder, getOrder, startedOrder, washServices } from '../test/order-fixtures';
import { freshTestApi, testApiFixture } from '../test/test-api';

/**
 * The customer's own page of an order (docs/decisions/039-the-customers-own-page.md): its link,
 * what the page may show and nothing else, its expiry and the staff's new link.
 */
const ctx = testApiFixture({ roles: ['master', 'cashier', 'owner'] });

/** Every key of a JSON value, as paths (`car.plate`, `services[].name`). */
function keysOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => keysOf(v, `${path}[]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [`${path}${path ? '.' : ''}${k}`, ...keysOf(v, `${path}${path ? '.' : ''}${k}`)]);
  return [];
}
const PUBLIC_FIELDS = [
  'state',
  'car',
  'car.brand',
  'car.model',
  'car.plate',
  'services',
  'services[].name',
  'services[].quantity',
  'services[].parking',
  'services[].state',
  'services[].sum',
  'services[].tire_size',
  'services[].tire_size.radius',
  'services[].tire_size.profile',
  'services[].tire_size.profile_code',
  'queue',
  'queue.ahead',
  'queue.ready_at',
  'money',
  'money.total',
  'money.discount',
  'money.paid',
  'money.to_pay',
  'shop',
  'shop.name',
  'shop.address',
  'shop.hours',
  'done_at',
  'picked_up_at',
];

const tokenOf = (url: string) => url.split('/o/')[1]!;

async function publicOrder() {
  const { orderId, plate } = await createOrder(ctx.api, ctx.tokens.master, { phone: '+7 916 555-12-34', name: 'Пётр Секретов' });
  const [service] = await washServices(ctx.api, ctx.tokens.master, orderId);
  await addWash(ctx.api, ctx.tokens.master, orderId, service!.service_id);
  const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
  return { orderId, plate, order, token: tokenOf(order.customer.public_url) };
}

describe("the customer's page", () => {
  it('has an unguessable link per order: 24 base64url characters (144 bits), not the order id', async () => {
    const a = await publicOrder();
    const b = await publicOrder();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.order.customer.public_url).toBe(`${ctx.api.url.replace('127.0.0.1', 'localhost').replace(/\/api\/v1$/, '')}/o/${a.token}`);
  });

  it('shows only the public view: no phone, name, comment, key cell, staff or order number', async () => {
    const { orderId, token, plate } = await publicOrder();
    await ctx.post('new-order/update', { order_id: orderId, comment: 'СЕКРЕТНЫЙ-КОММЕНТАРИЙ' }, 'master');
    await ctx.post('order/keys-taken', { order_id: orderId }, 'master');
    await ctx.post(
      'business/profile/save',
      {
        name: 'Мойка «Тест»',
        address: 'Москва, ул. Тестовая, 1',
        phone: '+7 495 000-00-00',
        inn: '7707083893',
        hours: 'ежедневно 8:00–22:00',
      },
      'owner',
    );
    const res = await ctx.api.call('GET', `public/order/${token}`);
    expect(res.status).toBe(200);
    const view = res.body.data;
    expect(keysOf(view).filter((k) => !PUBLIC_FIELDS.includes(k))).toEqual([]);
    const text = JSON.stringify(res.body);
    for (const secret of ['79165551234', '5551234', 'Пётр', 'Секретов', 'СЕКРЕТНЫЙ', plate, 'master', '+7 495'])
      expect(text).not.toContain(secret);
    expect(view.car.plate).toBe(`${plate[0]}***${plate.slice(4, 6)} ${plate.slice(6)}`);
    expect(view).toMatchObject({ state: 'waiting', shop: { name: 'Мойка «Тест»', hours: 'ежедневно 8:00–22:00' } });
    expect(view.queue.ready_at).toMatch(/T\d\d:\d\d:00\.000Z$/);
  });

  it('names a tyre line with the size it was taken at, as the staff and the receipt see it', async () => {
    const { orderId, token } = await publicOrder();
    const { res: added, profile } = await addTyreLine(ctx.api, ctx.tokens.master, orderId, 'R17');
    expect(added.status).toBe(200);
    const view = (await ctx.api.call('GET', `public/order/${token}`)).body.data;
    expect(keysOf(view).filter((k) => !PUBLIC_FIELDS.includes(k))).toEqual([]);
    const staff = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(view.services.map((s: { tire_size: unknown }) => s.tire_size)).toEqual(
      staff.items.map((i: { tire_size: unknown }) => i.tire_size),
    );
    expect(view.services[1]).toMatchObject({ quantity: 4, tire_size: { radius: 'R17', profile: profile.name } });
    expect(view.services[0].tire_size).toBeNull();
  });

  it('follows the work: in progress, ready with what is left to pay, then the receipt once paid', async () => {
    const { orderId } = await startedOrder(ctx.api, ctx.tokens.master, { phone: '+7 916 555-12-35' });
    const token = tokenOf((await getOrder(ctx.api, ctx.tokens.master, orderId)).customer.public_url);
    const view = async () => (await ctx.api.call('GET', `public/order/${token}`)).body.data;
    expect(await view()).toMatchObject({ state: 'in_progress', services: [{ state: 'in_work' }] });
    await ctx.post('order/complete', { order_id: orderId }, 'master');
    const ready = await view();
    // As a receipt reads: the lines before discount, less the discount, make the total (the first order's 30 % here).
    expect(ready.money.discount).toBeGreaterThan(0);
    expect(ready.services.reduce((sum: number, s: { sum: number }) => sum + s.sum, 0) - ready.money.discount).toBeCloseTo(
      ready.money.total,
      2,
    );
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(ready).toMatchObject({
      state: 'done',
      queue: null,
      services: [{ state: 'done' }],
      money: { to_pay: order.pay_sum, total: order.sum_final },
    });
    const paid = await ctx.post('order/pay', { order_id: orderId, sum: order.pay_sum, method: 'cash' }, 'cashier', {
      'Idempotency-Key': `pay-order-${orderId}`,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const receipt = await view();
    expect(receipt).toMatchObject({ state: 'picked_up', money: { to_pay: 0, paid: order.sum_final } });
    expect(receipt.picked_up_at).not.toBeNull();
  });

  it('answers an unknown, a malformed and a replaced link alike: 410 with one plain sentence', async () => {
    const { orderId, token } = await publicOrder();
    const renewed = await ctx.post('order/public-link', { order_id: orderId }, 'cashier');
    expect(renewed.status).toBe(200);
    expect(renewed.body.code).toBe('public_link_renewed');
    const fresh = tokenOf(renewed.body.data.public_url);
    expect(fresh).not.toBe(token);
    const answers = await Promise.all(
      [token, 'AAAAAAAAAAAAAAAAAAAAAAAA', 'short', '../../etc', fresh].map((t) =>
        ctx.api.call('GET', `public/order/${encodeURIComponent(t)}`),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([410, 410, 410, 410, 200]);
    expect(new Set(answers.slice(0, 4).map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers[0]!.body).toMatchObject({ code: 'public_link_gone', details: expect.stringContaining('больше не действует') });
    // The audit says a link was issued, never which.
    const audit = await ctx.get(`owner/audit?order=${orderId}`, 'owner');
    expect(JSON.stringify(audit.body)).toContain('order.public_link');
    expect(JSON.stringify(audit.body)).not.toContain(fresh);
  });

  it('expires 30 days after the car was handed over', async () => {
    let now = new Date();
    const api = await freshTestApi({ clock: () => now });
    const master = await api.signInAs('master');
    const { orderId } = await finishedOrder(api, master, { phone: '+7 916 555-12-36' });
    const order = await getOrder(api, master, orderId);
    const token = tokenOf(order.customer.public_url);
    // Paid at the desk after the work: the person came for the car.
    {
      const cashier = await api.signInAs('cashier');
      await api.call('POST', 'order/pay', {
        token: cashier,
        body: { order_id: orderId, sum: order.pay_sum, method: 'cash' },
        headers: { 'Idempotency-Key': `pay-order-${orderId}` },
      });
    }
    const [row] = await api.database.db.select({ at: orders.pickedUpAt }).from(orders).where(eq(orders.id, orderId));
    expect(row!.at).not.toBeNull();
    now = new Date(row!.at!.getTime() + 29 * 86_400_000);
    expect((await api.call('GET', `public/order/${token}`)).status).toBe(200);
    now = new Date(row!.at!.getTime() + 31 * 86_400_000);
    expect((await api.call('GET', `public/order/${token}`)).status).toBe(410);
  });

  it('is refused to the staff calls of others: the display may not issue a link, nobody reads the live views over HTTP', async () => {
    const { orderId } = await publicOrder();
    const display = await ctx.api.signInAs('display');
    expect((await ctx.api.call('POST', 'order/public-link', { token: display, body: { order_id: orderId } })).status).toBe(403);
    expect((await ctx.post('public/views', { tokens: ['AAAAAAAAAAAAAAAAAAAAAAAA'] }, 'owner')).status).toBe(403);
    expect((await ctx.post('order/public-link', { order_id: 99_999_999 }, 'master')).status).toBe(404);
  });
});
