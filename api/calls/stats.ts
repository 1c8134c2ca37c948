import type { ApiContext } from '../context';
import { CALLERS } from '../http/callers';
import { CALLS } from '../contract/calls';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { cashierStats, masterStats } from '../orders/stats';
import { referenceRevisionNow } from '../owner/revision';
import { demoLoginsFor, loginsWithDemoPassword } from '../auth/demo-passwords';
import { drawerRevisionNow } from '../shifts/report';
import { bookingsMarkNow } from '../bookings/mark';

/** Sidebar counters: one call for the master, another for the desk (docs/screens.md 'Layout'); the reference data's revision. */
export function statsCalls({ db, settings }: ApiContext): AnyCallSpec[] {
  return [
    defineCall(CALLS['get-order-stats'], {
      summary: 'Master counters: waiting, in progress, done today (each all/wash/tire) and waiting for payment',
      roles: CALLERS.master,
      live: true,
      handler: async ({ meta }) => ({ data: await masterStats(db, settings.TZ_BUSINESS, meta.scope) }),
    }),
    defineCall(CALLS['get-order-stats-cashier'], {
      summary: 'Cashier counters: waiting for payment, and the same statuses as the master sees',
      roles: CALLERS.staff,
      live: true,
      handler: async ({ meta }) => ({ data: await cashierStats(db, settings.TZ_BUSINESS, meta.scope) }),
    }),
    defineCall(CALLS['reference/revision'], {
      summary:
        'A number that grows with every change of prices, services, workers or groups, a mark of the drawers that moves with ' +
        'every shift opened or closed and every cash in or out (open screens reload when they move), and the accounts that ' +
        'still have their demo passwords, and a mark of the bookings that moves with each of their changes',
      roles: CALLERS.anyone,
      live: true,
      handler: async ({ auth }) => {
        const [revision, drawer, demo, bookings] = await Promise.all([
          referenceRevisionNow(db),
          drawerRevisionNow(db),
          loginsWithDemoPassword(db),
          bookingsMarkNow(db),
        ]);
        return { data: { revision, drawer, demo_passwords: demoLoginsFor(auth?.user.role, demo), bookings } };
      },
    }),
  ];
}
