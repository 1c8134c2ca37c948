import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { earningsReport, workerLines } from '../reports/earnings';
import { periodReport } from '../reports/period';

/** The owner's reports: a day's or a range's money and work, and each worker's earnings. */
export function reportCalls(api: ApiContext): AnyCallSpec[] {
  const { db, settings } = api;
  return [
    defineCall(CALLS['report/period'], {
      summary:
        'A day or a range of days in the business time zone: money by method, by day and by hour, services and kinds, ' +
        'discounts by source, parking, refunds, canceled orders, average check, the shifts',
      roles: CALLERS.owner,
      handler: async ({ query }) => ({ data: await periodReport(db, query, settings.TZ_BUSINESS) }),
    }),
    defineCall(CALLS['report/earnings/lines'], {
      summary: "One worker's lines of the orders done in a range, each with the line's sum, how many shared it and the worker's share",
      roles: CALLERS.owner,
      handler: async ({ query }) => ({ data: await workerLines(db, query.worker_id, query, settings.TZ_BUSINESS) }),
    }),
    defineCall(CALLS['report/earnings'], {
      summary:
        "Each worker's lines of the orders done in a range, their value (a shared line split by its workers' shares) and the " +
        'commission at the percent kept from the assignment, a row per worker and percent',
      roles: CALLERS.owner,
      handler: async ({ query }) => ({ data: await earningsReport(db, query, settings.TZ_BUSINESS) }),
    }),
  ];
}
