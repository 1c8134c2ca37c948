import { z } from 'zod';
import { okEnvelope } from './envelope';
import { isoTime, roubles } from './fields';

/* ---- The customer's own page of an order (docs/decisions/039-the-customers-own-page.md) ---- */

/** Where the car is: in the queue, at work, ready, handed over, or the order canceled. */
export const PUBLIC_STATES = ['waiting', 'in_progress', 'done', 'picked_up', 'canceled'] as const;
export type PublicState = (typeof PUBLIC_STATES)[number];

/**
 * Everything a customer's page may show, and nothing more: no phone, name, comment, key cell,
 * staff, order number or other order. The socket of the page carries the same object.
 */
export const publicOrderSchema = z.object({
  state: z.enum(PUBLIC_STATES),
  /** Brand and model as the shop wrote them, and the plate with its middle hidden («А***ВС 77»). */
  car: z.object({ brand: z.string().nullable(), model: z.string().nullable(), plate: z.string() }),
  /**
   * Each line with its sum before the order's discount (as the receipt lists them; `money.discount` then takes it off).
   * `parking` says the parking line apart: its `name` is the API's Russian, the page says its own word.
   */
  services: z.array(
    z.object({
      name: z.string(),
      quantity: z.number().int(),
      parking: z.boolean(),
      /** A tyre line's size as it was taken (the profile's name in Russian, its code for the page's language); null for other lines. */
      tire_size: z.object({ radius: z.string(), profile: z.string(), profile_code: z.string().nullable() }).nullable(),
      state: z.enum(['waiting', 'in_work', 'done', 'canceled']),
      sum: roubles,
    }),
  ),
  /** Waiting or at work: the cars ahead in its queue and when it should be ready, roughly. Null otherwise. */
  queue: z.object({ ahead: z.number().int(), ready_at: isoTime }).nullable(),
  /** The order's figures as its derivation stored them. */
  money: z.object({ total: roubles, discount: roubles, paid: roubles, to_pay: roubles }),
  /** The shop's name, address and opening hours; null until the owner fills them in. */
  shop: z.object({ name: z.string(), address: z.string(), hours: z.string() }).nullable(),
  done_at: isoTime.nullable(),
  picked_up_at: isoTime.nullable(),
});
export type PublicOrder = z.infer<typeof publicOrderSchema>;
export const publicOrderAnswerSchema = okEnvelope(publicOrderSchema);

/**
 * A token as the address carries it, of any length (the HTTP server bounds the address): the
 * handler counts the request against the address's limit first, then answers anything not a
 * token as a link that is gone, after the same look-up. A length refused here would answer 400
 * before the count, an untiring way to knock.
 */
export const publicTokenParamsSchema = z.object({ token: z.string() });

/**
 * The live layer's read of the pages it serves: each token's view, or null when the link is gone,
 * and the order each open link is of (for the live layer alone, to know which pages a change
 * concerns: never sent to a page). At most 2,000 tokens a read, 60 kB of body.
 */
export const PUBLIC_VIEWS_MAX = 2_000;
export const publicViewsBodySchema = z.object({ tokens: z.array(z.string().max(64)).max(PUBLIC_VIEWS_MAX) });
export const publicViewsAnswerSchema = okEnvelope(
  z.object({ views: z.record(z.string(), publicOrderSchema.nullable()), orders: z.record(z.string(), z.number().int()) }),
);
