import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashierStatsAnswerSchema, masterStatsAnswerSchema } from '../contract/stats';
import { startTestApi, type TestApi } from '../test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const zero = { all: 0, wash: 0, tire: 0 };

describe('order counters', () => {
  it('answers the master counters, all zero before any order exists', async () => {
    const res = await api.call('GET', 'get-order-stats', { token: await api.signInAs('master') });
    expect(res.status).toBe(200);
    expect(masterStatsAnswerSchema.parse(res.body).data).toEqual({ waiting: zero, in_progress: zero, done: zero, waitingForPayment: zero });
  });

  it('answers the cashier counters with the keys of docs/screens.md', async () => {
    const res = await api.call('GET', 'get-order-stats-cashier', { token: await api.signInAs('cashier') });
    expect(res.status).toBe(200);
    expect(cashierStatsAnswerSchema.parse(res.body).data).toEqual({ waiting_for_payment: zero, waiting: zero, in_progress: zero, done: zero });
  });

  it('refuses the display account both counters', async () => {
    const display = await api.signInAs('display');
    expect((await api.call('GET', 'get-order-stats', { token: display })).status).toBe(403);
    expect((await api.call('GET', 'get-order-stats-cashier', { token: display })).status).toBe(403);
  });
});
