import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { clients, customerMessages, storageSettings, tyreSets } from '../db/schema';
import { createOrder, getOrder, startedOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';
import { queueSeasonReminders } from '../storage/reminders';
import { closeOrders } from '../test/close-orders';
import { orderContext } from '../orders/order-change';
import { resolveToken } from '../auth/sessions';

/**
 * Seasonal tyre storage (docs/decisions/041-seasonal-tyre-storage.md) through the API: a set into
 * its cell from an order and on its own, found by what a person knows, given back next season
 * with its overdue months charged, and the refusals of what cannot be.
 */
let now = new Date('2026-11-27T09:00:00Z');
const ctx = testApiFixture({ roles: ['master', 'cashier', 'owner'], clock: () => now });
beforeEach(() => {
  now = new Date('2026-11-27T09:00:00Z');
});

const R16 = async () => {
  const radii = (await ctx.get('service-tire/radius')).body.data as Array<{ radius_id: number; name: string }>;
  const profiles = (await ctx.get('service-tire/profile')).body.data as Array<{ profile_id: number; name: string }>;
  return { radius_id: radii.find((r) => r.name === 'R16')!.radius_id, profile_id: profiles[0]!.profile_id };
};
const winterSet = async (extra: Record<string, unknown> = {}) => ({
  count: 4,
  brand: 'Nokian',
  model: 'Hakkapeliitta 10',
  width: 205,
  height: 55,
  ...(await R16()),
  season: 'winter',
  with_rims: true,
  tread: [7.5, 7.5, 7, 7],
  ...extra,
});
/** The master finishes the order (a fitter on every line) and the desk takes its money, as in the shop. */
async function finishAndPay(orderId: number) {
  const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
  const fitters = (await ctx.get('workers-tire/get')).body.data as Array<{ worker_id: number }>;
  for (const item of order.items as Array<{ order_item_id: number }>)
    await ctx.post('order/set-worker', { order_id: orderId, order_item_id: item.order_item_id, workers: [fitters[0]!.worker_id] });
  expect((await ctx.post('order/started', { order_id: orderId })).status).toBe(200);
  expect((await ctx.post('order/complete', { order_id: orderId })).status).toBe(200);
  const due = (await getOrder(ctx.api, ctx.tokens.cashier, orderId)).pay_sum as number;
  const paid = await ctx.post('order/pay', { order_id: orderId, sum: due, method: 'card' }, 'cashier');
  expect(paid.body.data).toMatchObject({ pay_status: 3, pay_sum: 0 });
}
const settings = async () => (await ctx.get('owner/storage', 'owner')).body.data;
const lineOf = (order: { items: Array<{ name: string; quantity: number; price_item: number }> }, name: string) =>
  order.items.find((i) => i.name === name);

describe('tyre storage', () => {
  it('takes a set in from a tyre order into the nearest free cell, with the season on the order at the set size', async () => {
    expect((await ctx.post('owner/storage/rack', { rack: 'a', shelves: 2, places: 3 }, 'owner')).body).toMatchObject({
      params: { rack: 'A', n: '6' },
    });
    const options = (await ctx.get('storage/options')).body.data;
    expect(options.suggested_cell.name).toBe('A-1-1');
    expect(options).toMatchObject({ default_term: '2027-05-27', today: '2026-11-27', priced: true });

    const { orderId, plate } = await createOrder(ctx.api, ctx.tokens.master, { phone: '+79160000001', name: 'Ирина Соколова' });
    const set = await winterSet();
    const taken = await ctx.post('storage/take', { order_id: orderId, term_until: '2027-05-27', set });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.data).toMatchObject({ cell: 'A-1-1', order_id: orderId });
    expect(taken.body.details).toBe(`Комплект №${taken.body.data.number} принят на хранение: ячейка A-1-1`);

    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    const season = lineOf(order, 'Хранение шин (сезон, комплект)');
    expect(season).toMatchObject({ quantity: 1, price_item: 4000, radius_id: set.radius_id });
    expect(order.total_sum).toBe(4000);

    const card = (await ctx.get(`storage/set/${taken.body.data.set_id}`)).body.data;
    expect(card).toMatchObject({
      cell: 'A-1-1',
      plate_number: plate,
      client_name: 'Ирина Соколова',
      size: '205/55 R16',
      tread: [7.5, 7.5, 7, 7],
      take_order_id: orderId,
      overdue: false,
    });
    expect(card.history).toMatchObject([{ kind: 'in', cell: 'A-1-1', order_id: orderId }]);
    expect((await ctx.get('storage/options')).body.data.suggested_cell.name).toBe('A-1-2');
    await finishAndPay(orderId);
  });

  it('finds a set by phone, part of a phone, plate, name, set number and cell', async () => {
    const [set] = await ctx.api.database.db.select().from(tyreSets).limit(1);
    const found = async (q: string) =>
      (await ctx.get(`storage/sets?q=${encodeURIComponent(q)}`)).body.data.sets.map((s: { id: number }) => s.id);
    for (const q of ['+7 916 000-00-01', '0000001', set!.plateNumber, 'соколова', String(set!.id), `№${set!.id}`, 'a-1-1'])
      expect(await found(q), q).toEqual([set!.id]);
    expect(await found('+79169999999')).toEqual([]);
    const board = (await ctx.get('storage/board')).body.data;
    expect(board).toMatchObject({ cells: 6, free: 5, stored: 1, overdue: 0 });
    expect(board.racks[0].cells[0].set).toMatchObject({ id: set!.id, overdue: false });
  });

  it('gives the set back next season inside the change order, with the month past its term charged', async () => {
    const [set] = await ctx.api.database.db.select().from(tyreSets).limit(1);
    now = new Date('2027-06-10T09:00:00Z');
    const card = (await ctx.get(`storage/set/${set!.id}`)).body.data;
    expect(card).toMatchObject({ overdue: true, overdue_now: 1, overdue_now_sum: 800 });
    expect((await ctx.get('storage/sets?list=overdue')).body.data.sets.map((s: { id: number }) => s.id)).toEqual([set!.id]);

    const change = await createOrder(ctx.api, ctx.tokens.master, { plate: set!.plateNumber, phone: '+79160000001' });
    const given = await ctx.post('storage/give', { set_id: set!.id, order_id: change.orderId }, 'cashier');
    expect(given.status).toBe(200);
    expect(given.body.data).toEqual({ overdue_months: 1, order_id: change.orderId, overdue_sum: 800 });
    const order = await getOrder(ctx.api, ctx.tokens.master, change.orderId);
    expect(lineOf(order, 'Хранение шин, месяц сверх срока')).toMatchObject({ quantity: 1, price_item: 800 });

    const after = (await ctx.get(`storage/set/${set!.id}`)).body.data;
    expect(after).toMatchObject({ cell: null, give_order_id: change.orderId, overdue_months: 1, overdue: false });
    expect(after.history.map((h: { kind: string; cell: string }) => [h.kind, h.cell])).toEqual([
      ['in', 'A-1-1'],
      ['out', 'A-1-1'],
    ]);
    expect((await ctx.get('storage/board')).body.data).toMatchObject({ free: 6, stored: 0 });

    await finishAndPay(change.orderId);
    const twice = await ctx.post('storage/give', { set_id: set!.id }, 'cashier');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'storage_set_given', details: `Комплект №${set!.id} уже выдан` });
  });

  it('takes a set of a known car on its own: an order of its own, done at once, which the desk is paid and closes', async () => {
    const first = await startedOrder(ctx.api, ctx.tokens.master, { phone: '+79160000002' });
    await ctx.post('order/complete', { order_id: first.orderId });
    const taken = await ctx.post('storage/take', {
      plate_number: first.plate,
      phone: '+7 916 000-00-02',
      cell_id: undefined,
      term_until: '2027-04-01',
      set: await winterSet({ season: 'summer', tread: null, width: null, height: null }),
    });
    expect(taken.status).toBe(200);
    const own = await getOrder(ctx.api, ctx.tokens.cashier, taken.body.data.order_id);
    expect(own).toMatchObject({ job_status: 'done', total_sum: 4000, pay_sum: 4000 });
    const pay = await ctx.post('order/pay', { order_id: own.id, sum: 4000, method: 'card' }, 'cashier');
    expect(pay.body.data).toMatchObject({ pay_status: 3, pay_sum: 0 });
    expect((await ctx.get(`storage/set/${taken.body.data.set_id}`)).body.data).toMatchObject({ size: 'R16', season: 'summer' });

    // Given back in time and on its own: no order, nothing charged.
    const given = await ctx.post('storage/give', { set_id: taken.body.data.set_id });
    expect(given.body.data).toEqual({ overdue_months: 0, order_id: null, overdue_sum: 0 });
  });

  it('refuses what cannot be, clearly and with nothing written', async () => {
    const { orderId, plate } = await createOrder(ctx.api, ctx.tokens.master);
    const set = await winterSet();
    const take = (body: Record<string, unknown>) => ctx.post('storage/take', { order_id: orderId, term_until: '2027-05-27', set, ...body });
    const before = (await ctx.api.database.db.select().from(tyreSets)).length;

    const noCell = await take({ cell_id: 999_999 });
    expect([noCell.status, noCell.body.code, noCell.body.details]).toEqual([404, 'storage_cell_not_found', 'Ячейка №999999 не найдена']);
    const past = await take({ term_until: '2026-11-01' });
    expect([past.status, past.body.code, past.body.details]).toEqual([
      400,
      'storage_term_past',
      'Срок хранения должен быть позже сегодняшнего дня',
    ]);
    expect((await take({ term_until: '2026-11-27' })).body.code).toBe('storage_term_past');
    const badDate = await take({ term_until: '2027-02-30' });
    expect([badDate.status, badDate.body.code]).toEqual([400, 'invalid_input']);
    const badTread = await take({ set: { ...set, tread: [7, 7] } });
    expect([badTread.status, badTread.body.code]).toEqual([400, 'invalid_input']);
    expect(badTread.body.details).toContain('глубина протектора — для каждой шины комплекта');
    const badSeason = await take({ set: { ...set, season: 'autumn' } });
    expect(badSeason.status).toBe(400);
    const unknownCar = await ctx.post('storage/take', { plate_number: 'Х999ХХ199', phone: '+79160000003', term_until: '2027-05-27', set });
    expect([unknownCar.status, unknownCar.body.code]).toEqual([404, 'storage_car_unknown']);
    const noOwner = await ctx.post('storage/take', { term_until: '2027-05-27', set });
    expect(noOwner.status).toBe(400);
    const noRadius = await take({ set: { ...set, radius_id: 999_999 } });
    expect([noRadius.status, noRadius.body.code]).toEqual([404, 'radius_not_found']);

    const ok = await take({});
    expect(ok.status).toBe(200);
    const other = await createOrder(ctx.api, ctx.tokens.master);
    const cellId = (await ctx.api.database.db.select().from(tyreSets).where(eq(tyreSets.id, ok.body.data.set_id)))[0]!.cellId;
    const busy = await ctx.post('storage/take', { order_id: other.orderId, cell_id: cellId, term_until: '2027-05-27', set });
    expect([busy.status, busy.body.code, busy.body.details]).toEqual([
      409,
      'storage_cell_taken',
      `Ячейка ${ok.body.data.cell} уже занята: выберите другую`,
    ]);
    expect((await ctx.api.database.db.select().from(tyreSets)).length).toBe(before + 1);

    const out = await ctx.post('owner/storage/cell', { cell_id: cellId, is_active: false }, 'owner');
    expect([out.status, out.body.code]).toEqual([409, 'storage_cell_holds_set']);
    const gone = await ctx.post('storage/give', { set_id: 999_999 });
    expect([gone.status, gone.body.code]).toEqual([404, 'storage_set_not_found']);
    expect((await ctx.get(`storage/set/999999`)).status).toBe(404);
    // Taken «on its own» for a car at the shop with an open order: it goes with that order.
    const open = await ctx.post('storage/take', { plate_number: plate, phone: '+79160000009', term_until: '2027-05-27', set });
    expect(open.body.data).toMatchObject({ order_id: orderId });
  });

  it('moves a set to a free cell and refuses a taken one; the history keeps the move', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master, { phone: '+79160000004' });
    const taken = (await ctx.post('storage/take', { order_id: orderId, term_until: '2027-05-27', set: await winterSet() })).body.data;
    const board = (await ctx.get('storage/board')).body.data;
    const cells = board.racks[0].cells as Array<{ id: number; name: string; set: unknown }>;
    const free = cells.find((c) => c.set === null)!;
    const busy = cells.find((c) => c.set !== null && c.name !== taken.cell)!;
    expect((await ctx.post('storage/move', { set_id: taken.set_id, cell_id: busy.id })).body.code).toBe('storage_cell_taken');
    const moved = await ctx.post('storage/move', { set_id: taken.set_id, cell_id: free.id });
    expect(moved.body.details).toBe(`Комплект №${taken.set_id} теперь в ячейке ${free.name}`);
    const card = (await ctx.get(`storage/set/${taken.set_id}`)).body.data;
    expect(card.cell).toBe(free.name);
    expect(card.history.map((h: { kind: string }) => h.kind)).toEqual(['in', 'move']);
  });

  it('leaves every order a storage call touched one the desk can close', async () => {
    const db = ctx.api.database.db;
    const sets = await db.select().from(tyreSets);
    const orderIds = [...new Set(sets.flatMap((s) => [s.takeOrderId, s.giveOrderId]).filter((id): id is number => id !== null))];
    expect(orderIds.length).toBeGreaterThanOrEqual(4);
    const userOf = async (token: string) => (await resolveToken(db, token))!.user.id;
    const master = orderContext(ctx.api.context, await userOf(ctx.tokens.master));
    const cashier = orderContext(ctx.api.context, await userOf(ctx.tokens.cashier));
    await db
      .transaction(async (tx) => {
        await closeOrders(tx, { master, cashier }, orderIds);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
  });

  it('queues the season reminder once on its date, to clients with a stored set who agreed to messages', async () => {
    const db = ctx.api.database.db;
    const stored = await db.select().from(tyreSets);
    const holder = stored.find((s) => s.givenAt === null && s.clientId !== null);
    expect(holder).toBeTruthy();
    await db.update(clients).set({ marketingConsent: false });
    await db.update(clients).set({ marketingConsent: true }).where(eq(clients.id, holder!.clientId!));
    await db.update(storageSettings).set({ reminderDates: ['10-01'], remindedOn: null });
    const tz = 'Europe/Moscow';
    expect(await queueSeasonReminders(db, new Date('2027-09-30T12:00:00Z'), tz)).toBe(0);
    const queued = await queueSeasonReminders(db, new Date('2027-10-01T06:00:00Z'), tz);
    const holders = new Set(stored.filter((s) => s.givenAt === null && s.clientId === holder!.clientId).map((s) => s.clientId));
    expect(queued).toBe(holders.size);
    expect(await queueSeasonReminders(db, new Date('2027-10-01T15:00:00Z'), tz)).toBe(0);
    const messages = await db.select().from(customerMessages).where(eq(customerMessages.kind, 'storage_season'));
    expect(messages).toHaveLength(1);
    expect(messages[0]!.tyreSetId).not.toBeNull();
  });

  it('reports the racks now, the period in and out, and the storage revenue of the orders done in it', async () => {
    const report = (await ctx.get('report/storage?from=2026-11-01&to=2026-11-30', 'owner')).body.data;
    const board = (await ctx.get('storage/board')).body.data;
    expect(report).toMatchObject({ cells: board.cells, free: board.free, stored: board.stored, overdue: board.overdue });
    expect(report.taken_in).toBeGreaterThanOrEqual(4);
    // The set taken in on its own: its order was done (and paid) the same day, 4 000 ₽.
    expect(report.revenue).toBeGreaterThanOrEqual(4000);
    const june = (await ctx.get('report/storage?from=2027-06-01&to=2027-06-30', 'owner')).body.data;
    expect(june.given_back).toBe(1);
    expect((await settings()).racks).toMatchObject([{ rack: 'A', shelves: 2, places: 3, cells: 6 }]);
  });
});
