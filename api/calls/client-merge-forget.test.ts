import { describe, expect, it } from 'vitest';
import { whereTextIs } from '../test/text-scan';
import { createOrder, finishedOrder, getOrder, startedOrder } from '../test/order-fixtures';
import { freshPhone } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * The owner's two rare acts on a client: merging the same person under two phones (no figure
 * of any order moves) and erasing a person on request (152-ФЗ): afterwards no text column of
 * the database holds the phone or the name.
 */
const ctx = testApiFixture({ roles: ['master', 'cashier', 'owner'] });
const MONEY = ['total_sum', 'discount_sum', 'sum_final', 'pay_sum', 'refund_due', 'total_paid', 'pay_status', 'discount'] as const;
const figures = async (orderId: number) => {
  const o = await getOrder(ctx.api, ctx.tokens.owner, orderId);
  return Object.fromEntries(MONEY.map((k) => [k, o[k]]));
};
async function paidVisit(phone: string, name: string) {
  const order = await finishedOrder(ctx.api, ctx.tokens.master, { phone, name });
  const due = (await getOrder(ctx.api, ctx.tokens.cashier, order.orderId)).pay_sum;
  expect((await ctx.post('order/pay', { order_id: order.orderId, sum: due, method: 'cash' }, 'cashier')).status).toBe(200);
  return order;
}
const whereIs = (text: string) => whereTextIs(ctx.api.database.db, text);

describe('merging two clients', () => {
  it('joins orders, cars and notes under one client, changes no figure, and the other phone leads there', async () => {
    const [mainPhone, otherPhone] = [freshPhone(), freshPhone()];
    const a = await paidVisit(mainPhone, 'Слияние Главный');
    const b = await paidVisit(otherPhone, 'Слияние Второй');
    await ctx.post('client/update', { client_id: b.clientId, note: 'Просит не мыть двигатель' }, 'master');
    const before = { a: await figures(a.orderId), b: await figures(b.orderId) };

    expect((await ctx.post('client/merge', { client_id: a.clientId, merge_id: b.clientId }, 'cashier')).status).toBe(403);
    const merged = await ctx.post('client/merge', { client_id: a.clientId, merge_id: b.clientId }, 'owner');
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);

    expect({ a: await figures(a.orderId), b: await figures(b.orderId) }).toEqual(before);
    const card = (await ctx.get(`client/${a.clientId}`)).body.data;
    expect(card).toMatchObject({ phone: mainPhone, other_phones: [otherPhone], name: 'Слияние Главный' });
    expect(card.money.visits).toBe(2);
    expect(card.cars.map((c: { plate_number: string }) => c.plate_number).sort()).toEqual([a.plate, b.plate].sort());
    expect(card.notes.map((n: { text: string }) => n.text)).toEqual(['Просит не мыть двигатель']);
    expect((await getOrder(ctx.api, ctx.tokens.owner, b.orderId)).client.id).toBe(a.clientId);

    const found = (await ctx.get(`client/search?q=${encodeURIComponent(otherPhone)}`)).body.data.clients;
    expect(found.map((c: { id: number }) => c.id)).toEqual([a.clientId]);
    const gone = await ctx.get(`client/${b.clientId}`);
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({ code: 'client_merged', params: { id: b.clientId, into: a.clientId } });
    // At intake the other phone is the same person.
    const next = await createOrder(ctx.api, ctx.tokens.master, { phone: otherPhone });
    expect(next.clientId).toBe(a.clientId);

    const audit = (await ctx.get('owner/audit?kind=clients', 'owner')).body.data;
    expect(JSON.stringify(audit)).toContain('client.merged');
  });

  it('refuses a client merged into itself, and one already merged', async () => {
    const a = await createOrder(ctx.api, ctx.tokens.master, { phone: freshPhone() });
    const b = await createOrder(ctx.api, ctx.tokens.master, { phone: freshPhone() });
    const self = await ctx.post('client/merge', { client_id: a.clientId, merge_id: a.clientId }, 'owner');
    expect(self.status).toBe(400);
    expect(self.body.details).toBe('Клиента нельзя объединить с ним самим: выберите другого');
    expect((await ctx.post('client/merge', { client_id: a.clientId, merge_id: b.clientId }, 'owner')).status).toBe(200);
    const twice = await ctx.post('client/merge', { client_id: a.clientId, merge_id: b.clientId }, 'owner');
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('client_merged');
    expect((await ctx.post('client/merge', { client_id: a.clientId, merge_id: 99999999 }, 'owner')).status).toBe(404);
  });
  it("keeps an order's terms when its phone is typed again after a merge: it is the same person", async () => {
    const [keepPhone, otherPhone] = [freshPhone(), freshPhone()];
    const keep = await paidVisit(keepPhone, 'Повторный Номер');
    const other = await startedOrder(ctx.api, ctx.tokens.master, { phone: otherPhone });
    const before = await figures(other.orderId);
    expect(before.discount).toBe(30);
    expect((await ctx.post('client/merge', { client_id: keep.clientId, merge_id: other.clientId }, 'owner')).status).toBe(200);
    const retyped = await ctx.post('order/update-phone', { order_id: other.orderId, phone: otherPhone }, 'master');
    expect(retyped.status).toBe(200);
    expect(retyped.body.code).toBe('phone_saved');
    expect(await figures(other.orderId)).toEqual(before);
  });
});

