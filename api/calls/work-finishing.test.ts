import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { addWash, createOrder, getOrder, startedOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/** Finishing or canceling an order, its keys and its phone. */
const ctx = testApiFixture({ roles: ['master', 'cashier'], keyCells: 3 });
const { post } = ctx;

describe('finishing and canceling', () => {
  it('finishes only an order in progress, marking every active line done', async () => {
    const waiting = await createOrder(ctx.api, ctx.tokens.master);
    const early = await post('order/complete', { order_id: waiting.orderId });
    expect(early.status).toBe(409);
    expect(early.body.details).toBe('Завершить можно только заказ в работе (сейчас: Ожидает)');

    const { orderId } = await startedOrder(ctx.api, ctx.tokens.master);
    const done = await post('order/complete', { order_id: orderId });
    expect(done.status).toBe(200);
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(order).toMatchObject({ job_status: 'done', job_status_text: 'Выполнен', can_be_changed: false });
    expect(order.done_at).toBeTruthy();
    expect(order.items.every((i: { job_status: string }) => i.job_status === 'done')).toBe(true);

    const cancel = await post('order/cancel', { order_id: orderId });
    expect(cancel.status).toBe(409);
    expect(cancel.body.details).toBe('Заказ уже выполнен, отменить его нельзя');
    const change = await post('new-order/update', { order_id: orderId, action: 'add', service_id: 1, is_wash_service: true });
    expect(change.status).toBe(409);
    expect(change.body.details).toBe('Заказ выполнен, изменить его нельзя');
  });

  it('says which lines «Завершить» would mark done, on the order and in the list', async () => {
    const { orderId, itemId } = await startedOrder(ctx.api, ctx.tokens.master);
    const [, second] = await washServices(ctx.api, ctx.tokens.master, orderId);
    await addWash(ctx.api, ctx.tokens.master, orderId, second!.service_id);
    await post('order/mark-item', { order_item_id: itemId });
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    expect(order.items.map((i: { name: string; is_open: boolean }) => [i.name, i.is_open])).toEqual([
      [order.items[0].name, false],
      [second!.name, true],
    ]);
    const list = (await ctx.get('order/list?status=in_progress', 'master')).body.data.orders;
    const row = list.find((o: { id: number }) => o.id === orderId);
    expect(row.services).toEqual([
      { name: order.items[0].name, quantity: 1, kind: 'wash', is_open: false },
      { name: second!.name, quantity: 1, kind: 'wash', is_open: true },
    ]);
    // Once finished nothing is open.
    await post('order/complete', { order_id: orderId });
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items.some((i: { is_open: boolean }) => i.is_open)).toBe(false);
  });

  it('keeps the quantity of a line already done: neither re-counted nor counted up', async () => {
    const { orderId, itemId } = await startedOrder(ctx.api, ctx.tokens.master);
    expect((await post('order/mark-item', { order_item_id: itemId })).status).toBe(200);
    const line = (await getOrder(ctx.api, ctx.tokens.master, orderId)).items[0];
    const body = { order_id: orderId, service_id: line.service_id, is_wash_service: true };
    const update = await post('new-order/update', { ...body, action: 'update', quantity: 3 });
    expect(update.status).toBe(409);
    expect(update.body.code).toBe('change_item_done');
    expect((await post('new-order/update', { ...body, action: 'add', quantity: 1 })).status).toBe(409);
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).items[0].quantity).toBe(line.quantity);
  });

  it('cancels a waiting order, but not one with money paid', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    expect((await post('order/cancel', { order_id: orderId })).body.details).toBe('Заказ отменён');
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).job_status).toBe('canceled');

    const paid = await startedOrder(ctx.api, ctx.tokens.master);
    expect((await post('order/pay', { order_id: paid.orderId, sum: 100, method: 'cash' }, 'cashier')).status).toBe(200);
    const refused = await post('order/cancel', { order_id: paid.orderId });
    expect(refused.status).toBe(409);
    expect(refused.body.details).toBe(
      'По заказу оплачено 100\u00a0₽, отменить его нельзя. Отмените услуги: когда кассир вернёт деньги клиенту, заказ отменится сам',
    );
    expect((await getOrder(ctx.api, ctx.tokens.master, paid.orderId)).job_status).toBe('in_progress');
  });

  it('refuses unknown orders with 404 and a cashier with 403', async () => {
    expect((await post('order/started', { order_id: 987654 })).status).toBe(404);
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master);
    for (const path of ['order/started', 'order/complete', 'order/cancel', 'order/keys-taken', 'order/keys-left']) {
      expect((await post(path, { order_id: orderId }, 'cashier')).status, path).toBe(403);
    }
  });
});

