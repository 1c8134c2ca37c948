import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { notice } from '../contract/notices';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { Refused } from '../domain/refusal';
import { publicUrl } from '../messages/link';
import { retryMessage } from '../messages/retry';
import { saveTemplate } from '../messages/save-template';
import { templates } from '../messages/templates';
import { EXAMPLE_VALUES, renderMessage, smsParts } from '../messages/text';
import { businessProfileOf } from '../owner/business-profile';
import { orderContext } from '../orders/order-change';
import { publicViews, publicViewsOfOrders } from '../public/order-view';
import { renewPublicLink } from '../public/renew-link';
import { resetLinkOrigin } from '../auth/password-reset';

/** The customer's side (docs/decisions/039-the-customers-own-page.md): the public page, its links and messages. */
export function customerCalls(api: ApiContext): AnyCallSpec[] {
  const { db, settings } = api;
  const now = () => api.clock?.() ?? new Date();
  return [
    defineCall(CALLS['public/order/:token'], {
      summary:
        "The customer's page of one order, by its link's token: car, services, queue, ready time, money and the shop; no sign-in. " +
        'An unknown, replaced or expired token is 410, the same for each; at most 120 requests a minute from one address',
      roles: 'public',
      customerLimited: true,
      handler: async ({ params }) => {
        const view = (await publicViews(db, [params.token], now())).get(params.token);
        if (!view) throw new Refused('gone', 'public_link_gone');
        return { data: view };
      },
    }),
    defineCall(CALLS['public/views'], {
      summary: 'The live layer: the public view of every page it serves at once (null for a link that is gone); this process only',
      roles: [],
      live: true,
      unseen: true,
      handler: async ({ body }) => {
        const { views, orderIds } = await publicViewsOfOrders(db, body.tokens, now());
        return { data: { views: Object.fromEntries(views), orders: Object.fromEntries(orderIds) } };
      },
    }),
    defineCall(CALLS['order/public-link'], {
      summary: "A new link to the customer's page of an order; the old one stops opening at once (audited, without the token)",
      roles: CALLERS.staff,
      handler: async ({ body, auth }) => {
        const token = await renewPublicLink(orderContext(api, auth!.user.id), body.order_id);
        return { data: { public_url: publicUrl(settings, token) }, notice: notice('public_link_renewed') };
      },
    }),
    defineCall(CALLS['order/message-retry'], {
      summary: 'Send a message to the customer again (one that failed or still waits), at the next pass of the queue',
      roles: CALLERS.staff,
      handler: async ({ body, auth }) => {
        await retryMessage(db, auth!.user.id, body.message_id, now());
        return { notice: notice('message_queued') };
      },
    }),
    defineCall(CALLS['owner/messages'], {
      summary: 'Each kind of message to customers (accepted, ready): on or off, its text, and an example of what a customer gets',
      roles: CALLERS.owner,
      handler: async () => {
        const shop = (await businessProfileOf(db))?.name ?? '';
        const list = await templates(db);
        return {
          data: {
            templates: list.map((t) => ({
              kind: t.kind,
              enabled: t.enabled,
              text: t.text,
              example: renderMessage(t.text, EXAMPLE_VALUES(shop, resetLinkOrigin(settings), t.kind)),
              is_custom: t.isCustom,
            })),
          },
        };
      },
    }),
    defineCall(CALLS['owner/messages/save'], {
      summary: 'Turn one kind of message on or off and set its text; variables in braces: {order}, {plate}, {link}, {shop}; audited',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await saveTemplate(db, auth!.user.id, body);
        return { notice: notice('message_template_saved') };
      },
    }),
    defineCall(CALLS['owner/messages/preview'], {
      summary: 'The text as a customer would get it, with an example order, and how many SMS parts it takes; saves nothing',
      roles: CALLERS.owner,
      unseen: true,
      handler: async ({ body }) => {
        const example = renderMessage(
          body.text,
          EXAMPLE_VALUES((await businessProfileOf(db))?.name ?? '', resetLinkOrigin(settings), body.kind),
        );
        return { data: { example, parts: smsParts(example) } };
      },
    }),
  ];
}
