import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages } from '../db/schema';
import { MAX_ATTEMPTS, sendDueMessages } from '../messages/send';
import { smsRuProvider } from '../sms/provider';
import { smsRuAccepts, smsRuFails } from '../test/msw/sms-ru';
import { addWash, createOrder, getOrder, startedOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * Messages to customers about their own orders (docs/decisions/039-the-customers-own-page.md):
 * queued by the change itself, sent through the SMS provider (msw plays SMS.ru's gateway),
 * tried again after a failure, and the owner's texts.
 */
const gateway = setupServer();
const sent: Array<{ to: string; msg: string }> = [];
beforeAll(() => {
  gateway.listen({ onUnhandledRequest: 'bypass' });
  gateway.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.hostname === 'sms.ru') sent.push({ to: url.searchParams.get('to') ?? '', msg: url.searchParams.get('msg') ?? '' });
  });
});
afterEach(() => gateway.resetHandlers());
afterAll(() => gateway.close());

const ctx = testApiFixture({ roles: ['master', 'cashier', 'owner'] });
const sms = () => smsRuProvider(ctx.api.database.db, { apiKey: 'test-key', timeoutMs: 500 });
const messagesOf = (orderId: number) =>
  ctx.api.database.db.select().from(customerMessages).where(eq(customerMessages.orderId, orderId)).orderBy(customerMessages.id);

async function acceptedOrder(phone: string | null) {
  const { orderId, clientId } = await createOrder(ctx.api, ctx.tokens.master, { phone });
  const [service] = await washServices(ctx.api, ctx.tokens.master, orderId);
  await addWash(ctx.api, ctx.tokens.master, orderId, service!.service_id);
  return { orderId, clientId };
}

describe('messages to the customer', () => {
  it('says «принят» with the link once the services are chosen, and «машина готова» when the master finishes', async () => {
    gateway.use(smsRuAccepts);
    const { orderId } = await startedOrder(ctx.api, ctx.tokens.master, { phone: '+7 916 700-00-01' });
    expect((await messagesOf(orderId)).map((m) => [m.kind, m.status])).toEqual([['accepted', 'pending']]);
    expect(await sendDueMessages(ctx.api.database.db, sms(), new Date(), ctx.api.context.settings)).toBeGreaterThanOrEqual(1);
    await ctx.post('order/complete', { order_id: orderId }, 'master');
    expect((await messagesOf(orderId)).map((m) => [m.kind, m.status])).toEqual([
      ['accepted', 'sent'],
      ['ready', 'pending'],
    ]);
    expect(await sendDueMessages(ctx.api.database.db, sms(), new Date(), ctx.api.context.settings)).toBeGreaterThanOrEqual(1);
    const order = await getOrder(ctx.api, ctx.tokens.master, orderId);
    const mine = sent.filter((s) => s.to === '79167000001');
    expect(mine).toHaveLength(2);
    expect(mine[0]!.msg).toContain(`принят, следите за статусом: ${order.customer.public_url}`);
    expect(mine[1]!.msg).toMatch(/машина готова/i);
    expect(mine[1]!.msg).toContain(order.customer.public_url);
    expect(order.customer.messages.map((m: { status: string }) => m.status)).toEqual(['sent', 'sent']);
  });

  it('sends nothing without a phone, to a client who turned them off, or of a kind the owner turned off', async () => {
    const none = await acceptedOrder(null);
    expect(await messagesOf(none.orderId)).toEqual([]);

    const quiet = await createOrder(ctx.api, ctx.tokens.master, { phone: '+7 916 700-00-02' });
    // The client asked the desk for no messages about their orders.
    const asked = await ctx.post('client/update', { client_id: quiet.clientId, order_messages: false }, 'cashier');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    // The desk is told what it switched, not a bare «Клиент сохранён».
    expect(asked.body).toMatchObject({ code: 'client_order_messages_off', details: 'СМС о заказах клиенту не присылаются' });
    // Asked again (a second desk), it says how things stand; with another change at once, that the client is saved.
    const again = await ctx.post('client/update', { client_id: quiet.clientId, order_messages: false }, 'cashier');
    expect(again.body.code).toBe('client_order_messages_off');
    const both = await ctx.post('client/update', { client_id: quiet.clientId, order_messages: false, name: 'Тихий' }, 'cashier');
    expect(both.body).toMatchObject({ code: 'client_saved', details: 'Клиент сохранён' });
    expect((await ctx.get(`client/${quiet.clientId}`, 'cashier')).body.data.order_messages).toBe(false);
    const [service] = await washServices(ctx.api, ctx.tokens.master, quiet.orderId);
    await addWash(ctx.api, ctx.tokens.master, quiet.orderId, service!.service_id);
    expect(await messagesOf(quiet.orderId)).toEqual([]);

    const off = await ctx.post('owner/messages/save', { kind: 'accepted', enabled: false, text: 'Приняли {plate}: {link}' }, 'owner');
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const later = await acceptedOrder('+7 916 700-00-03');
    expect(await messagesOf(later.orderId)).toEqual([]);
    await ctx.post('owner/messages/save', { kind: 'accepted', enabled: true, text: 'Приняли {plate}: {link}' }, 'owner');
    const custom = await acceptedOrder('+7 916 700-00-04');
    const [message] = await messagesOf(custom.orderId);
    const order = await getOrder(ctx.api, ctx.tokens.master, custom.orderId);
    expect(message!.text).toBe(`Приняли ${order.car.plate_number}: ${order.customer.public_url}`);
  });

  it('tries a failed send again later, gives up after a few tries, and the desk may send it again', async () => {
    gateway.use(smsRuFails);
    const { orderId } = await acceptedOrder('+7 916 700-00-05');
    let now = new Date();
    await sendDueMessages(ctx.api.database.db, sms(), now, ctx.api.context.settings);
    let [message] = await messagesOf(orderId);
    expect(message).toMatchObject({ status: 'pending', attempts: 1 });
    expect(message!.nextAt.getTime()).toBeGreaterThan(now.getTime());
    // The desk sees it failing, with the next try.
    const seen = (await getOrder(ctx.api, ctx.tokens.cashier, orderId)).customer.messages[0];
    expect(seen).toMatchObject({ kind: 'accepted', status: 'pending', attempts: 1 });
    // Still the queue's: a hand may not send it meanwhile (a worker may be sending it: twice to the customer).
    expect(await ctx.post('order/message-retry', { message_id: message!.id }, 'cashier')).toMatchObject({
      status: 409,
      body: { code: 'message_pending' },
    });
    for (let i = 1; i < MAX_ATTEMPTS; i += 1) {
      now = new Date(message!.nextAt.getTime() + 1000);
      await sendDueMessages(ctx.api.database.db, sms(), now, ctx.api.context.settings);
      [message] = await messagesOf(orderId);
    }
    expect(message).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    gateway.resetHandlers(smsRuAccepts);
    const retry = await ctx.post('order/message-retry', { message_id: message!.id }, 'cashier');
    expect(retry.status).toBe(200);
    await sendDueMessages(ctx.api.database.db, sms(), new Date(Date.now() + 1000), ctx.api.context.settings);
    [message] = await messagesOf(orderId);
    expect(message).toMatchObject({ status: 'sent' });
    const again = await ctx.post('order/message-retry', { message_id: message!.id }, 'cashier');
    expect(again).toMatchObject({ status: 409, body: { code: 'message_already_sent' } });
    expect((await ctx.post('order/message-retry', { message_id: 99_999_999 }, 'cashier')).status).toBe(404);
  });
});