describe('keys', () => {
  it('puts keys in the first free cell, frees it when the client keeps them, and says when the box is full', async () => {
    const orders3 = [
      await createOrder(ctx.api, ctx.tokens.master),
      await createOrder(ctx.api, ctx.tokens.master),
      await createOrder(ctx.api, ctx.tokens.master),
      await createOrder(ctx.api, ctx.tokens.master),
    ];
    const keys = async (i: number) => (await post('order/keys-taken', { order_id: orders3[i]!.orderId })).body;
    expect((await keys(0)).data.keys).toMatch(/^Ключи в ячейке \d$/);
    const first = Number((await getOrder(ctx.api, ctx.tokens.master, orders3[0]!.orderId)).car.key_cell);
    await keys(1);
    await keys(2);
    const full = await post('order/keys-taken', { order_id: orders3[3]!.orderId });
    expect(full.status).toBe(409);
    expect(full.body.details).toBe('Все 3 ячеек для ключей заняты');

    const left = await post('order/keys-left', { order_id: orders3[0]!.orderId });
    expect(left.body).toMatchObject({ data: { keys: 'Ключи у клиента' }, details: 'Ключи у клиента' });
    const reused = await post('order/keys-taken', { order_id: orders3[3]!.orderId });
    expect(reused.body.data.keys).toBe(`Ключи в ячейке ${first}`);
    const audits = await ctx.api.database.db.select().from(auditLog).where(eq(auditLog.action, 'order.keys'));
    expect(audits.length).toBeGreaterThanOrEqual(5);
    // Canceling leaves the keys in their cell until the cashier hands them back.
    await post('order/cancel', { order_id: orders3[1]!.orderId });
    expect((await getOrder(ctx.api, ctx.tokens.master, orders3[1]!.orderId)).car.keys).toMatch(/^Ключи в ячейке \d$/);
    expect((await post('order/keys-taken', { order_id: orders3[0]!.orderId })).status).toBe(409);
    expect((await post('order/keys-returned', { order_id: orders3[1]!.orderId }, 'cashier')).body.details).toBe('Ключи выданы');
    expect((await post('order/keys-taken', { order_id: orders3[0]!.orderId })).status).toBe(200);
  });
});

describe('phone', () => {
  it('changes the phone while the order is open, refuses a bad one and a change on a finished order', async () => {
    const { orderId } = await createOrder(ctx.api, ctx.tokens.master, { phone: '+79001234567', name: 'Пётр' });
    const ok = await post('order/update-phone', { order_id: orderId, phone: '8 (903) 765-43-21' });
    expect(ok.status).toBe(200);
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).client).toMatchObject({ phone: '+79037654321', name: 'Пётр' });
    expect((await post('order/update-phone', { order_id: orderId, phone: 'abc' })).status).toBe(400);
    await post('order/cancel', { order_id: orderId });
    const late = await post('order/update-phone', { order_id: orderId, phone: '+79001234567' });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('phone_order_final');
    // The number it has, sent again (the wizard's step 2 passed through), changes nothing and is no error.
    const seq = (await getOrder(ctx.api, ctx.tokens.master, orderId)).seq;
    expect((await post('order/update-phone', { order_id: orderId, phone: '+7 903 765-43-21' })).status).toBe(200);
    expect((await post('new-order/update', { order_id: orderId, phone: '89037654321' })).status).toBe(200);
    // Left as it was: not settled again, no move in the change feed to wake the screens.
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).seq).toBe(seq);
    expect((await getOrder(ctx.api, ctx.tokens.master, orderId)).client).toMatchObject({ phone: '+79037654321', name: 'Пётр' });
  });
});
