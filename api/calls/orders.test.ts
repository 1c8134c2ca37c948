import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { addWash, createOrder, finishedOrder, startedOrder, washServices } from '../test/order-fixtures';
import { inlined } from '../test/openapi-refs';
import { freshTestApi, testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['master', 'cashier'] });

const list = async (query: string, token = ctx.tokens.master) => ctx.api.call('GET', `order/list?${query}`, { token });

describe('order/list', () => {
  it('filters by status and kind, newest first, and answers the total', async () => {
    const waiting = await createOrder(ctx.api, ctx.tokens.master, { plate: 'К123МН77' });
    const [s] = await washServices(ctx.api, ctx.tokens.master, waiting.orderId);
    await addWash(ctx.api, ctx.tokens.master, waiting.orderId, s!.service_id);
    const working = await startedOrder(ctx.api, ctx.tokens.master, { plate: 'Е555КХ199' });

    const w = (await list('status=waiting')).body.data;
    expect(w.orders.map((o: { id: number }) => o.id)).toContain(waiting.orderId);
    expect(w.orders.every((o: { job_status: string }) => o.job_status === 'waiting')).toBe(true);
    const p = (await list('status=in_progress&type=wash')).body.data;
    expect(p.orders.map((o: { id: number }) => o.id)).toEqual([working.orderId]);
    expect(p.total).toBe(1);
    expect((await list('status=in_progress&type=tire')).body.data.total).toBe(0);

    const all = (await list('status=all')).body.data;
    const ids = all.orders.map((o: { id: number }) => o.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const row = all.orders.find((o: { id: number }) => o.id === waiting.orderId);
    expect(row).toMatchObject({
      plate_number: 'К123МН77',
      model_text: 'Volkswagen Polo',
      job_status_text: 'Ожидает',
      can_be_changed: true,
    });
    expect(row.services).toEqual([{ name: s!.name, quantity: 1, kind: 'wash', is_open: true }]);
  });

  it('finds a plate fragment typed on a Latin keyboard, and an order number', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master, { plate: 'Х987ОР50' });
    const [s] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, s!.service_id);
    const byLatin = (await list(`status=all&search_string=${encodeURIComponent('x98')}`)).body.data;
    expect(byLatin.orders.map((o: { id: number }) => o.id)).toEqual([orderId]);
    const byCyrillic = (await list(`status=all&search_string=${encodeURIComponent('ор50')}`)).body.data;
    expect(byCyrillic.orders.map((o: { id: number }) => o.id)).toContain(orderId);
    const byNumber = (await list(`status=all&search_string=${orderId}`)).body.data;
    expect(byNumber.orders.map((o: { id: number }) => o.id)).toContain(orderId);
    expect((await list('status=all&search_string=ЩЩЩ')).body.data).toEqual({ orders: [], total: 0 });
  });

  it('pages by 50 at most and refuses more', async () => {
    expect((await list('status=all&page_size=51')).status).toBe(400);
    expect((await list('status=nonsense')).status).toBe(400);
    expect((await list('status=all&page=0')).status).toBe(400);
    const one = (await list('status=all&page_size=1&page=2')).body.data;
    expect(one.orders).toHaveLength(1);
    expect(one.total).toBeGreaterThan(2);
  });

  it('shows the cashier orders waiting for payment: done or working, unpaid, above zero', async () => {
    const done = await finishedOrder(ctx.api, ctx.tokens.master);
    const empty = await createOrder(ctx.api, ctx.tokens.master);
    const res = (await list('status=waiting_for_payment', ctx.tokens.cashier)).body.data;
    const ids = res.orders.map((o: { id: number }) => o.id);
    expect(ids).toContain(done.orderId);
    expect(ids).not.toContain(empty.orderId);
    expect((await list('status=all', await ctx.api.signInAs('display'))).status).toBe(403);
  });
});

describe('order/{id}', () => {
  it('answers 404 for an unknown order and 401 without a token', async () => {
    expect((await ctx.get('order/999999', 'master')).status).toBe(404);
    expect((await ctx.api.call('GET', 'order/1')).status).toBe(401);
  });
});

