import { describe, expect, it } from 'vitest';
import { cashierStatsAnswerSchema, masterStatsAnswerSchema } from '../contract/stats';
import { testApiFixture } from '../test/test-api';

const ctx = testApiFixture({ roles: ['master', 'cashier', 'display'] });

const zero = { all: 0, wash: 0, tire: 0 };

describe('order counters', () => {
  it('answers the master counters, all zero before any order exists', async () => {
    const res = await ctx.get('get-order-stats', 'master');
    expect(res.status).toBe(200);
    expect(masterStatsAnswerSchema.parse(res.body).data).toEqual({ waiting: zero, in_progress: zero, done: zero, waitingForPayment: zero });
  });

  it('answers the cashier counters with the keys of docs/screens.md', async () => {
    const res = await ctx.get('get-order-stats-cashier', 'cashier');
    expect(res.status).toBe(200);
    expect(cashierStatsAnswerSchema.parse(res.body).data).toEqual({
      waiting_for_payment: zero,
      waiting: zero,
      in_progress: zero,
      done: zero,
    });
  });

  it('refuses the display account both counters', async () => {
    expect((await ctx.get('get-order-stats', 'display')).status).toBe(403);
    expect((await ctx.get('get-order-stats-cashier', 'display')).status).toBe(403);
  });
});