describe('forgetting a client', () => {
  it('erases the name, phones, notes and consent everywhere, and keeps the orders and their money', async () => {
    const [phone, second] = [freshPhone(), freshPhone()];
    const name = 'Забываемый Клиентович';
    const order = await paidVisit(phone, name);
    const other = await paidVisit(second, 'Второй Номер Забываемого');
    await ctx.post('client/merge', { client_id: order.clientId, merge_id: other.clientId }, 'owner');
    await ctx.post('client/update', { client_id: order.clientId, note: 'Постоянный, любит воск', marketing_consent: true }, 'cashier');
    // The phone also travels through the audit log: a phone change of an order.
    const moved = await createOrder(ctx.api, ctx.tokens.master, { phone: freshPhone() });
    await ctx.post('order/update-phone', { order_id: moved.orderId, phone }, 'master');
    const money = await figures(order.orderId);
    expect(await whereIs(phone)).not.toEqual([]);

    expect((await ctx.post('client/forget', { client_id: order.clientId }, 'cashier')).status).toBe(403);
    const forgot = await ctx.post('client/forget', { client_id: order.clientId }, 'owner');
    expect(forgot.status, JSON.stringify(forgot.body)).toBe(200);

    for (const text of [phone, second, name, 'Второй Номер Забываемого', 'Постоянный, любит воск'])
      expect(await whereIs(text), text).toEqual([]);
    expect(await figures(order.orderId)).toEqual(money);
    const card = (await ctx.get(`client/${order.clientId}`)).body.data;
    expect(card).toMatchObject({ phone: null, name: null, other_phones: [], notes: [], cars: [], consent: { given: false } });
    expect(card.forgotten_at).not.toBeNull();
    expect(card.visits.total).toBeGreaterThanOrEqual(2);
    expect((await ctx.get(`client/search?q=${encodeURIComponent(phone)}`)).body.data.clients).toEqual([]);
    expect((await ctx.get(`client/search?q=${encodeURIComponent('Забываемый')}`)).body.data.clients).toEqual([]);

    const twice = await ctx.post('client/forget', { client_id: order.clientId }, 'owner');
    expect(twice.status).toBe(409);
    expect(twice.body.details).toBe(`Данные клиента №${order.clientId} уже стёрты по его просьбе`);
    expect((await ctx.post('client/update', { client_id: order.clientId, name: 'Снова' }, 'cashier')).status).toBe(409);
    const audit = JSON.stringify((await ctx.get('owner/audit?kind=clients', 'owner')).body.data);
    expect(audit).toContain('client.forgotten');
    expect(audit).not.toContain(phone);
    // The same number later is a new client, who starts afresh.
    const back = await createOrder(ctx.api, ctx.tokens.master, { phone });
    expect(back.clientId).not.toBe(order.clientId);
  });

  it('erases the earlier names too, leaves other people alone, and the order cannot bring the person back', async () => {
    const phone = freshPhone();
    const order = await paidVisit(phone, 'Старовойтов Пётр');
    await ctx.post('client/update', { client_id: order.clientId, name: 'Иванов' }, 'cashier');
    // Another person whose name holds this one, in quotes: the log must stay valid JSON.
    const other = await createOrder(ctx.api, ctx.tokens.master, { phone: freshPhone() });
    await ctx.post('client/update', { client_id: other.clientId, name: 'Тест "Иванов' }, 'cashier');
    const open = await createOrder(ctx.api, ctx.tokens.master, { plate: undefined, phone });

    const forgot = await ctx.post('client/forget', { client_id: order.clientId }, 'owner');
    expect(forgot.status, JSON.stringify(forgot.body)).toBe(200);
    expect(await whereIs('Старовойтов')).toEqual([]);
    expect(await whereIs(phone)).toEqual([]);
    expect((await ctx.get(`client/${other.clientId}`)).body.data.name).toBe('Тест "Иванов');
    expect(JSON.stringify((await ctx.get('owner/audit?kind=clients', 'owner')).body.data)).toContain('Тест \\"Иванов');

    // A phone typed on the erased person's open order goes to a new client, never back to them.
    const next = freshPhone();
    expect((await ctx.post('order/update-phone', { order_id: open.orderId, phone: next }, 'master')).status).toBe(200);
    const card = (await ctx.get(`client/${order.clientId}`)).body.data;
    expect(card).toMatchObject({ phone: null, name: null });
    expect((await getOrder(ctx.api, ctx.tokens.master, open.orderId)).client.id).not.toBe(order.clientId);
  });
});
