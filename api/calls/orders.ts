import type { ApiContext } from '../context';
import { CALLERS } from '../http/callers';
import { orderContext } from '../orders/order-change';
import { CALLS } from '../contract/calls';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { changesSince, feedEnd } from '../orders/change-feed';
import { checkPlate, createOrder, updateOrder } from '../orders/intake';
import { listOrders } from '../orders/list';
import { orderAnswer } from '../orders/answer';
import { quoteSelection } from '../orders/quote';
import { setLines } from '../orders/lines';
import { recentOrders } from '../orders/recent';
import { queue } from '../orders/queue';
import { startOfBusinessDay } from '../domain/business-time';
import { createAnswerCache } from '../orders/answer-cache';

/** Intake (the new-order wizard) and reading orders. */
export function orderCalls(api: ApiContext): AnyCallSpec[] {
  const { db, settings } = api;
  const intake = (userId: number) => orderContext(api, userId);
  // The lists and the wall, read once per change however many screens reload them (decision 043).
  const cache = createAnswerCache(db);
  return [
    defineCall(CALLS['new-order/check-plate'], {
      summary: 'Is the plate known; the client and car data to prefill step 2',
      unseen: true,
      roles: CALLERS.master,
      handler: async ({ body, auth }) => ({ data: await checkPlate(intake(auth!.user.id), body.plate_number, body.non_standard) }),
    }),
    defineCall(CALLS['new-order'], {
      summary: 'Create a waiting order for a car and client',
      roles: CALLERS.master,
      handler: async ({ body, auth }) => ({ data: await createOrder(intake(auth!.user.id), body) }),
    }),
    defineCall(CALLS['new-order/update'], {
      summary: 'Add, re-count or delete a service line; or update the comment or phone only',
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        await updateOrder(intake(auth!.user.id), body);
        return undefined;
      },
    }),
    defineCall(CALLS['new-order/lines'], {
      summary: "The order's service lines become the given selection, all or nothing (a done line left out stays)",
      roles: CALLERS.master,
      handler: async ({ body, auth }) => {
        await setLines(intake(auth!.user.id), body.order_id, body.lines, body.booking_id);
        return undefined;
      },
    }),
    defineCall(CALLS['new-order/quote'], {
      summary: "What step 3's selection would cost if confirmed now (lines and totals, nothing written)",
      unseen: true,
      roles: CALLERS.master,
      handler: async ({ body }) => ({ data: await quoteSelection(db, body.order_id, body.lines, api.clock?.() ?? new Date(), settings) }),
    }),
    defineCall(CALLS['get-client-recent-orders'], {
      summary: "The car's last five finished orders, with today's prices",
      roles: CALLERS.master,
      handler: async ({ query }) => ({ data: await recentOrders(db, query.plate_number) }),
    }),
    defineCall(CALLS['order/list'], {
      summary: 'A page of orders by status, kind and search (plate fragment or order number)',
      roles: CALLERS.staff,
      handler: async ({ query }) => {
        const listed = {
          ...query,
          done_since: query.done_today ? startOfBusinessDay(api.clock?.() ?? new Date(), settings.TZ_BUSINESS) : undefined,
        };
        return { data: await cache.get(`order/list ${JSON.stringify(listed)}`, () => listOrders(db, listed)) };
      },
    }),
    defineCall(CALLS['order/changes'], {
      summary: 'Orders changed after a cursor (the live layer polls this)',
      roles: CALLERS.anyone,
      live: true,
      handler: async ({ query }) => ({ data: query.at_end ? await feedEnd(db) : await changesSince(db, query.since) }),
    }),
    defineCall(CALLS['display/queue'], {
      summary: 'The wall display: waiting, in progress, and done today but not collected',
      roles: CALLERS.anyone,
      handler: async () => {
        // Ready times are whole minutes from now, and «done» starts with the business day: an answer serves its own minute only.
        const now = new Date();
        const minute = Math.floor(now.getTime() / 60_000);
        return { data: await cache.get(`display/queue ${minute}`, () => queue(db, settings.TZ_BUSINESS, now)) };
      },
    }),
    defineCall(CALLS['order/:id'], {
      summary: "One order with its lines, car, client, workers and payments (each payment's switch flag is the caller's)",
      roles: CALLERS.staff,
      handler: async ({ params, auth }) => ({ data: await orderAnswer(db, params.id, auth!.user, settings, api.clock?.() ?? new Date()) }),
    }),
  ];
}
