import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discountRequests, orders, smsOutbox } from '../db/schema';
import { SMS_RU_SEND, smsRuAccepts, smsRuFails, smsRuHangs, smsRuRefuses } from '../test/msw/sms-ru';
import { finishedOrder, getOrder } from '../test/order-fixtures';
import { jumpingEachTimeout } from '../test/fake-timeouts';
import { testApiFixture } from '../test/test-api';
import { smsRuProvider } from './provider';

/** The SMS gateway is outside the product: msw plays it, over the real fetch of the provider. */
const gateway = setupServer();
const sentTo: string[] = [];
/** The order's number in the change feed as the gateway was asked: the request was in by then. */
let seqAtSend: Promise<number> | undefined;
const seqOf = async (orderId: number) =>
  (await ctx.api.database.db.select({ seq: orders.changeSeq }).from(orders).where(eq(orders.id, orderId)))[0]!.seq;

beforeAll(() => {
  gateway.listen({ onUnhandledRequest: 'bypass' });
  gateway.events.on('request:start', ({ request }) => {
    if (!request.url.startsWith('https://sms.ru')) return;
    sentTo.push(new URL(request.url).searchParams.get('to') ?? '');
    const order = /№(\d+)\./.exec(new URL(request.url).searchParams.get('msg') ?? '')?.[1];
    if (order) seqAtSend ??= seqOf(Number(order));
  });
});
afterEach(() => gateway.resetHandlers());
afterAll(() => gateway.close());
const ctx = testApiFixture({
  roles: ['master', 'cashier'],
  sms: (db) => smsRuProvider(db, { apiKey: 'test-key', timeoutMs: 300 }),
  managerPhone: '+7 916 000-00-01',
});

async function requestDiscountOnNewOrder() {
  const { orderId } = await finishedOrder(ctx.api, ctx.tokens.master);
  const res = await ctx.post('order/request-discount', { order_id: orderId, discount_amount: '10%' }, 'cashier');
  return { orderId, res };
}

describe('SMS.ru gateway', () => {
  it('sends the code to the manager and records it as sent', async () => {
    gateway.use(smsRuAccepts);
    const { orderId, res } = await requestDiscountOnNewOrder();
    expect(res.status).toBe(200);
    expect(sentTo.at(-1)).toBe('79160000001');
    const [row] = (await ctx.api.database.db.select().from(smsOutbox)).filter((r) => r.text.includes(`№${orderId}.`));
    expect(row).toMatchObject({ provider: 'smsru', status: 'sent', phone: '+7 916 000-00-01' });
  });

  for (const [name, handler] of [
    ['a 5xx answer', smsRuFails],
    ['an error answer', smsRuRefuses],
    ['a timeout', smsRuHangs],
  ] as const) {
    it(`fails the request on ${name} and leaves no valid code`, async () => {
      gateway.use(handler);
      seqAtSend = undefined;
      // A gateway that never answers: the provider's 300 ms pass on a fake clock, jumped once each request has reached it.
      const asked = () => sentTo.length;
      const timed = <T>(work: () => Promise<T>) => (handler === smsRuHangs ? jumpingEachTimeout(work, asked, 300) : work());
      const { orderId, res } = await timed(requestDiscountOnNewOrder);
      expect(res.status).toBe(502);
      expect(res.body.details).toBe('Не удалось отправить SMS');
      const requests = await ctx.api.database.db.select().from(discountRequests).where(eq(discountRequests.orderId, orderId));
      expect(requests).toEqual([]);
      // Taken back as a change of the order: a desk that showed the awaited code hears it is gone.
      expect(await seqOf(orderId)).toBeGreaterThan(await seqAtSend!);
      // Nothing was sent, so the cashier may try again at once (no 60-second wait).
      const retry = await timed(() => ctx.post('order/request-discount', { order_id: orderId, discount_amount: '10%' }, 'cashier'));
      expect(retry.status).toBe(502);
      const approve = await ctx.post('order/approve-discount', { order_id: orderId, sms_code: '1234' }, 'cashier');
      expect(approve.status).toBe(409);
      expect((await getOrder(ctx.api, ctx.tokens.cashier, orderId)).discount_source).not.toBe('manual');
    });
  }

  it('keeps a request whose code was answered before the gateway failed: it did deliver the SMS', async () => {
    const { orderId } = await finishedOrder(ctx.api, ctx.tokens.master);
    // The gateway delivers, the manager tells the code, the cashier types it; only then does the gateway answer 502.
    gateway.use(
      http.get(SMS_RU_SEND, async ({ request }) => {
        const code = /Код: (\d{4})/.exec(new URL(request.url).searchParams.get('msg') ?? '')![1];
        expect((await ctx.post('order/approve-discount', { order_id: orderId, sms_code: code }, 'cashier')).status).toBe(200);
        return new HttpResponse('Bad gateway', { status: 502 });
      }),
    );
    const asked = await ctx.post('order/request-discount', { order_id: orderId, discount_amount: '10%' }, 'cashier');
    expect(asked.status).toBe(200);
    expect(await getOrder(ctx.api, ctx.tokens.cashier, orderId)).toMatchObject({ discount: 10, discount_source: 'manual' });
    const requests = await ctx.api.database.db.select().from(discountRequests).where(eq(discountRequests.orderId, orderId));
    expect(requests).toEqual([expect.objectContaining({ percent: 10, closedAt: expect.any(Date) })]);
  });
});
