import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { addWash, createOrder, getOrder, startedOrder, washServices, washWorkers } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['master', 'cashier'], keyCells: 3 });
const { post } = ctx;

describe('workers and starting', () => {
  it('refuses to start without workers, then starts once every active line has one', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const empty = await post('order/started', { order_id: orderId });
    expect(empty.status).toBe(409);
    expect(empty.body.details).toBe('В заказе нет услуг');

    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id);
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    const [w1, w2] = await washWorkers(ctx.api, ctx.tokens.master);
    await post('order/set-worker', {
      order_id: orderId,
      order_item_id: order.items[0].order_item_id,
      workers: [w1!.worker_id, w2!.worker_id],
    });
    const partial = await post('order/started', { order_id: orderId });
    expect(partial.status).toBe(409);
    expect(partial.body.details).toBe('Назначьте исполнителей на все услуги');
    // The answer says the same before anyone taps, so the page tells what to do first.
    expect(await getOrder(ctx.api, ctx.tokens.master, orderId)).toMatchObject({
      is_can_be_started: false,
      start_refusal_code: 'order_workers_missing',
    });

    // A canceled line needs no worker.
    await post('order/cancel-item', { order_item_id: order.items[1].order_item_id });
    const ready = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(ready.is_can_be_started).toBe(true);
    expect(ready.start_refusal_code).toBeNull();
    expect(ready.items[0].workers.map((w: { name: string }) => w.name).sort()).toEqual([w1!.name, w2!.name].sort());
    expect(ready.workersForCashier.sort()).toEqual([w1!.name, w2!.name].sort());

    const started = await post('order/started', { order_id: orderId });
    expect(started.status).toBe(200);
    expect(started.body.details).toBe('Заказ в работе');
    const after = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(after).toMatchObject({
      job_status: 'in_progress',
      job_status_text: 'В работе',
      is_can_be_started: false,
      start_refusal_code: null,
    });
    expect(after.started_at).toBeTruthy();
    expect((await post('order/started', { order_id: orderId })).status).toBe(409);
  });

  it('refuses unknown workers, tyre workers on wash lines and unknown lines', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [s] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, s!.service_id);
    const item = (await getOrder(ctx.api, ctx.tokens.master, orderId)).items[0].order_item_id;
    expect((await post('order/set-worker', { order_id: orderId, order_item_id: item, workers: [99999] })).status).toBe(404);
    const tyre = (await ctx.get('workers-tire/get', 'master')).body.data[0];
    const wrong = await post('order/set-worker', { order_id: orderId, order_item_id: item, workers: [tyre.worker_id] });
    expect(wrong.status).toBe(409);
    expect(wrong.body.details).toMatch(/не работает на мойке/);
    expect((await post('order/set-worker', { order_id: orderId, order_item_id: 99999, workers: [] })).status).toBe(404);
  });

  it('sets the workers of several lines in one call, and nothing at all when one line is refused', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id);
    const [first, second] = (await getOrder(ctx.api, ctx.tokens.master, orderId)).items.map(
      (i: { order_item_id: number }) => i.order_item_id,
    );
    const [w1, w2] = await washWorkers(ctx.api, ctx.tokens.master);

    // The second line names a worker that does not exist: the first line is not saved either.
    const refused = await post('order/set-workers', {
      order_id: orderId,
      assignments: [
        { order_item_id: first, workers: [w1!.worker_id] },
        { order_item_id: second, workers: [99999] },
      ],
    });
    expect(refused.status).toBe(404);
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items.every((i: { workers: unknown[] }) => i.workers.length === 0)).toBe(
      true,
    );

    const cursorOf = async () =>
      (await ctx.api.call('GET', 'order/changes?since=0', { token: ctx.tokens.master })).body.data.cursor as number;
    const before = await cursorOf();
    const saved = await post('order/set-workers', {
      order_id: orderId,
      assignments: [
        { order_item_id: first, workers: [w1!.worker_id] },
        { order_item_id: second, workers: [w2!.worker_id] },
      ],
    });
    expect(saved.status).toBe(200);
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(order.items.map((i: { workers: Array<{ name: string }> }) => i.workers.map((w) => w.name))).toEqual([[w1!.name], [w2!.name]]);
    expect(order.is_can_be_started).toBe(true);
    // One change of the order for the whole «Назначить» (one step of the change sequence),
    // so the live layer pushes it once.
    expect((await cursorOf()) - before).toBe(1);
    // The same workers again (a second tap): nothing changes, nothing is pushed or audited.
    const auditRows = async () =>
      (await ctx.api.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.item.workers'))).length;
    const audited = await auditRows();
    const again = await post('order/set-workers', {
      order_id: orderId,
      assignments: [
        { order_item_id: first, workers: [w1!.worker_id] },
        { order_item_id: second, workers: [w2!.worker_id, w2!.worker_id] },
      ],
    });
    expect(again.status).toBe(200);
    expect((await cursorOf()) - before).toBe(1);
    expect(await auditRows()).toBe(audited);

    // The same line twice, or none, is refused before anything is read.
    expect(
      (
        await post('order/set-workers', {
          order_id: orderId,
          assignments: [
            { order_item_id: first, workers: [] },
            { order_item_id: first, workers: [] },
          ],
        })
      ).status,
    ).toBe(400);
    expect((await post('order/set-workers', { order_id: orderId, assignments: [] })).status).toBe(400);
  });
});

