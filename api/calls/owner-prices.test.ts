import { describe, expect, it } from 'vitest';
import { addWash, createOrder, getOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['owner', 'master', 'cashier'] });
const { post } = ctx;

type Service = {
  id: number;
  kind: 'wash' | 'tire';
  name: string;
  is_active: boolean;
  sort: number;
  prices: Record<string, number>;
};

/** The price list's service by name, with its class prices. */
async function serviceNamed(name: string): Promise<Service> {
  const list = (await ctx.get('owner/prices')).body.data;
  return list.services.find((s: { name: string }) => s.name === name);
}

/** The owner's «Сохранить» of a service's row: its fields as they are, these prices. */
const savePrices = (s: Service, prices: Array<{ class_id: number; price: unknown }>, reprice_open?: boolean) =>
  post('owner/service', {
    id: s.id,
    kind: s.kind,
    name: s.name,
    is_active: s.is_active,
    sort: s.sort,
    prices,
    reprice_open,
  });

describe('the price list', () => {
  it('lists every class and service, with the wash prices per class in roubles', async () => {
    const res = await ctx.get('owner/prices');
    expect(res.status).toBe(200);
    expect(res.body.data.classes.length).toBeGreaterThanOrEqual(4);
    const express = res.body.data.services.find((s: { name: string }) => s.name === 'Экспресс-мойка');
    expect(express).toMatchObject({ kind: 'wash', is_active: true });
    expect(Object.keys(express.prices).length).toBeGreaterThanOrEqual(4);
  });

  it('an order above 10,000,000 ₽ is refused whole with a Russian reason, not a server error', async () => {
    const detailing = await serviceNamed('Детейлинг-мойка');
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const classId = (await getOrder(ctx.api, ctx.tokens.master, orderId)).car.class_id as number;
    expect((await savePrices(detailing, [{ class_id: classId, price: '999999,99' }])).status).toBe(200);
    const change = (action: 'add' | 'update', quantity: number) =>
      ctx.api.call('POST', 'new-order/update', {
        token: ctx.tokens.master,
        body: { order_id: orderId, action, service_id: detailing.id, is_wash_service: true, quantity },
      });
    const tooMany = await change('add', 99);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({
      code: 'order_sum_too_big',
      details: `Заказ №${orderId} больше 10\u202f000\u202f000\u00a0₽ не принимается: проверьте количество и цены`,
    });
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items).toEqual([]);
    expect((await change('add', 10)).status).toBe(200);
    expect((await change('update', 11)).body.code).toBe('order_sum_too_big');
    expect((await change('add', 1)).body.code).toBe('order_sum_too_big');
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(order.items.map((i: { quantity: number }) => i.quantity)).toEqual([10]);
    expect(order.sum_final).toBeLessThanOrEqual(10_000_000);
  });

  it('a new wash price reaches new lines only, unless the owner re-prices open orders', async () => {
    const express = await serviceNamed('Экспресс-мойка');
    // A Polo is class 1 in the catalogue: its order's line and a second order's line.
    const kept = await createOrder(ctx.api, ctx.tokens.master);
    await addWash(ctx.api, ctx.tokens.master, kept.orderId, express.id);
    const classId = (await getOrder(ctx.api, ctx.tokens.master, kept.orderId)).car.class_id as number;
    const old = express.prices[String(classId)]!;

    const raised = await savePrices(express, [{ class_id: classId, price: old + 100 }]);
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body).toMatchObject({
      code: 'service_saved',
      data: { repriced_orders: 0 },
    });
    expect((await getOrder(ctx.api, ctx.tokens.master, kept.orderId)).items[0].price_item).toBe(old);

    // The wizard's list and a new line take the new price.
    const fresh = await createOrder(ctx.api, ctx.tokens.master);
    const offer = (await washServices(ctx.api, ctx.tokens.master, fresh.orderId)).find((s) => s.service_id === express.id);
    expect(offer?.price).toBe(old + 100);

    // Asked to, the open order nothing was paid for follows; the figures come from the derivation.
    const again = await savePrices(express, [{ class_id: classId, price: old + 200.5 }], true);
    expect(again.body).toMatchObject({
      code: 'service_saved_repriced',
      data: { repriced_orders: 1 },
    });
    const repriced = await getOrder(ctx.api, ctx.tokens.master, kept.orderId);
    expect(repriced.items[0].price_item).toBe(old + 200.5);
    expect(repriced.total_sum).toBe(old + 200.5);
  });

  it('re-prices the open orders of every class a save changes, in one save', async () => {
    // All the service's open orders locked first (decision 004), then class by class.
    const express = await serviceNamed('Экспресс-мойка');
    const cars = [{}, { brand: 'Toyota', model: 'Camry' }, { brand: 'Toyota', model: 'Land Cruiser' }];
    const orders = await Promise.all(cars.map((car) => createOrder(ctx.api, ctx.tokens.master, car)));
    for (const o of orders) await addWash(ctx.api, ctx.tokens.master, o.orderId, express.id);
    const classes = await Promise.all(orders.map(async (o) => (await getOrder(ctx.api, ctx.tokens.master, o.orderId)).car.class_id));
    expect(new Set(classes).size).toBe(3);
    const prices = classes.map((classId, i) => ({ class_id: classId as number, price: express.prices[String(classId)]! + 10 * (i + 1) }));
    expect((await savePrices(express, prices, true)).body.data.repriced_orders).toBeGreaterThanOrEqual(3);
    for (const [i, o] of orders.entries())
      expect((await getOrder(ctx.api, ctx.tokens.master, o.orderId)).items[0].price_item).toBe(prices[i]!.price);
  });

  it('leaves an order with money kept at its price', async () => {
    const express = await serviceNamed('Экспресс-мойка');
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    await addWash(ctx.api, ctx.tokens.master, orderId, express.id);
    const before = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect((await post('order/pay', { order_id: orderId, sum: 1, method: 'cash' }, 'cashier')).status).toBe(200);
    const res = await savePrices(
      express,
      [
        {
          class_id: before.car.class_id,
          price: before.items[0].price_item + 300,
        },
      ],
      true,
    );
    expect(res.status).toBe(200);
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items[0].price_item).toBe(before.items[0].price_item);
  });

  it('refuses bad prices with a field message and changes nothing', async () => {
    const express = await serviceNamed('Экспресс-мойка');
    for (const price of [-1, 1_000_001, 10.555, 'десять']) {
      const res = await savePrices(express, [{ class_id: 1, price }]);
      expect(res.status, String(price)).toBe(400);
      expect(res.body.code).toBe('invalid_input');
    }
    expect((await savePrices(express, [{ class_id: 999, price: 10 }])).status).toBe(404);
    expect((await savePrices({ ...express, id: 999999 }, [{ class_id: 1, price: 10 }])).body.code).toBe('service_not_found');
    expect(
      (
        await savePrices(express, [
          { class_id: 1, price: 10 },
          { class_id: 1, price: 20 },
        ])
      ).body.code,
    ).toBe('price_twice');
    expect(await serviceNamed('Экспресс-мойка')).toEqual(express);
  });

  it("adds a service, and a deactivated one leaves the master's list", async () => {
    const created = await post('owner/service', {
      kind: 'wash',
      name: '  Мойка   мотоцикла ',
      is_active: true,
      sort: 5,
      prices: [1, 2, 3, 4].map((c) => ({ class_id: c, price: 300 })),
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    expect((await washServices(ctx.api, ctx.tokens.master, orderId)).map((s) => s.name)).toContain('Мойка мотоцикла');
    const off = await post('owner/service', {
      id,
      kind: 'wash',
      name: 'Мойка мотоцикла',
      is_active: false,
      sort: 5,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await washServices(ctx.api, ctx.tokens.master, orderId)).map((s) => s.name)).not.toContain('Мойка мотоцикла');
    expect(
      (
        await post('owner/service', {
          id,
          kind: 'tire',
          name: 'Мойка мотоцикла',
          is_active: true,
          sort: 5,
        })
      ).body.code,
    ).toBe('service_kind_fixed');
  });

  it('refuses a second service of one name, whatever the case or the kind, also when two saves meet', async () => {
    const classes = (await ctx.get('owner/prices')).body.data.classes as Array<{ id: number }>;
    // A new wash service names every class (a price here); a tyre service has its grid instead.
    const prices = (kind: 'wash' | 'tire', id?: number) =>
      kind === 'wash' && !id ? { prices: classes.map((c) => ({ class_id: c.id, price: 500 })) } : {};
    const service = (name: string, kind: 'wash' | 'tire' = 'wash', id?: number) =>
      post('owner/service', { ...(id ? { id } : {}), kind, name, is_active: true, sort: 0, ...prices(kind, id) });
    const first = await service('Мойка лодки');
    expect(first.status).toBe(200);
    const again = await service('мойка   ЛОДКИ');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'service_name_taken',
      details: 'Услуга «мойка ЛОДКИ» уже есть в прайс-листе: назовите новую иначе или измените ту',
    });
    // A tyre service of a wash service's name would read the same on an order, a receipt, the log.
    expect((await service('Мойка лодки', 'tire')).body.code).toBe('service_name_taken');
    expect((await service('экспресс-мойка')).body.code).toBe('service_name_taken');
    // A change of case of its own name is no clash; a rename onto another's is.
    expect((await service('МОЙКА ЛОДКИ', 'wash', first.body.data.id)).status).toBe(200);
    const other = await service('Мойка катера');
    const renamed = await service('Мойка лодки', 'wash', other.body.data.id);
    expect(renamed.status).toBe(409);
    expect(renamed.body.code).toBe('service_name_taken');
    // Two saves of one new name at once: one is taken, the other refused, never a 500.
    const both = await Promise.all([service('Мойка яхты'), service('мойка яхты'), service('МОЙКА ЯХТЫ', 'tire')]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const names = (await ctx.get('owner/prices')).body.data.services.map((s: { name: string }) => s.name.toLowerCase());
    expect(names.filter((n: string) => ['мойка лодки', 'мойка катера', 'мойка яхты'].includes(n)).sort()).toEqual([
      'мойка катера',
      'мойка лодки',
      'мойка яхты',
    ]);
  });

  it('a new wash service names every class: a price, or null for «not offered»; a class left out is refused by name', async () => {
    const classes = (await ctx.get('owner/prices')).body.data.classes as Array<{ id: number; name: string }>;
    const [first, ...rest] = classes;
    const service = { kind: 'wash', name: 'Мойка колёсных дисков', is_active: true, sort: 50 };
    const silent = await post('owner/service', { ...service, prices: rest.map((c) => ({ class_id: c.id, price: 400 })) });
    expect(silent.status).toBe(400);
    expect(silent.body).toMatchObject({
      code: 'service_class_unpriced',
      params: { id: first!.id, name: first!.name },
      details: `Для класса «${first!.name}» не указана цена: укажите её или отметьте, что для этого класса услуга не оказывается`,
    });
    expect((await ctx.get('owner/prices')).body.data.services.map((s: { name: string }) => s.name)).not.toContain(service.name);

    const explicit = await post('owner/service', {
      ...service,
      prices: [{ class_id: first!.id, price: null }, ...rest.map((c) => ({ class_id: c.id, price: 400 }))],
    });
    expect(explicit.status, JSON.stringify(explicit.body)).toBe(200);
    expect(explicit.body).toMatchObject({
      code: 'service_saved',
      params: { name: service.name },
      details: `Услуга «${service.name}» сохранена`,
    });
    const saved = (await ctx.get('owner/prices')).body.data.services.find((s: { name: string }) => s.name === service.name);
    expect(Object.keys(saved.prices).sort()).toEqual(rest.map((c) => String(c.id)).sort());
  });

  it('fills a tyre grid cell and reads it back', async () => {
    const tyre = (await ctx.get('owner/prices')).body.data.services.find((s: { kind: string }) => s.kind === 'tire');
    const grid = (await ctx.get(`owner/tire-prices?service_id=${tyre.id}`)).body.data;
    const [radius] = grid.radii;
    const [profile] = grid.profiles;
    const res = await post('owner/tire-prices/save', {
      service_id: tyre.id,
      cells: [{ radius_id: radius.id, profile_id: profile.id, price: 777 }],
    });
    expect(res.status).toBe(200);
    const after = (await ctx.get(`owner/tire-prices?service_id=${tyre.id}`)).body.data.cells;
    expect(after).toContainEqual({
      radius_id: radius.id,
      profile_id: profile.id,
      price: 777,
    });
  });

  it('moves the reference revision with every change, and not without one', async () => {
    const revision = async () => (await ctx.get('reference/revision', 'master')).body.data.revision as number;
    const before = await revision();
    expect(await revision()).toBe(before);
    expect((await post('owner/vehicle-class', { id: 4, name: 'Микроавтобус' })).body).toMatchObject({
      code: 'class_saved',
      details: 'Класс «Микроавтобус» сохранён',
    });
    expect(await revision()).toBe(before + 1);
  });
});

