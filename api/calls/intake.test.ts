import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, orders, washPrices } from '../db/schema';
import { addTyreLine, addWash, createOrder, getOrder, modelOf, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['master', 'cashier'] });

describe('reference data', () => {
  it('answers classes, at least 60 brands and their models with classes', async () => {
    const res = await ctx.get('get-cars-info', 'master');
    expect(res.status).toBe(200);
    const { classes, brands, models } = res.body.data;
    expect(classes.map((c: { name: string }) => c.name)).toEqual([
      'Легковой (малый и средний)',
      'Бизнес / кроссовер',
      'Внедорожник / минивэн',
      'Микроавтобус / коммерческий',
    ]);
    expect(brands.length).toBeGreaterThanOrEqual(60);
    const toyota = brands.find((b: { name: string }) => b.name === 'Toyota');
    expect(models[String(toyota.id)].map((m: { name: string }) => m.name)).toContain('Camry');
  });

  it('finds brands and models typed in Cyrillic, Latin or transliterated', async () => {
    const brand = async (search: string) =>
      (await ctx.get(`info/translit-brands?search=${encodeURIComponent(search)}`, 'master')).body.data.brands.map(
        (b: { title: string }) => b.title,
      );
    expect(await brand('тойота')).toContain('Toyota');
    expect(await brand('TOYO')).toContain('Toyota');
    expect(await brand('фольк')).toContain('Volkswagen');
    const toyota =
      (await modelOf(ctx.api, ctx.tokens.master, 'Toyota', 'Camry')) &&
      (await ctx.get('info/translit-brands?search=toyota', 'master')).body.data.brands[0].id;
    for (const search of ['kamri', 'камри', 'Camry']) {
      const res = await ctx.get(`info/translit-models?search=${encodeURIComponent(search)}&brand_id=${toyota}`, 'master');
      expect(res.body.data.models.map((m: { name: string }) => m.name)).toContain('Camry');
    }
    const all = await ctx.get(`info/translit-models?brand_id=${toyota}`, 'master');
    expect(all.body.data.models.length).toBeGreaterThan(5);
  });

  it('prices wash services per class and tyre services per radius and profile', async () => {
    const small = (await ctx.get('service-list/wash?class_id=1', 'master')).body.data;
    const suv = (await ctx.get('service-list/wash?class_id=3', 'master')).body.data;
    expect(small.length).toBeGreaterThanOrEqual(20);
    expect(suv[0].service_id).toBe(small[0].service_id);
    expect(suv[0].price).toBeGreaterThan(small[0].price);

    const radii = (await ctx.get('service-tire/radius', 'master')).body.data;
    const profiles = (await ctx.get('service-tire/profile', 'master')).body.data;
    expect(radii.map((r: { name: string }) => r.name)).toEqual(['R13', 'R14', 'R15', 'R16', 'R17', 'R18', 'R19', 'R20', 'R21', 'R22']);
    const price = async (radius: number, profile: number) =>
      (await ctx.get(`service-list/tires?radius_id=${radius}&profile_id=${profile}`, 'master')).body.data[0].price;
    expect(await price(radii[9].radius_id, profiles[0].profile_id)).toBeGreaterThan(
      await price(radii[0].radius_id, profiles[0].profile_id),
    );
    expect(await price(radii[0].radius_id, profiles[2].profile_id)).toBeGreaterThan(
      await price(radii[0].radius_id, profiles[0].profile_id),
    );
  });

  it('lists wash and tyre workers with their colours', async () => {
    const wash = (await ctx.get('workers-wash/get', 'master')).body.data;
    const tire = (await ctx.get('workers-tire/get', 'master')).body.data;
    expect(wash.length).toBeGreaterThan(3);
    expect(tire.length).toBeGreaterThan(2);
    expect(wash[0].color_back).toMatch(/^#[0-9a-f]{6}$/i);
  });
});

describe('check-plate and new-order', () => {
  it('refuses a standard plate that does not match, and accepts a non-standard one', async () => {
    const bad = await ctx.post('new-order/check-plate', { plate_number: 'Б123ВС77' }, 'master');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toBe('Неверный формат номера');
    const odd = await ctx.post('new-order/check-plate', { plate_number: '1234 AB-5', non_standard: true }, 'master');
    expect(odd.status).toBe(200);
    expect(odd.body.data).toMatchObject({ plate_number: '1234 AB-5', is_new: true });
  });

  it('creates a new client by phone with the 30 % first-order discount', async () => {
    const { orderId, clientId } = await createOrder(ctx.api, ctx.tokens.master, {
      plate: 'a777aa77',
      phone: '+7 (916) 111-22-33',
      name: 'Иван',
    });
    expect(clientId).toBeGreaterThan(0);
    const [service] = await washServices(ctx.api, ctx.tokens.master, orderId);
    expect((await addWash(ctx.api, ctx.tokens.master, orderId, service!.service_id, 2)).status).toBe(200);
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(order).toMatchObject({
      job_status: 'waiting',
      job_status_text: 'Ожидает',
      pay_status: 1,
      is_first_order: true,
      discount: 30,
      discount_reason: 'Первый раз',
      can_be_changed: true,
      is_can_be_started: false,
      is_wash: true,
      is_tire: false,
    });
    expect(order.car).toMatchObject({ plate_number: 'А777АА77', model_text: 'Volkswagen Polo', keys: '' });
    expect(order.client).toMatchObject({ phone: '+79161112233', name: 'Иван' });
    const line = order.items[0];
    expect(line.sum_before_discount).toBe(service!.price * 2);
    expect(line.sum).toBeCloseTo(service!.price * 2 * 0.7, 2);
    expect(order.total_sum).toBe(service!.price * 2);
    expect(order.sum_final).toBe(line.sum);
    expect(order.pay_sum).toBe(order.sum_final);
  });

  it('prefills a known plate, finds the client by phone and refuses a second open order', async () => {
    const known = await ctx.post('new-order/check-plate', { plate_number: 'А 777 АА 77' }, 'master');
    expect(known.body.data).toMatchObject({ is_new: false, client_phone: '+79161112233', client_name: 'Иван' });
    expect(known.body.data.model_id).toBeGreaterThan(0);
    expect(known.body.data.open_order_id).toBeGreaterThan(0);
    expect(known.body.data.open_order_is_draft).toBe(false);
    const polo = await modelOf(ctx.api, ctx.tokens.master, 'Volkswagen', 'Polo');
    const again = await ctx.post('new-order', { plate_number: 'A777AA77', model_id: polo.id, class_id: polo.class_id }, 'master');
    expect(again.status).toBe(409);
    expect(again.body.details).toMatch(/уже есть открытый заказ/);
  });

  it('says when the open order is a draft (taken in, no service yet), so that the wizard takes it up again', async () => {
    const polo = await modelOf(ctx.api, ctx.tokens.master, 'Volkswagen', 'Polo');
    const created = await ctx.post('new-order', { plate_number: 'Е505КХ77', model_id: polo.id, class_id: polo.class_id }, 'master');
    const draft = await ctx.post('new-order/check-plate', { plate_number: 'Е505КХ77' }, 'master');
    expect(draft.body.data).toMatchObject({ open_order_id: created.body.data.order_id, open_order_is_draft: true });
    const fresh = await ctx.post('new-order/check-plate', { plate_number: 'Е506КХ77' }, 'master');
    expect(fresh.body.data).toMatchObject({ open_order_id: null, open_order_is_draft: false });
  });

  it('refuses a bad phone, an unknown model and a cashier', async () => {
    const polo = await modelOf(ctx.api, ctx.tokens.master, 'Volkswagen', 'Polo');
    const phone = await ctx.post(
      'new-order',
      { plate_number: 'В001ВВ77', model_id: polo.id, class_id: 1, phone_number: '12345' },
      'master',
    );
    expect(phone.status).toBe(400);
    expect(phone.body.details).toBe('Неверный формат телефона');
    const model = await ctx.post('new-order', { plate_number: 'В001ВВ77', model_id: 999999, class_id: 1 }, 'master');
    expect(model.status).toBe(404);
    const role = await ctx.post('new-order', { plate_number: 'В001ВВ77', model_id: polo.id, class_id: 1 }, 'cashier');
    expect(role.status).toBe(403);
    const missing = await ctx.post('new-order', { plate_number: 'В001ВВ77' }, 'master');
    expect(missing.status).toBe(400);
    expect(missing.body.details).toMatch(/model_id/);
  });
});

describe('new-order/update', () => {
  it('adds, counts up, re-counts and deletes lines, and refuses quantities outside 1..99', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id, 3);
    let offers = await washServices(ctx.api, ctx.tokens.master, orderId);
    expect(offers.find((s) => s.service_id === a!.service_id)?.quantity).toBe(2);
    expect(offers.find((s) => s.service_id === b!.service_id)?.quantity).toBe(3);

    const upd = await ctx.post(
      'new-order/update',
      { order_id: orderId, action: 'update', service_id: b!.service_id, quantity: 1, is_wash_service: true },
      'master',
    );
    expect(upd.status).toBe(200);
    for (const quantity of [0, 100, -1, 2.5]) {
      const res = await ctx.post(
        'new-order/update',
        { order_id: orderId, action: 'update', service_id: b!.service_id, quantity, is_wash_service: true },
        'master',
      );
      expect(res.status).toBe(400);
    }
    const del = await ctx.post(
      'new-order/update',
      { order_id: orderId, action: 'delete', service_id: a!.service_id, is_wash_service: true },
      'master',
    );
    expect(del.status).toBe(200);
    offers = await washServices(ctx.api, ctx.tokens.master, orderId);
    expect(offers.filter((s) => s.quantity > 0).map((s) => [s.service_id, s.quantity])).toEqual([[b!.service_id, 1]]);
    const gone = await ctx.post(
      'new-order/update',
      { order_id: orderId, action: 'delete', service_id: a!.service_id, is_wash_service: true },
      'master',
    );
    expect(gone.status).toBe(404);
  });

  it('leaves the order as it was when a line is re-counted to the quantity it has (a form sent again)', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id, 2);
    const before = await getOrder(ctx.api, ctx.tokens.master, orderId);
    const recount = { order_id: orderId, action: 'update', service_id: a!.service_id, quantity: 2, is_wash_service: true };
    expect((await ctx.post('new-order/update', recount, 'master')).status).toBe(200);
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).seq).toBe(before.seq);
    const audited = await ctx.api.database.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(audited.map((r) => r.action)).not.toContain('order.item.quantity');
    // Another quantity is a change: saved, and the order moves in the change feed.
    expect((await ctx.post('new-order/update', { ...recount, quantity: 3 }, 'master')).status).toBe(200);
    const after = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(after.seq).toBeGreaterThan(before.seq);
    expect(after.items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
  });

  it('saves a comment-only update and writes it to the audit log', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const res = await ctx.post('new-order/update', { order_id: orderId, comment: 'Не трогать багажник' }, 'master');
    expect(res.status).toBe(200);
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).comment).toBe('Не трогать багажник');
    const rows = await ctx.api.database.db.select().from(auditLog).where(eq(auditLog.entityId, orderId));
    expect(rows.map((r) => r.action)).toContain('order.comment');
    expect(rows.find((r) => r.action === 'order.comment')?.after).toEqual({ comment: 'Не трогать багажник' });
  });

  it('adds tyre services at the price of the radius and profile', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const { res, radiusId, profile, offer } = await addTyreLine(ctx.api, ctx.tokens.master, orderId, 'R17');
    expect(res.status).toBe(200);
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(order).toMatchObject({ is_tire: true, is_wash: false, tire_radius_id: radiusId, tire_profile_id: profile.profile_id });
    expect(order.items[0]).toMatchObject({ quantity: 4, price_item: offer.price, is_wash: false, kind: 'tire' });
    // The line says the size it was taken at, for every screen that shows it.
    expect(order.items[0].tire_size).toEqual({ radius: 'R17', profile: profile.name, profile_code: profile.code });
    await addWash(ctx.api, ctx.tokens.master, orderId, (await washServices(ctx.api, ctx.tokens.master, orderId))[0]!.service_id);
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items[1].tire_size).toBeNull();
  });
});