describe('a message queued, then not wanted any more', () => {
  it('is not sent to a client who asked for none meanwhile: it is skipped, and the desk says so', async () => {
    gateway.use(smsRuAccepts);
    const { orderId, clientId } = await acceptedOrder('+7 916 700-00-06');
    expect((await messagesOf(orderId)).map((m) => m.status)).toEqual(['pending']);
    await ctx.post('client/update', { client_id: clientId, order_messages: false }, 'cashier');
    const before = sent.length;
    await sendDueMessages(ctx.api.database.db, sms(), new Date(), ctx.api.context.settings);
    expect(sent.slice(before).filter((s) => s.to === '79167000006')).toEqual([]);
    expect((await getOrder(ctx.api, ctx.tokens.cashier, orderId)).customer.messages).toMatchObject([{ status: 'skipped' }]);
  });
});

describe('a message about an order that went another way', () => {
  it('is not sent for a canceled order, nor «принят» once the car is ready; a skipped one is not sent by hand', async () => {
    const canceled = await acceptedOrder('+7 916 700-00-07');
    await ctx.post('order/cancel', { order_id: canceled.orderId }, 'master');
    await sendDueMessages(ctx.api.database.db, sms(), new Date(), ctx.api.context.settings);
    const [message] = await messagesOf(canceled.orderId);
    expect(message).toMatchObject({ kind: 'accepted', status: 'skipped' });
    expect(await ctx.post('order/message-retry', { message_id: message!.id }, 'cashier')).toMatchObject({
      status: 409,
      body: { code: 'message_skipped' },
    });
  });
});

describe("the owner's texts", () => {
  it('lists each kind with an example, previews a text before saving, and refuses an unknown variable', async () => {
    const list = await ctx.get('owner/messages', 'owner');
    expect(list.body.data.templates.map((t: { kind: string }) => t.kind)).toEqual([
      'accepted',
      'ready',
      'booking_day',
      'booking_hour',
      'storage_season',
    ]);
    const preview = await ctx.post(
      'owner/messages/preview',
      { kind: 'ready', enabled: true, text: '{shop}: заказ №{order} готов, {link}' },
      'owner',
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.example).toMatch(/^Заказ №1024 готов, http.*\/o\/[A-Za-z0-9_-]{24}$/);
    expect(preview.body.data.parts).toBeGreaterThanOrEqual(1);
    const bad = await ctx.post('owner/messages/save', { kind: 'ready', enabled: true, text: 'Готово, {имя}!' }, 'owner');
    expect(bad.status).toBe(400);
    expect(bad.body.details).toContain('неизвестная переменная {имя}');
    const empty = await ctx.post('owner/messages/save', { kind: 'ready', enabled: true, text: '   ' }, 'owner');
    expect(empty.status).toBe(400);
    expect((await ctx.post('owner/messages/save', { kind: 'ready', enabled: true, text: 'x' }, 'cashier')).status).toBe(403);
  });
});
