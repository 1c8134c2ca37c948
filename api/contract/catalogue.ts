import { z } from 'zod';
import { okEnvelope } from './envelope';
import { idText, searchInput } from './fields';

/**
 * `name` is the owner's Russian; `code` a stable name the screens translate (null for a class
 * or profile the owner added: the screens show its name). docs/decisions/014-codes-beside-texts.md.
 */
const catalogueCode = z.string().nullable();
export const vehicleClassSchema = z.object({ id: z.number().int(), name: z.string(), code: catalogueCode });
export const brandSchema = z.object({ id: z.number().int(), name: z.string(), name_ru: z.string() });
export const modelSchema = z.object({ id: z.number().int(), name: z.string(), name_ru: z.string(), class_id: z.number().int() });

/** `GET get-cars-info`: classes, brands, and models grouped by brand id. */
export const carsInfoAnswerSchema = okEnvelope(
  z.object({
    classes: z.array(vehicleClassSchema),
    brands: z.array(brandSchema),
    models: z.record(z.string(), z.array(modelSchema)),
  }),
);

export const searchQuerySchema = z.object({ search: searchInput.optional() });
export const modelSearchQuerySchema = z.object({ search: searchInput.optional(), brand_id: idText.optional() });

export const brandSearchAnswerSchema = okEnvelope(
  z.object({ brands: z.array(z.object({ id: z.number().int(), brand_id: z.number().int(), title: z.string(), title_ru: z.string() })) }),
);
export const modelSearchAnswerSchema = okEnvelope(
  z.object({
    models: z.array(
      z.object({
        id: z.number().int(),
        model_id: z.number().int(),
        brand_id: z.number().int(),
        name: z.string(),
        name_ru: z.string(),
        class_id: z.number().int(),
      }),
    ),
  }),
);
export const namesAnswerSchema = okEnvelope(z.object({ names: z.array(z.string()) }));
export const platesAnswerSchema = okEnvelope(z.object({ plates: z.array(z.string()) }));

/** A service with its price for the order's class, or radius and profile. */
export const serviceOfferSchema = z.object({
  service_id: z.number().int(),
  name: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  color_back: z.string(),
  color_font: z.string(),
});
export const serviceListAnswerSchema = okEnvelope(z.array(serviceOfferSchema));

export const washListQuerySchema = z.object({ orderId: idText.optional(), order_id: idText.optional(), class_id: idText.optional() });
export const tireListQuerySchema = z.object({
  order_id: idText.optional(),
  orderId: idText.optional(),
  radius_id: idText,
  profile_id: idText,
});

export const radiusListAnswerSchema = okEnvelope(z.array(z.object({ radius_id: z.number().int(), name: z.string() })));
export const profileListAnswerSchema = okEnvelope(
  z.array(z.object({ profile_id: z.number().int(), name: z.string(), code: catalogueCode })),
);

export const workerSchema = z.object({
  worker_id: z.number().int(),
  name: z.string(),
  color_back: z.string(),
  color_front: z.string(),
  color_font: z.string(),
});
export const workersAnswerSchema = okEnvelope(z.array(workerSchema));