describe('recent orders', () => {
  it("shows the car's finished orders with the total then and at today's prices", async () => {
    const { orderId, plate } = await createOrder(ctx.api, ctx.tokens.master, { phone: '+79990001122' });
    const [service] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, service!.service_id);
    await ctx.api.database.db.update(orders).set({ jobStatus: 'done', doneAt: new Date() }).where(eq(orders.id, orderId));
    // The price list changes after the visit.
    await ctx.api.database.db.update(washPrices).set({ price: 99_900 }).where(eq(washPrices.serviceId, service!.service_id));
    const res = await ctx.get(`get-client-recent-orders?plate_number=${encodeURIComponent(plate)}`, 'master');
    expect(res.status).toBe(200);
    const [recent] = res.body.data;
    expect(recent.order_id).toBe(orderId);
    expect(recent.total_sum).toBe(service!.price);
    expect(recent.total_sum_now).toBe(999);
    expect(recent.items[0]).toMatchObject({ service_id: service!.service_id, quantity: 1, is_available: true });
  });
});

describe('suggestions and refusals of the wizard calls', () => {
  it('suggests client names and known plates', async () => {
    await createOrder(ctx.api, ctx.tokens.master, { plate: 'М321ОР77', phone: '+79005554433', name: 'Светлана' });
    const names = (await ctx.get(`info/names?search=${encodeURIComponent('свет')}`, 'master')).body.data.names;
    expect(names).toContain('Светлана');
    const plates = (await ctx.get(`info/plates?search=${encodeURIComponent('m321')}`, 'master')).body.data.plates;
    expect(plates).toEqual(['М321ОР77']);
  });

  it('refuses an unknown service with 404 and a change of a paid order with 409', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const unknown = await addWash(ctx.api, ctx.tokens.master, orderId, 999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.details).toMatch(/не найдена/);
    const [s] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, s!.service_id);
    await ctx.api.database.db.update(orders).set({ payStatus: 3, jobStatus: 'in_progress' }).where(eq(orders.id, orderId));
    const paid = await addWash(ctx.api, ctx.tokens.master, orderId, s!.service_id);
    expect(paid.status).toBe(409);
    expect(paid.body.details).toBe('Заказ оплачен, изменить его нельзя');
  });

  it('keeps the wizard calls for masters', async () => {
    for (const path of [
      'get-cars-info',
      'info/translit-brands?search=ki',
      'service-list/wash?class_id=1',
      'get-client-recent-orders?plate_number=А777АА77',
    ]) {
      expect((await ctx.get(path, 'cashier')).status, path).toBe(403);
    }
    expect((await ctx.post('new-order/check-plate', { plate_number: 'А777АА77' }, 'cashier')).status).toBe(403);
    // The wheel radii are the desk's too: a tyre set taken into storage at the desk names its size.
    expect((await ctx.get('service-tire/radius', 'cashier')).status).toBe(200);
  });
});
