import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brands, cars, models } from '../db/schema';
import { addWash, carsInfo, getOrder, modelOf, nextPlate, washServices } from '../test/order-fixtures';
import { testApiFixture, type TestApi } from '../test/test-api';

/**
 * A car missing from the catalogue (docs/decisions/016-cars-outside-the-catalogue.md):
 * brand and model written by hand are kept on the car only, and the class chosen prices it.
 */
const ctx = testApiFixture({ roles: ['master'] });

const newOrder = (api: TestApi, token: string, car: Record<string, unknown>, plate = nextPlate()) =>
  api.call('POST', 'new-order', { token, body: { plate_number: plate, ...car } });

async function catalogueSize(api: TestApi) {
  const { db } = api.database;
  const [b] = await db.select({ n: count() }).from(brands);
  const [m] = await db.select({ n: count() }).from(models);
  return { brands: Number(b!.n), models: Number(m!.n) };
}

describe('a car outside the catalogue', () => {
  it('keeps the brand and model as written on the car, not in the catalogue, and prices by the chosen class', async () => {
    const { api, tokens } = ctx;
    const before = await catalogueSize(api);
    const plate = nextPlate();
    const created = await newOrder(api, tokens.master, { brand_name: '  Trabant ', model_name: 'P601   Universal', class_id: 3 }, plate);
    expect(created.status).toBe(200);
    const orderId = created.body.data.order_id as number;

    const [service] = await washServices(api, tokens.master, orderId);
    const suvPrice = (await api.call('GET', 'service-list/wash?class_id=3', { token: tokens.master })).body.data[0].price as number;
    const smallPrice = (await api.call('GET', 'service-list/wash?class_id=1', { token: tokens.master })).body.data[0].price as number;
    expect(service!.price).toBe(suvPrice);
    expect(suvPrice).not.toBe(smallPrice);
    await addWash(api, tokens.master, orderId, service!.service_id);

    const order = await getOrder(api, tokens.master, orderId);
    expect(order.car).toMatchObject({
      model_text: 'Trabant P601 Universal',
      brand_id: null,
      model_id: null,
      brand_name: 'Trabant',
      model_name: 'P601 Universal',
      class_id: 3,
    });
    expect(order.total_sum).toBe(suvPrice);

    const list = await api.call('GET', `order/list?status=all&search_string=${encodeURIComponent(plate)}`, { token: tokens.master });
    expect(list.body.data.orders[0].model_text).toBe('Trabant P601 Universal');

    // The next visit finds the car as it was written, and the catalogue did not grow.
    await api.call('POST', 'order/cancel', { token: tokens.master, body: { order_id: orderId } });
    const check = await api.call('POST', 'new-order/check-plate', { token: tokens.master, body: { plate_number: plate } });
    expect(check.body.data).toMatchObject({
      is_new: false,
      brand_id: null,
      model_id: null,
      brand_name: 'Trabant',
      model_name: 'P601 Universal',
      class_id: 3,
    });
    expect(await catalogueSize(api)).toEqual(before);
    const search = await api.call('GET', 'info/translit-brands?search=trabant', { token: tokens.master });
    expect(search.body.data.brands).toEqual([]);
  });

  it('takes a catalogue brand with a model written by hand, and links text that spells a catalogue entry', async () => {
    const { api, tokens } = ctx;
    const info = await carsInfo(api, tokens.master);
    const toyota = info.brands.find((b) => b.name === 'Toyota')!;
    const crown = await newOrder(api, tokens.master, { brand_id: toyota.id, model_name: 'Crown', class_id: 2 });
    expect(crown.status).toBe(200);
    expect((await getOrder(api, tokens.master, crown.body.data.order_id)).car).toMatchObject({
      model_text: 'Toyota Crown',
      brand_id: toyota.id,
      model_id: null,
      brand_name: 'Toyota',
      model_name: 'Crown',
      class_id: 2,
    });

    const camry = await modelOf(api, tokens.master, 'Toyota', 'Camry');
    const spelled = await newOrder(api, tokens.master, { brand_name: 'тойота', model_name: 'КАМРИ', class_id: 2 });
    expect((await getOrder(api, tokens.master, spelled.body.data.order_id)).car).toMatchObject({
      model_text: 'Toyota Camry',
      brand_id: toyota.id,
      model_id: camry.id,
    });
    const alias = await newOrder(api, tokens.master, { brand_name: 'VW', model_name: 'Phaeton', class_id: 2 });
    expect((await getOrder(api, tokens.master, alias.body.data.order_id)).car).toMatchObject({
      model_text: 'Volkswagen Phaeton',
      model_id: null,
    });
  });

  it('refuses bad names with a Russian 400, never a 500, and writes no car', async () => {
    const { api, tokens } = ctx;
    const { db } = api.database;
    const plate = nextPlate();
    const refused = async (car: Record<string, unknown>, details: RegExp) => {
      const res = await newOrder(api, tokens.master, { class_id: 1, ...car }, plate);
      expect(res.status, JSON.stringify(car)).toBe(400);
      expect(res.body.details, JSON.stringify(car)).toMatch(details);
    };
    await refused({ brand_name: 'Trabant', model_name: 'P\u0000601' }, /model_name: недопустимый символ/);
    await refused({ brand_name: 'Tra\tbant', model_name: 'P601' }, /brand_name: недопустимые символы/);
    await refused({ brand_name: 'Trabant', model_name: 'P601\n' }, /model_name: недопустимые символы/);
    await refused({ brand_name: 'Tra\u0007bant', model_name: 'P601' }, /brand_name: недопустимые символы/);
    await refused({ brand_name: '\u202eTrabant', model_name: 'P601' }, /brand_name: недопустимые символы/);
    await refused({ brand_name: 'T'.repeat(41), model_name: 'P601' }, /brand_name: не длиннее 40 символов/);
    await refused({ brand_name: '   ', model_name: 'P601' }, /brand_name: не может быть пустым/);
    await refused({ brand_name: '--', model_name: 'P601' }, /brand_name: нужна хотя бы одна буква или цифра/);
    await refused({ brand_name: 'Trabant', model_name: 42 }, /model_name: неверный тип/);
    await refused({ brand_name: 'Trabant' }, /model_id: укажите модель из каталога/);
    await refused({ model_name: 'P601' }, /brand_id: укажите марку/);
    await refused({ brand_id: 1, brand_name: 'Trabant', model_name: 'P601' }, /brand_id: укажите марку/);
    const polo = await modelOf(api, tokens.master, 'Volkswagen', 'Polo');
    await refused({ model_id: polo.id, model_name: 'P601' }, /model_id: модель из каталога не сочетается/);
    const unknownBrand = await newOrder(api, tokens.master, { brand_id: 999999, model_name: 'P601', class_id: 1 }, plate);
    expect(unknownBrand.status).toBe(404);
    expect(await db.select().from(cars).where(eq(cars.plateNumber, plate))).toEqual([]);
  });
});
