import { describe, expect, it } from 'vitest';
import { createOrder, finishedOrder, getOrder, startedOrder } from '../test/order-fixtures';
import { freshPhone } from '../test/money-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Clients and cars through the product API: search in every form a person types, the card's
 * visits and money, notes and consent, and the refusals of bad input (docs/domain.md 'Clients and cars').
 */
const ctx = testApiFixture({ roles: ['master', 'cashier', 'owner'] });
const search = async (q: string, as: 'master' | 'cashier' | 'owner' = 'master') =>
  (await ctx.get(`client/search?q=${encodeURIComponent(q)}`, as)).body.data.clients as Array<{
    id: number;
    phone: string | null;
    name: string | null;
    cars: Array<{ plate_number: string }>;
    visits: number;
  }>;
const card = async (id: number) => {
  const res = await ctx.get(`client/${id}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
/** A paid visit: done by the master, paid at the desk by card. */
async function paidVisit(phone: string, plate?: string) {
  const order = await finishedOrder(ctx.api, ctx.tokens.master, { phone, name: 'Пётр Сидоров', ...(plate ? { plate } : {}) });
  const due = (await getOrder(ctx.api, ctx.tokens.cashier, order.orderId)).pay_sum;
  const paid = await ctx.post('order/pay', { order_id: order.orderId, sum: due, method: 'card' }, 'cashier');
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { ...order, sum: due as number };
}

describe('client search', () => {
  it('finds a client by a phone in any format, a plate in either alphabet or a part of it, and a part of the name', async () => {
    const phone = freshPhone();
    const { plate, clientId } = await createOrder(ctx.api, ctx.tokens.master, { phone, name: 'Агафья Тихоновна' });
    const local = phone.slice(2);
    const forms = [phone, `8 (${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6, 8)}-${local.slice(8)}`, local, local.slice(3, 9)];
    for (const form of forms)
      expect(
        (await search(form)).map((c) => c.id),
        form,
      ).toContain(clientId);
    const latin = plate.replace('А', 'A').replace('В', 'B').replace('С', 'C').toLowerCase();
    expect((await search(latin)).map((c) => c.id)).toContain(clientId);
    expect((await search(plate.slice(1, 4))).map((c) => c.id)).toContain(clientId);
    expect((await search('тихонов', 'cashier')).map((c) => c.id)).toContain(clientId);
    // ё typed as е, as people do.
    const yo = await createOrder(ctx.api, ctx.tokens.master, { phone: freshPhone(), name: 'Пётр Ёлкин' });
    for (const typed of ['петр ел', 'ПЁТР', 'елкин'])
      expect(
        (await search(typed)).map((c) => c.id),
        typed,
      ).toContain(yo.clientId);
    const [row] = (await search(phone)).filter((c) => c.id === clientId);
    expect(row).toMatchObject({ phone, name: 'Агафья Тихоновна', cars: [{ plate_number: plate }], visits: 0 });
    // No service yet: a draft is no visit (it counts once a service is added).
  });

  it('lists the last visited first, and refuses what cannot be a search', async () => {
    const first = await createOrder(ctx.api, ctx.tokens.master, { phone: freshPhone(), name: 'Порядок Первый' });
    const second = await createOrder(ctx.api, ctx.tokens.master, { phone: freshPhone(), name: 'Порядок Второй' });
    expect((await search('порядок')).map((c) => c.id)).toEqual([second.clientId, first.clientId]);

    const short = await ctx.get('client/search?q=%D0%B0%D0%B1');
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('client_search_too_short');
    expect(short.body.details).toBe('Введите хотя бы 3 знака: телефон, часть номера машины или имени');
    const letters = await ctx.get('client/search?phone=abcdefghij');
    expect(letters.status).toBe(400);
    expect(letters.body.details).toContain('телефон');
    const long = await ctx.get(`client/search?plate=${'А'.repeat(200)}`);
    expect(long.status).toBe(400);
    expect(long.body.details).toContain('не длиннее 12 символов');
    expect((await ctx.get('client/search?q=%25%25%25')).body.data.clients).toEqual([]);
    expect((await ctx.get('client/search?page=0')).status).toBe(400);
  });
});

describe('the client card', () => {
  it('sums the paid visits, lists them with services, payment and workers, and shows the loyalty step ahead', async () => {
    const phone = freshPhone();
    const one = await paidVisit(phone);
    const two = await paidVisit(phone);
    const c = await card(one.clientId!);
    expect(c).toMatchObject({ phone, name: 'Пётр Сидоров', forgotten_at: null, other_phones: [] });
    expect(c.money).toMatchObject({ visits: 2, paid_visits: 2, spent: one.sum + two.sum, average_check: (one.sum + two.sum) / 2 });
    expect(c.visits.total).toBe(2);
    expect(c.visits.items.map((v: { order_id: number }) => v.order_id)).toEqual([two.orderId, one.orderId]);
    expect(c.visits.items[0]).toMatchObject({ sum: two.sum, pay_status: 3, methods: ['card'], job_status: 'done' });
    expect(c.visits.items[0].services.length).toBeGreaterThan(0);
    expect(c.visits.items[0].workers.length).toBe(1);
    expect(c.loyalty).toMatchObject({ month_orders: 2, next: { orders: 3, percent: 5, left: 1, progress: 66 } });
    expect(c.cars.map((car: { plate_number: string }) => car.plate_number)).toEqual([one.plate, two.plate]);
    // A page past the last is the last one.
    expect((await ctx.get(`client/${one.clientId}?visits_page=99`)).body.data.visits).toMatchObject({ page: 1, pages: 1, total: 2 });
  });

  it('keeps notes with their author, the consent with who recorded it, and an edited name', async () => {
    const { clientId } = await createOrder(ctx.api, ctx.tokens.master, { phone: freshPhone(), name: 'Без Заметок' });
    const note = 'Царапина на бампере была до мойки';
    expect((await ctx.post('client/update', { client_id: clientId, note }, 'master')).status).toBe(200);
    expect((await ctx.post('client/update', { client_id: clientId, marketing_consent: true, name: 'Олег' }, 'cashier')).status).toBe(200);
    const c = await card(clientId!);
    expect(c.name).toBe('Олег');
    expect(c.notes).toMatchObject([{ text: note, author: expect.any(String) }]);
    expect(c.consent).toMatchObject({ given: true, by: expect.any(String), at: expect.any(String) });
    const removed = await ctx.post('client/update', { client_id: clientId, remove_note_id: c.notes[0].id }, 'cashier');
    expect(removed.status).toBe(200);
    expect((await card(clientId!)).notes).toEqual([]);
    const again = await ctx.post('client/update', { client_id: clientId, remove_note_id: c.notes[0].id }, 'cashier');
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('client_note_not_found');
    expect((await ctx.post('client/update', { client_id: clientId }, 'cashier')).status).toBe(400);
    expect((await ctx.post('client/update', { client_id: clientId, note: 'x'.repeat(1001) }, 'cashier')).status).toBe(400);
    expect((await ctx.get('client/99999999')).status).toBe(404);
  });

  it("follows a car's clients over time: a phone change moves the car", async () => {
    const before = freshPhone();
    const first = await finishedOrder(ctx.api, ctx.tokens.master, { phone: before });
    const second = await startedOrder(ctx.api, ctx.tokens.master, { plate: first.plate });
    const after = freshPhone();
    expect((await ctx.post('order/update-phone', { order_id: second.orderId, phone: after }, 'master')).status).toBe(200);
    const order = await getOrder(ctx.api, ctx.tokens.master, second.orderId);
    const car = (await ctx.get(`car/${order.car.id}`)).body.data;
    expect(car.clients.map((h: { phone: string }) => h.phone)).toEqual([before, after]);
    expect(car.client_id).toBe(order.client.id);
    expect(car.orders.total).toBe(2);
    expect((await card(first.clientId!)).money.visits).toBe(1);
    expect((await ctx.get('car/99999999')).body.code).toBe('car_not_found');
  });
});