describe('counters', () => {
  it('count waiting, in progress and done today by kind, and waiting for payment', async () => {
    const fresh = await freshTestApi();
    const m = await fresh.signInAs('master');
    const a = await createOrder(fresh, m);
    const [s] = await washServices(fresh, m, a.orderId);
    await addWash(fresh, m, a.orderId, s!.service_id);
    const b = await startedOrder(fresh, m); // in progress
    const c = await finishedOrder(fresh, m);
    const old = await finishedOrder(fresh, m);
    // Finished two days ago: not 'done today'.
    await fresh.database.db
      .update(orders)
      .set({ doneAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(orders.id, old.orderId));

    const stats = (await fresh.call('GET', 'get-order-stats', { token: m })).body.data;
    expect(stats).toEqual({
      waiting: { all: 1, wash: 1, tire: 0 },
      in_progress: { all: 1, wash: 1, tire: 0 },
      done: { all: 1, wash: 1, tire: 0 },
      // The badge: the two finished cars (not yet paid); the waiting and the working one
      // are in the cashier's list but do not call the desk yet.
      waitingForPayment: { all: 2, wash: 2, tire: 0 },
    });
    const cashier = await fresh.signInAs('cashier');
    const cashierStats = (await fresh.call('GET', 'get-order-stats-cashier', { token: cashier })).body.data;
    expect(cashierStats.waiting_for_payment.all).toBe(2);
    // The cashier's list: ready cars first, the one waiting longest on top, then the car
    // in work, then the one not started.
    const desk = (await fresh.call('GET', 'order/list?status=waiting_for_payment', { token: cashier })).body.data;
    expect(desk.orders.map((o: { id: number }) => o.id)).toEqual([old.orderId, c.orderId, b.orderId, a.orderId]);
    // The done list and its counter mean the same: today's, unless every done order is asked for.
    const doneToday = (await fresh.call('GET', 'order/list?status=done&done_today=true', { token: m })).body.data;
    expect(doneToday.orders.map((o: { id: number }) => o.id)).toEqual([c.orderId]);
    expect(doneToday.total).toBe(stats.done.all);
    const everDone = (await fresh.call('GET', 'order/list?status=done', { token: m })).body.data;
    expect(everDone.orders.map((o: { id: number }) => o.id)).toEqual([old.orderId, c.orderId].sort((x, y) => y - x));
  });
});

describe('order/changes', () => {
  it('answers what changed after a cursor, in order, and nothing after the newest', async () => {
    const start = (await ctx.get('order/changes?since=0', 'cashier')).body.data;
    let cursor = start.cursor;
    while (true) {
      const page = (await ctx.get(`order/changes?since=${cursor}`, 'cashier')).body.data;
      if (!page.orders.length) break;
      cursor = page.cursor;
    }
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const afterCreate = (await ctx.get(`order/changes?since=${cursor}`, 'cashier')).body.data;
    expect(afterCreate.orders).toEqual([
      expect.objectContaining({ id: orderId, job_status: 'waiting', pay_status: 1, changed: ['created'] }),
    ]);
    expect(afterCreate.cursor).toBeGreaterThan(cursor);

    const [s] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, s!.service_id);
    await ctx.post('order/keys-left', { order_id: orderId }, 'master');
    const next = (await ctx.get(`order/changes?since=${afterCreate.cursor}`, 'cashier')).body.data;
    expect(next.orders).toHaveLength(1);
    expect(next.orders[0]).toMatchObject({ id: orderId, changed: ['keys'], is_wash: true, waiting_for_payment: true });
    expect((await ctx.get(`order/changes?since=${next.cursor}`, 'cashier')).body.data).toEqual({ cursor: next.cursor, orders: [] });
    expect((await ctx.get('order/changes?since=-1', 'cashier')).status).toBe(400);
  });

  it('tells where the feed ends with at_end, without its changes, so a new reader starts there', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const end = (await ctx.get('order/changes?at_end=true', 'cashier')).body.data;
    expect(end.orders).toEqual([]);
    // The newest change is this order's creation: nothing after the end, and it just before.
    expect((await ctx.get(`order/changes?since=${end.cursor}`, 'cashier')).body.data).toEqual({ cursor: end.cursor, orders: [] });
    const last = (await ctx.get(`order/changes?since=${end.cursor - 1}`, 'cashier')).body.data;
    expect(last.orders).toEqual([expect.objectContaining({ id: orderId, seq: end.cursor, changed: ['created'] })]);
    expect((await ctx.get('order/changes?at_end=maybe', 'cashier')).status).toBe(400);
  });
});

