import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { cashierStats, masterStats } from '../orders/stats';

/** Sidebar counters: one call for the master, another for every other role (docs/screens.md 'Layout'). */
export function statsCalls({ db, settings }: ApiContext): AnyCallSpec[] {
  return [
    defineCall(CALLS['get-order-stats'], {
      summary: 'Master counters: waiting, in progress, done today (each all/wash/tire) and waiting for payment',
      roles: ['master'],
      live: true,
      handler: async ({ meta }) => ({ data: await masterStats(db, settings.TZ_BUSINESS, meta.scope) }),
    }),
    defineCall(CALLS['get-order-stats-cashier'], {
      summary: 'Cashier counters: waiting for payment, and the same statuses as the master sees',
      roles: ['cashier', 'master'],
      live: true,
      handler: async ({ meta }) => ({ data: await cashierStats(db, settings.TZ_BUSINESS, meta.scope) }),
    }),
  ];
}
