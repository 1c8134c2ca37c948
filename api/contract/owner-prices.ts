import { z } from 'zod';
import { okEnvelope } from './envelope';
import { checkbox, id, idText, oneLine, priceRoubles } from './fields';

/* ---- The owner's price list (docs/domain.md 'The owner's back office') ---- */

const serviceKind = z.enum(['wash', 'tire']);

/** `GET owner/prices`: the classes, every service (active or not) and the wash prices per class, in roubles. */
export const priceListAnswerSchema = okEnvelope(
  z.object({
    classes: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        code: z.string().nullable(),
      }),
    ),
    services: z.array(
      z.object({
        id: z.number().int(),
        kind: serviceKind,
        name: z.string(),
        is_active: z.boolean(),
        sort: z.number().int(),
        /** Wash services: the price of each class (class id as the key); absent for a class without one. */
        prices: z.record(z.string(), z.number()),
      }),
    ),
  }),
);
export type PriceList = z.infer<typeof priceListAnswerSchema>['data'];

/** Whether a price change reaches the lines of open orders that nothing was paid for yet (decision 021). */
const repriceOpen = checkbox.meta({
  description: 'Also re-price the lines of open orders nothing was paid for (decision 021); otherwise only new lines take the new price',
});

/** How many vehicle classes one call may price. */
export const PRICED_CLASSES_MAX = 20;
/** A wash service's price per class; a null price takes the class off (the service is not offered for it). */
export const classPricesSchema = z.array(z.object({ class_id: id, price: priceRoubles.nullable() })).max(PRICED_CLASSES_MAX);
/** The place in the lists the owner's form offers a new service (the lists sort by it, smallest first). */
export const NEW_SERVICE_SORT = 100;

/**
 * `POST owner/service`: a new service (no id) or a change of one, with a wash service's
 * prices per class when given, in one transaction.
 */
export const saveServiceBodySchema = z.object({
  id: id.optional(),
  kind: serviceKind,
  name: oneLine(60),
  // Strict in the API: a change that leaves a field out must not switch the service off (the web form turns its checkbox into this).
  is_active: z.boolean(),
  sort: z.number().int().min(0).max(9999),
  prices: classPricesSchema.optional(),
  reprice_open: repriceOpen,
});
export const savedServiceAnswerSchema = okEnvelope(z.object({ id: z.number().int(), repriced_orders: z.number().int() }));
export const savedAnswerSchema = okEnvelope(z.object({ id: z.number().int() }));
export const repricedAnswerSchema = okEnvelope(z.object({ repriced_orders: z.number().int() }));

/** `GET owner/tire-prices`: one tyre service's grid, radius × profile, in roubles. */
export const tirePricesQuerySchema = z.object({ service_id: idText });
export const tirePricesAnswerSchema = okEnvelope(
  z.object({
    service: z.object({ id: z.number().int(), name: z.string() }),
    radii: z.array(z.object({ id: z.number().int(), name: z.string() })),
    profiles: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        code: z.string().nullable(),
      }),
    ),
    cells: z.array(
      z.object({
        radius_id: z.number().int(),
        profile_id: z.number().int(),
        price: z.number(),
      }),
    ),
  }),
);

/** `POST owner/tire-prices`: cells of one tyre service's grid; a null price takes the cell off. */
export const tirePricesBodySchema = z.object({
  service_id: id,
  cells: z
    .array(
      z.object({
        radius_id: id,
        profile_id: id,
        price: priceRoubles.nullable(),
      }),
    )
    .min(1)
    .max(500),
  reprice_open: repriceOpen,
});

/** `POST owner/vehicle-class`: a class's name. */
export const vehicleClassBodySchema = z.object({ id, name: oneLine(40) });