describe('openapi.json', () => {
  it('describes every call with its roles, input and answer', async () => {
    const res = await ctx.api.call('GET', 'openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const path of [
      '/login',
      '/order/list',
      '/order/{id}',
      '/new-order/update',
      '/order/changes',
      '/get-order-stats',
      '/info/translit-models',
    ]) {
      expect(Object.keys(res.body.paths), path).toContain(path);
    }
    const list = res.body.paths['/order/list'].get;
    expect(list['x-roles']).toEqual(['master', 'cashier', 'owner']);
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['status', 'page_size', 'search_string']));
    const newOrder = res.body.paths['/new-order'].post.requestBody.content['application/json'].schema;
    expect(newOrder.required).toEqual(expect.arrayContaining(['plate_number', 'class_id']));
    // The car: a catalogue model, or a brand and model written by hand (decision 016).
    expect(Object.keys(newOrder.properties)).toEqual(expect.arrayContaining(['model_id', 'brand_id', 'brand_name', 'model_name']));
    const refund = inlined(res.body, res.body.paths['/order/refund'].post);
    expect(refund['x-roles']).toEqual(['cashier', 'owner']);
    expect(refund.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['order_id', 'sum', 'method']));
    const order = JSON.stringify(inlined(res.body, res.body.paths['/order/{id}'].get));
    for (const field of ['refund_due', 'total_refunded', 'parking_sum', 'needs_cashier', 'can_refund', 'can_return_keys', 'can_cancel'])
      expect(order, field).toContain(`"${field}"`);
  });
});

