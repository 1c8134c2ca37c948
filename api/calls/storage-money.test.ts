import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { clients, customerMessages, storageSettings, tyreSets } from '../db/schema';
import { composeStorageMessage, queueSeasonReminders } from '../storage/reminders';
import { createOrder, getOrder } from '../test/order-fixtures';
import { freshTestApi, type TestApi } from '../test/test-api';

/**
 * Tyre storage's money and messages, each on a shop of its own (docs/decisions/041-seasonal-tyre-storage.md):
 * the exact report, a set given back on its own past its term, a take sent twice, a season line
 * of the set's own size, and the season's SMS.
 */
let now = new Date('2026-11-27T09:00:00Z');

async function shop(): Promise<{ api: TestApi; as: (role: 'master' | 'cashier' | 'owner') => Promise<string> }> {
  now = new Date('2026-11-27T09:00:00Z');
  const api = await freshTestApi({ clock: () => now });
  const tokens: Record<string, string> = {};
  const as = async (role: 'master' | 'cashier' | 'owner') => (tokens[role] ??= await api.signInAs(role));
  await api.call('POST', 'owner/storage/rack', { token: await as('owner'), body: { rack: 'A', shelves: 1, places: 5 } });
  return { api, as };
}

async function r16(api: TestApi, token: string) {
  const radii = (await api.call('GET', 'service-tire/radius', { token })).body.data as Array<{ radius_id: number; name: string }>;
  const profiles = (await api.call('GET', 'service-tire/profile', { token })).body.data as Array<{ profile_id: number }>;
  return { radius_id: radii.find((r) => r.name === 'R16')!.radius_id, profile_id: profiles[0]!.profile_id };
}

const setOf = async (api: TestApi, token: string) => ({ count: 4, season: 'summer', with_rims: false, ...(await r16(api, token)) });

it('gives a set back on its own past its term: an order of its own, done, with the months, no SMS; the report counts it', async () => {
  const { api, as } = await shop();
  const master = await as('master');
  const { orderId, plate } = await createOrder(api, master, { phone: '+79161110001' });
  await api.call('POST', 'order/cancel', { token: master, body: { order_id: orderId } });
  const take = async (body: Record<string, unknown>) => api.call('POST', 'storage/take', { token: master, body });
  const set = await setOf(api, master);
  const taken = await take({ plate_number: plate, phone: '+79161110001', term_until: '2027-05-27', set });
  expect(taken.status, JSON.stringify(taken.body)).toBe(200);
  // A take sent again with its key makes nothing more.
  const keyed = {
    plate_number: plate,
    phone: '+79161110001',
    term_until: '2027-05-27',
    set: await setOf(api, master),
    idempotency_key: 'take-once-1',
  };
  const first = await take(keyed);
  const again = await take(keyed);
  expect(again.body.data).toEqual(first.body.data);
  expect(await api.database.db.select().from(tyreSets)).toHaveLength(2);

  now = new Date('2027-07-10T09:00:00Z');
  const given = await api.call('POST', 'storage/give', { token: await as('cashier'), body: { set_id: taken.body.data.set_id } });
  expect(given.body.data).toMatchObject({ overdue_months: 2, overdue_sum: 1600 });
  const own = await getOrder(api, master, given.body.data.order_id);
  expect(own).toMatchObject({ job_status: 'done' });
  expect(own.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([['Хранение шин, месяц сверх срока', 2]]);
  const pending = await api.database.db
    .select()
    .from(customerMessages)
    .where(and(eq(customerMessages.orderId, own.id), eq(customerMessages.status, 'pending')));
  expect(pending).toEqual([]);

  const july = (await api.call('GET', 'report/storage?from=2027-07-01&to=2027-07-31', { token: await as('owner') })).body.data;
  expect(july).toMatchObject({ given_back: 1, taken_in: 0, revenue: own.items[0].sum });
  const november = (await api.call('GET', 'report/storage?from=2026-11-01&to=2026-11-30', { token: await as('owner') })).body.data;
  const seasons = await Promise.all([taken.body.data.order_id, first.body.data.order_id].map((id: number) => getOrder(api, master, id)));
  expect(november).toMatchObject({ taken_in: 2, given_back: 0, revenue: seasons.reduce((sum, o) => sum + o.items[0].sum, 0) });
});

it("links a set to a season line of its own size only, and finds the client's sets by the client", async () => {
  const { api, as } = await shop();
  const master = await as('master');
  const size = await r16(api, master);
  const { orderId } = await createOrder(api, master, { phone: '+79161110002' });
  const season = (await api.call('GET', 'owner/storage', { token: await as('owner') })).body.data.season_service_id as number;
  const radii = (await api.call('GET', 'service-tire/radius', { token: master })).body.data as Array<{ radius_id: number; name: string }>;
  const r13 = radii.find((r) => r.name === 'R13')!.radius_id;
  const lines = [{ service_id: season, is_wash: false, quantity: 1, radius_id: r13, profile_id: size.profile_id }];
  expect((await api.call('POST', 'new-order/lines', { token: master, body: { order_id: orderId, lines } })).status).toBe(200);
  const taken = await api.call('POST', 'storage/take', {
    token: master,
    body: { order_id: orderId, term_until: '2027-05-27', set: await setOf(api, master) },
  });
  expect(taken.status).toBe(200);
  const order = await getOrder(api, master, orderId);
  // The R13 line stays the R13 line; the R16 set has its own, at its own price.
  expect(order.items.map((i: { radius_id: number; price_item: number }) => [i.radius_id, i.price_item])).toEqual([
    [r13, 3500],
    [size.radius_id, 4000],
  ]);
  const clientSets = (await api.call('GET', `storage/sets?client_id=${order.client.id}`, { token: master })).body.data.sets;
  expect(clientSets.map((s: { id: number }) => s.id)).toEqual([taken.body.data.set_id]);
});

it("sends the season's SMS with the booking page's link, and none to whom it no longer concerns", async () => {
  const { api, as } = await shop();
  const master = await as('master');
  const db = api.database.db;
  const ids = [];
  for (const phone of ['+79161110003', '+79161110004', '+79161110005']) {
    const { plate } = await createOrder(api, master, { phone });
    const taken = await api.call('POST', 'storage/take', {
      token: master,
      body: { plate_number: plate, phone, term_until: '2027-05-27', set: await setOf(api, master) },
    });
    ids.push(taken.body.data.set_id as number);
  }
  await db.update(clients).set({ marketingConsent: true });
  await db.update(storageSettings).set({ reminderDates: ['04-01'], remindedOn: null });
  expect(await queueSeasonReminders(db, new Date('2027-04-01T06:00:00Z'), 'Europe/Moscow')).toBe(3);
  const settings = api.context.settings;
  const text = await composeStorageMessage(db, ids[0]!, settings);
  expect(text?.phone).toBe('+79161110003');
  expect(text?.text).toContain(`№${ids[0]}`);
  expect(text?.text).toMatch(/\/book\?kind=tire/);
  // One asked for no messages, one's set went back before the SMS went.
  const [second] = await db.select().from(tyreSets).where(eq(tyreSets.id, ids[1]!));
  await db.update(clients).set({ serviceSmsOff: true }).where(eq(clients.id, second!.clientId!));
  await api.call('POST', 'storage/give', { token: master, body: { set_id: ids[2] } });
  expect(await composeStorageMessage(db, ids[1]!, settings)).toBeNull();
  expect(await composeStorageMessage(db, ids[2]!, settings)).toBeNull();
});
