import { eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema';
import { jumpingEachTimeout } from '../test/fake-timeouts';
import { ATOL_GROUP, ATOL_URL, atolHandlers, atolState, type AtolState } from '../test/msw/atol';
import { fiscalFixtures } from '../test/fiscal-fixtures';
import { getOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';
import { atolProvider } from './atol';
import type { FiscalProvider, FiscalStep } from './provider';
import { MAX_ATTEMPTS, runFiscalQueue } from './queue';

/** The cloud cash register is outside the product: msw plays ATOL Online, over the provider's real fetch. */
const register = setupServer();
let state: AtolState;
beforeAll(() => register.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => register.resetHandlers());
afterAll(() => register.close());

const ctx = testApiFixture({ roles: ['master', 'cashier'], fiscalProvider: 'atol' });
const provider = () =>
  atolProvider({
    login: 'atol-login',
    password: 'atol-pass',
    groupCode: ATOL_GROUP,
    inn: '7701234567',
    paymentAddress: 'г. Москва, ул. Мойки, 1',
    companyEmail: 'kassa@wash.example.ru',
    sno: 'usn_income',
    baseUrl: ATOL_URL,
    timeZone: 'Europe/Moscow',
    timeoutMs: 500,
  });

const { paidOrder, receiptOf } = fiscalFixtures(ctx);
/** The queue's clock: it only moves on, past every wait (the longest is 30 minutes). */
let at = Date.now();
/** Runs the queue as the server would, `passes` times. */
async function work(passes: number, p = provider()) {
  for (let i = 0; i < passes; i += 1) {
    at += 31 * 60_000;
    await runFiscalQueue(ctx.api.database.db, p, new Date(at));
  }
}

describe('fiscal receipts through ATOL Online', () => {
  it('queues a receipt with the payment, sends it, and stores what the register fiscalised; the cashier sees it', async () => {
    state = atolState();
    register.use(...atolHandlers(state));
    const { orderId, due, paymentId } = await paidOrder();
    expect(await receiptOf(paymentId)).toMatchObject({ status: 'pending', operation: 'sell', provider: 'atol' });
    expect((await getOrder(ctx.api, ctx.tokens.cashier, orderId)).pay_transactions[0]).toMatchObject({ fiscal_status: 'pending' });

    await work(1);
    const sent = state.documents.get(`washdesk-payment-${paymentId}`)!;
    expect(sent.operation).toBe('sell');
    const receipt = sent.body.receipt as {
      total: number;
      payments: Array<{ type: number; sum: number }>;
      items: Array<{ sum: number; vat: { type: string } }>;
      company: { inn: string };
    };
    expect(receipt.total).toBe(due);
    expect(receipt.payments).toEqual([{ type: 0, sum: due }]);
    expect(receipt.items.reduce((n, i) => n + Math.round(i.sum * 100), 0)).toBe(Math.round(due * 100));
    expect(receipt.company.inn).toBe('7701234567');
    expect(await receiptOf(paymentId)).toMatchObject({ status: 'sent', externalId: sent.uuid });

    await work(2);
    const done = await receiptOf(paymentId);
    expect(done.status).toBe('done');
    expect(done.fiscal).toMatchObject({ fiscal_document_number: 1234 });
    expect((await getOrder(ctx.api, ctx.tokens.cashier, orderId)).pay_transactions[0]).toMatchObject({
      fiscal_status: 'done',
      fiscal_error: null,
      fiscal_problem: null,
      can_switch_method: false,
      method_locked: 'fiscal_receipt_issued',
    });
    // The receipt says cash: the books keep it.
    const switched = await ctx.post(`order/payment/switch-method?payment_id=${paymentId}&method=card`, undefined, 'cashier');
    expect(switched.status).toBe(409);
    expect(switched.body.code).toBe('fiscal_receipt_issued');
  });

  it("keeps a payment's method while its receipt is on its way to the register", async () => {
    const { orderId, paymentId } = await paidOrder();
    // A register that answers only when let go: the queue holds the receipt's lease meanwhile.
    let letGo!: () => void;
    const answered = new Promise<void>((resolve) => (letGo = resolve));
    const slow: FiscalProvider = {
      name: 'atol',
      send: async (document) => {
        await answered;
        return { state: 'sent', externalId: document.externalId };
      },
      check: () => Promise.resolve({ state: 'wait' }),
    };
    at += 31 * 60_000;
    const sending = runFiscalQueue(ctx.api.database.db, slow, new Date(at));
    await expect.poll(async () => (await receiptOf(paymentId)).leaseToken).not.toBeNull();
    const switched = await ctx.post(`order/payment/switch-method?payment_id=${paymentId}&method=card`, undefined, 'cashier');
    expect(switched.status).toBe(409);
    expect(switched.body).toMatchObject({
      code: 'fiscal_receipt_sending',
      details: 'Чек этого платежа сейчас отправляется в кассу: пока он в пути, способ оплаты не меняется',
    });
    expect((await getOrder(ctx.api, ctx.tokens.cashier, orderId)).pay_transactions[0]).toMatchObject({
      can_switch_method: false,
      method_locked: 'fiscal_receipt_sending',
    });
    letGo();
    await sending;
    expect(await receiptOf(paymentId)).toMatchObject({ status: 'sent', leaseToken: null });
    const [payment] = await ctx.api.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.method).toBe('cash');
  });

  it('retries while the register is down, signs in again when the token expires, and never fiscalises twice', async () => {
    state = atolState();
    register.use(...atolHandlers(state));
    const { paymentId } = await paidOrder();
    // One process's provider, which keeps its token between passes.
    const atol = provider();
    state.downFor = 2;
    await work(2, atol);
    expect(await receiptOf(paymentId)).toMatchObject({
      status: 'pending',
      attempts: 2,
      lastError: 'Касса ответила ошибкой 503',
      lastProblem: { code: 'server_error', params: { status: 503 } },
    });
    state.expireToken = true;
    await work(3, atol);
    expect(await receiptOf(paymentId)).toMatchObject({ status: 'done' });
    expect(state.documents.size).toBe(1);
    expect(state.tokens).toBe(2);

    // The register takes a receipt but its answer is lost: the resend under the same id is told of the first document.
    const lost = await paidOrder();
    state.loseAnswers = 1;
    await work(1, atol);
    expect(await receiptOf(lost.paymentId)).toMatchObject({ status: 'pending', attempts: 1 });
    await work(3, atol);
    expect(await receiptOf(lost.paymentId)).toMatchObject({
      status: 'done',
      externalId: state.documents.get(`washdesk-payment-${lost.paymentId}`)!.uuid,
    });
    expect(state.documents.size).toBe(2);
  });

  it('fails after the last try, shows the cashier why, and sends it again on request; a refund goes as a return', async () => {
    state = atolState();
    register.use(...atolHandlers(state));
    const { orderId, paymentId } = await paidOrder();
    state.downFor = MAX_ATTEMPTS;
    await work(MAX_ATTEMPTS);
    expect(await receiptOf(paymentId)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    const failed = (await ctx.get('fiscal/failed', 'cashier')).body.data;
    expect(failed).toContainEqual(
      expect.objectContaining({
        payment_id: paymentId,
        order_id: orderId,
        error: 'Касса ответила ошибкой 503',
        problem: { code: 'server_error', params: { status: 503 } },
      }),
    );
    expect((await getOrder(ctx.api, ctx.tokens.cashier, orderId)).pay_transactions[0]).toMatchObject({
      fiscal_status: 'failed',
      fiscal_error: 'Касса ответила ошибкой 503',
      fiscal_problem: { code: 'server_error', params: { status: 503 } },
    });

    const retried = await ctx.post('fiscal/retry', { payment_id: paymentId }, 'cashier');
    expect(retried.body).toMatchObject({ details: 'Чек отправлен в кассу ещё раз' });
    expect((await ctx.post('fiscal/retry', { payment_id: paymentId }, 'cashier')).status).toBe(409);
    await work(3);
    expect(await receiptOf(paymentId)).toMatchObject({ status: 'done' });

    // The register refuses a document: sent again, it goes as a new one.
    const other = await paidOrder();
    state.failing.add(`washdesk-payment-${other.paymentId}`);
    await work(2);
    expect(await receiptOf(other.paymentId)).toMatchObject({
      status: 'failed',
      lastError: 'Касса отказала (34: Ошибка ККТ)',
      lastProblem: { code: 'refused', params: { reason: '34: Ошибка ККТ' } },
    });
    await ctx.post('fiscal/retry', { payment_id: other.paymentId }, 'cashier');
    await work(3);
    expect(state.documents.has(`washdesk-payment-${other.paymentId}-1`)).toBe(true);
    expect(await receiptOf(other.paymentId)).toMatchObject({ status: 'done', generation: 1 });

    // The register took a receipt, then stopped answering about it: sent again, it is only asked about, never fiscalised twice.
    const taken = await paidOrder();
    await work(1);
    state.reportsDownFor = MAX_ATTEMPTS;
    await work(MAX_ATTEMPTS);
    expect(await receiptOf(taken.paymentId)).toMatchObject({ status: 'failed', refused: false });
    await ctx.post('fiscal/retry', { payment_id: taken.paymentId }, 'cashier');
    await work(2);
    expect(await receiptOf(taken.paymentId)).toMatchObject({ status: 'done', generation: 0 });
    expect([...state.documents.keys()].filter((k) => k.startsWith(`washdesk-payment-${taken.paymentId}`))).toEqual([
      `washdesk-payment-${taken.paymentId}`,
    ]);
    expect((await ctx.post('fiscal/retry', { payment_id: 999_999 }, 'cashier')).status).toBe(404);

    // A refund: the car joins a group after the payment, the difference goes back.
    const groups = (await ctx.get(`order/get-groups-available?order_id=${orderId}`, 'cashier')).body.data;
    await ctx.post(
      'car/add-to-group',
      { order_id: orderId, group_id: groups.find((g: { percent: number }) => g.percent >= 5).id },
      'cashier',
    );
    const refundDue = (await getOrder(ctx.api, ctx.tokens.cashier, orderId)).refund_due;
    // Back in cash, the way it was paid (docs/decisions/055).
    expect((await ctx.post('order/refund', { order_id: orderId, sum: refundDue, method: 'cash' }, 'cashier')).status).toBe(200);
    const [, refund] = await ctx.api.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
    await work(1);
    const returned = state.documents.get(`washdesk-payment-${refund!.id}`)!;
    expect(returned.operation).toBe('sell_refund');
    expect((returned.body.receipt as { payments: unknown[] }).payments).toEqual([{ type: 0, sum: refundDue }]);
  });
});

describe('the fiscal queue shared by several processes', () => {
  it('lets a worker whose lease ran out write nothing over the one that took the receipt over', async () => {
    state = atolState();
    register.use(...atolHandlers(state));
    const { paymentId } = await paidOrder();
    let release: () => void = () => undefined;
    const slow = {
      name: 'atol' as const,
      send: () => new Promise<FiscalStep>((resolve) => (release = () => resolve({ state: 'sent', externalId: 'stale-uuid' }))),
      check: () => Promise.resolve<FiscalStep>({ state: 'wait' }),
    };
    at += 31 * 60_000;
    const stale = runFiscalQueue(ctx.api.database.db, slow, new Date(at));
    // The stale worker's lease (5 minutes) runs out; another process takes the receipt and finishes it.
    await expect.poll(async () => (await receiptOf(paymentId)).leaseToken).not.toBeNull();
    at += 6 * 60_000;
    await work(3);
    expect(await receiptOf(paymentId)).toMatchObject({ status: 'done' });
    release();
    await stale;
    expect(await receiptOf(paymentId)).toMatchObject({ status: 'done' });
  });
});

describe('what the cashier is told of a receipt not fiscalised', () => {
  it("keeps a code of its own for our fault, and never the fault's English words", async () => {
    const { orderId, paymentId } = await paidOrder();
    const logged: unknown[] = [];
    const broken: FiscalProvider = {
      name: 'atol',
      send: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'uuid')")),
      check: () => Promise.resolve<FiscalStep>({ state: 'wait' }),
    };
    at += 31 * 60_000;
    await runFiscalQueue(ctx.api.database.db, broken, new Date(at), (_id, err) => logged.push(err));
    expect(logged.length).toBeGreaterThan(0);
    expect(await receiptOf(paymentId)).toMatchObject({ status: 'pending', attempts: 1, lastProblem: { code: 'internal' } });
    const line = (await getOrder(ctx.api, ctx.tokens.cashier, orderId)).pay_transactions[0];
    expect(line).toMatchObject({ fiscal_problem: { code: 'internal' }, fiscal_error: 'Сбой на сервере, подробности в журнале сервера' });
  });

  it('says how long the register was waited for when it does not answer', async () => {
    state = atolState();
    // The register holds its answers; the provider's 500 ms pass on a fake clock (api/test/fake-timeouts.ts).
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    let asked = 0;
    register.use(
      http.post(`${ATOL_URL}/getToken`, async () => {
        asked += 1;
        await held;
        return HttpResponse.json({ token: 'late' });
      }),
    );
    const { paymentId } = await paidOrder();
    await jumpingEachTimeout(
      () => work(1),
      () => asked,
      500,
    ).finally(answer);
    expect(await receiptOf(paymentId)).toMatchObject({
      status: 'pending',
      lastError: 'Касса не ответила за 1 с',
      lastProblem: { code: 'no_answer', params: { seconds: 1 } },
    });
  });
});
