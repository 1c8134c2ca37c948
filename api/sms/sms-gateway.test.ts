import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discountRequests, smsOutbox } from '../db/schema';
import { smsRuAccepts, smsRuFails, smsRuHangs, smsRuRefuses } from '../test/msw/sms-ru';
import { finishedOrder, getOrder } from '../test/order-fixtures';
import { jumpingEachTimeout } from '../test/fake-timeouts';
import { testApiFixture } from '../test/test-api';
import { smsRuProvider } from './provider';

/** The SMS gateway is outside the product: msw plays it, over the real fetch of the provider. */
const gateway = setupServer();
const sentTo: string[] = [];

beforeAll(() => {
  gateway.listen({ onUnhandledRequest: 'bypass' });
  gateway.events.on('request:start', ({ request }) => {
    if (request.url.startsWith('https://sms.ru')) sentTo.push(new URL(request.url).searchParams.get('to') ?? '');
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
      // A gateway that never answers: the provider's 300 ms pass on a fake clock, jumped once each request has reached it.
      const asked = () => sentTo.length;
      const timed = <T>(work: () => Promise<T>) => (handler === smsRuHangs ? jumpingEachTimeout(work, asked, 300) : work());
      const { orderId, res } = await timed(requestDiscountOnNewOrder);
      expect(res.status).toBe(502);
      expect(res.body.details).toBe('Не удалось отправить SMS');
      const requests = await ctx.api.database.db.select().from(discountRequests).where(eq(discountRequests.orderId, orderId));
      expect(requests).toEqual([]);
      // Nothing was sent, so the cashier may try again at once (no 60-second wait).
      const retry = await timed(() => ctx.post('order/request-discount', { order_id: orderId, discount_amount: '10%' }, 'cashier'));
      expect(retry.status).toBe(502);
      const approve = await ctx.post('order/approve-discount', { order_id: orderId, sms_code: '1234' }, 'cashier');
      expect(approve.status).toBe(409);
      expect((await getOrder(ctx.api, ctx.tokens.cashier, orderId)).discount_source).not.toBe('manual');
    });
  }
});