describe('lines while working', () => {
  it('marks a line done only while in progress, and back again', async () => {
    const waiting = await createOrder(ctx.api, ctx.tokens.master);
    const [s] = await washServices(ctx.api, ctx.tokens.master, waiting.orderId);
    await addWash(ctx.api, ctx.tokens.master, waiting.orderId, s!.service_id);
    const wItem = (await getOrder(ctx.api, ctx.tokens.master, waiting.orderId)).items[0].order_item_id;
    const early = await post('order/mark-item', { order_item_id: wItem });
    expect(early.status).toBe(409);
    expect(early.body.details).toMatch(/в работе/);

    const { orderId, itemId } = await startedOrder(ctx.api, ctx.tokens.master);
    expect((await post('order/mark-item', { order_item_id: itemId })).body).toEqual({ result: 'ok' });
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items[0]).toMatchObject({
      job_status: 'done',
      job_status_text: 'Выполнено',
    });
    await post('order/mark-item', { order_item_id: itemId });
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items[0].job_status).toBe('active');
    expect((await post('order/mark-item', { order_item_id: 424242 })).status).toBe(404);
  });

  it('cancels a line and lifts the cancel; totals follow', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [a, b] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, a!.service_id);
    await addWash(ctx.api, ctx.tokens.master, orderId, b!.service_id);
    const before = await getOrder(ctx.api, ctx.tokens.master, orderId);
    await post('order/cancel-item', { order_item_id: before.items[1].order_item_id });
    const canceled = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(canceled.items[1]).toMatchObject({ job_status: 'canceled', job_status_text: 'Отменено' });
    expect(canceled.total_sum).toBe(a!.price);
    await post('order/cancel-item', { order_item_id: before.items[1].order_item_id });
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).total_sum).toBe(a!.price + b!.price);
  });
});

describe('what a line says it is doing', () => {
  it('waits with its order, works with it, and is canceled with it', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    const [s] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, s!.service_id);
    const texts = async () =>
      (await getOrder(ctx.api, ctx.tokens.master, orderId)).items.map((i: { job_status_text: string }) => i.job_status_text);
    expect(await texts()).toEqual(['Ожидает']);
    expect((await post('order/cancel', { order_id: orderId })).status).toBe(200);
    expect(await texts()).toEqual(['Отменено']);

    const started = await startedOrder(ctx.api, ctx.tokens.master);
    expect(
      (await getOrder(ctx.api, ctx.tokens.master, started.orderId)).items.map((i: { job_status_text: string }) => i.job_status_text),
    ).toEqual(['В работе']);
  });
});