describe('brands and models', () => {
  it('adds a model a master then finds, fixes its class, and refuses a name the brand has', async () => {
    const { brands } = (await ctx.get('owner/models')).body.data;
    const toyota = brands.find((b: { name: string }) => b.name === 'Toyota');
    const added = await post('owner/model', { brand_id: toyota.id, name: 'Crown  Crossover', name_ru: 'Краун Кроссовер', class_id: 2 });
    expect(added.status).toBe(200);
    const id = added.body.data.id as number;
    const found = (await ctx.get(`info/translit-models?search=${encodeURIComponent('краун')}&brand_id=${toyota.id}`, 'master')).body.data;
    expect(JSON.stringify(found)).toContain('Crown Crossover');

    expect(
      (await post('owner/model', { id, brand_id: toyota.id, name: 'Crown Crossover', name_ru: 'Краун Кроссовер', class_id: 3 })).status,
    ).toBe(200);
    const models = (await ctx.get(`owner/models?brand_id=${toyota.id}`)).body.data.models;
    expect(models).toContainEqual({ id, name: 'Crown Crossover', name_ru: 'Краун Кроссовер', class_id: 3 });
    expect((await post('owner/model', { brand_id: toyota.id, name: 'camry', class_id: 2 })).body.code).toBe('model_name_taken');
    expect((await post('owner/model', { brand_id: toyota.id, name: 'X', class_id: 99 })).body.code).toBe('class_not_found');
  });
});