describe('display/queue', () => {
  it('shows waiting, in progress and done today until the keys are handed back (or if the client kept them)', async () => {
    const fresh = await freshTestApi();
    const m = await fresh.signInAs('master');
    const c = await fresh.signInAs('cashier');
    const display = await fresh.signInAs('display');
    const waiting = await createOrder(fresh, m, { plate: 'А111АА77' });
    const [s] = await washServices(fresh, m, waiting.orderId);
    await addWash(fresh, m, waiting.orderId, s!.service_id);
    const working = await startedOrder(fresh, m, { plate: 'В222ВВ77' });
    const done = await startedOrder(fresh, m, { plate: 'Е333ЕЕ77' });
    await fresh.call('POST', 'order/keys-taken', { token: m, body: { order_id: done.orderId } });
    await fresh.call('POST', 'order/complete', { token: m, body: { order_id: done.orderId } });
    // A car whose keys the client kept may leave at once: it is not shown as waiting for pickup.
    const gone = await startedOrder(fresh, m, { plate: 'К444КК77' });
    await fresh.call('POST', 'order/keys-left', { token: m, body: { order_id: gone.orderId } });
    await fresh.call('POST', 'order/complete', { token: m, body: { order_id: gone.orderId } });
    const q = (await fresh.call('GET', 'display/queue', { token: display })).body.data;
    expect(q.waiting.map((c: { id: number }) => c.id)).toEqual([waiting.orderId]);
    expect(q.in_progress.map((c: { id: number }) => c.id)).toEqual([working.orderId]);
    expect(q.done).toEqual([expect.objectContaining({ id: done.orderId, plate_number: 'Е333ЕЕ77', model_text: 'Volkswagen Polo' })]);
    const due = (await fresh.call('GET', `order/${done.orderId}`, { token: c })).body.data.pay_sum;
    await fresh.call('POST', 'order/pay', { token: c, body: { order_id: done.orderId, sum: due, method: 'card' } });
    expect((await fresh.call('GET', 'display/queue', { token: display })).body.data.done.map((x: { id: number }) => x.id)).toEqual([
      done.orderId,
    ]);
    expect((await fresh.call('POST', 'order/keys-returned', { token: c, body: { order_id: done.orderId } })).status).toBe(200);
    expect((await fresh.call('GET', 'display/queue', { token: display })).body.data.done).toEqual([]);
    // Keys never taken: ready until paid at the desk, then handed over (the customer is there), and off the board.
    const noKeys = await startedOrder(fresh, m, { plate: 'М555ММ77' });
    await fresh.call('POST', 'order/complete', { token: m, body: { order_id: noKeys.orderId } });
    expect((await fresh.call('GET', 'display/queue', { token: display })).body.data.done.map((x: { id: number }) => x.id)).toEqual([
      noKeys.orderId,
    ]);
    const noKeysDue = (await fresh.call('GET', `order/${noKeys.orderId}`, { token: c })).body.data.pay_sum;
    await fresh.call('POST', 'order/pay', { token: c, body: { order_id: noKeys.orderId, sum: noKeysDue, method: 'cash' } });
    expect((await fresh.call('GET', 'display/queue', { token: display })).body.data.done).toEqual([]);
    // The display account reads the queue and nothing else.
    expect((await fresh.call('GET', `order/${waiting.orderId}`, { token: display })).status).toBe(403);
  });

  it('says since when each car is in its column: taken (waiting), started (in work), done (ready)', async () => {
    const fresh = await freshTestApi();
    const m = await fresh.signInAs('master');
    const display = await fresh.signInAs('display');
    const now = Date.now();
    const ago = (minutes: number) => new Date(now - minutes * 60_000);
    const set = (id: number, times: Partial<typeof orders.$inferInsert>) =>
      fresh.database.db.update(orders).set(times).where(eq(orders.id, id));
    const later = await createOrder(fresh, m, { plate: 'А111АА77' });
    const earlier = await createOrder(fresh, m, { plate: 'В222ВВ77' });
    // Each with a service: an order without one is a draft, not on the TV.
    for (const o of [later, earlier]) {
      const [s] = await washServices(fresh, m, o.orderId);
      await addWash(fresh, m, o.orderId, s!.service_id);
    }
    await set(later.orderId, { createdAt: ago(12) });
    await set(earlier.orderId, { createdAt: ago(75) });
    const working = await startedOrder(fresh, m, { plate: 'Е333ЕЕ77' });
    await set(working.orderId, { createdAt: ago(40), startedAt: ago(25) });
    const ready = await startedOrder(fresh, m, { plate: 'К444КК77' });
    await fresh.call('POST', 'order/keys-taken', { token: m, body: { order_id: ready.orderId } });
    await fresh.call('POST', 'order/complete', { token: m, body: { order_id: ready.orderId } });
    await set(ready.orderId, { createdAt: ago(120), startedAt: ago(60) });
    const doneAt = (await fresh.call('GET', `order/${ready.orderId}`, { token: m })).body.data.done_at as string;

    const q = (await fresh.call('GET', 'display/queue', { token: display })).body.data;
    const since = (cars: Array<{ id: number; since: string }>) => cars.map((c) => [c.id, new Date(c.since).getTime()]);
    // Oldest first, each counted from the moment the screen names: «ждёт», «в работе», «готова».
    expect(since(q.waiting)).toEqual([
      [earlier.orderId, ago(75).getTime()],
      [later.orderId, ago(12).getTime()],
    ]);
    expect(since(q.in_progress)).toEqual([[working.orderId, ago(25).getTime()]]);
    expect(since(q.done)).toEqual([[ready.orderId, new Date(doneAt).getTime()]]);
  });
});
