import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cars, orders } from '../db/schema';
import { addWash, getOrder, modelOf, washServices } from '../test/order-fixtures';
import { testApiFixture, type TestApi } from '../test/test-api';

/**
 * A non-standard plate is kept as typed (docs/domain.md 'Vehicles, clients, catalogue'):
 * `b-mw 1234` is `B-MW 1234`, never `ВМW1234`, and the order lists find it by what was typed.
 */
const ctx = testApiFixture({ roles: ['master', 'cashier'] });

/** An order with a service (an order without one is a draft, in no list). */
async function newOrder(api: TestApi, token: string, plate: string, nonStandard?: boolean) {
  const polo = await modelOf(api, token, 'Volkswagen', 'Polo');
  const created = await api.call('POST', 'new-order', {
    token,
    body: { plate_number: plate, non_standard: nonStandard, model_id: polo.id, class_id: polo.class_id },
  });
  if (created.status === 200) {
    const [s] = await washServices(api, token, created.body.data.order_id);
    await addWash(api, token, created.body.data.order_id, s!.service_id);
  }
  return created;
}

async function found(api: TestApi, token: string, search: string): Promise<number[]> {
  const res = await api.call('GET', `order/list?status=all&search_string=${encodeURIComponent(search)}`, { token });
  expect(res.status).toBe(200);
  return res.body.data.orders.map((o: { id: number }) => o.id);
}

describe('a foreign plate over the product API', () => {
  it('is stored as typed and found by what was typed', async () => {
    const { api, tokens } = ctx;
    const created = await newOrder(api, tokens.master, '  b-mw  1234 ', true);
    expect(created.status).toBe(200);
    const orderId = created.body.data.order_id as number;
    const order = await getOrder(api, tokens.master, orderId);
    expect(order.car).toMatchObject({ plate_number: 'B-MW 1234', is_standard_plate: false });

    for (const search of ['mw 12', 'MW', 'b-mw', 'B-MW 1234']) {
      expect(await found(api, tokens.master, search), search).toContain(orderId);
      expect(await found(api, tokens.cashier, search), search).toContain(orderId);
    }
    expect(await found(api, tokens.master, 'мw 99')).not.toContain(orderId);

    // The same plate typed again is the same car (with its open order).
    const check = await api.call('POST', 'new-order/check-plate', {
      token: tokens.master,
      body: { plate_number: 'b-mw 1234', non_standard: true },
    });
    expect(check.body.data).toMatchObject({ plate_number: 'B-MW 1234', is_new: false, open_order_id: orderId });
  });

  it('is refused without the non-standard mark, and a standard plate is one car whatever the mark', async () => {
    const { api, tokens } = ctx;
    const refused = await newOrder(api, tokens.master, 'b-mw 5678');
    expect(refused.status).toBe(400);
    expect(refused.body.details).toBe('Неверный формат номера');
    const tooLong = await newOrder(api, tokens.master, 'ABCDEFGHIJKLM', true);
    expect(tooLong.status).toBe(400);

    const marked = await newOrder(api, tokens.master, 'a 321 kx 50', true);
    expect(marked.status).toBe(200);
    const order = await getOrder(api, tokens.master, marked.body.data.order_id);
    expect(order.car).toMatchObject({ plate_number: 'А321КХ50', is_standard_plate: true });
    expect(await found(api, tokens.master, 'a32')).toContain(marked.body.data.order_id);
    expect(await found(api, tokens.master, 'а321кх')).toContain(marked.body.data.order_id);
  });

  it('still finds a foreign plate stored in the converted form before this rule', async () => {
    const { api, tokens } = ctx;
    const created = await newOrder(api, tokens.master, 'trailer 7', true);
    const orderId = created.body.data.order_id as number;
    // What the old normalisation stored for 'trailer 7'.
    const { db } = api.database;
    const [order] = await db
      .update(orders)
      .set({ plateNumber: 'ТRАILЕR7' })
      .where(eq(orders.id, orderId))
      .returning({ carId: orders.carId });
    await db.update(cars).set({ plateNumber: 'ТRАILЕR7' }).where(eq(cars.id, order!.carId));
    expect(await found(api, tokens.master, 'trailer')).toContain(orderId);
    expect(await found(api, tokens.master, 'ler 7')).toContain(orderId);
  });
});
