import { z } from 'zod';
import { okEnvelope } from './envelope';
import { id, idText, oneLine } from './fields';

/* ---- The catalogue's brands and models, as the owner keeps them ---- */

/** `GET owner/models`: every brand, and the models of one when `brand_id` is given. */
export const ownerModelsQuerySchema = z.object({ brand_id: idText.optional() });
export const ownerModelsAnswerSchema = okEnvelope(
  z.object({
    brands: z.array(z.object({ id: z.number().int(), name: z.string(), name_ru: z.string() })),
    /** The classes a model may be in. */
    classes: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() })),
    models: z.array(z.object({ id: z.number().int(), name: z.string(), name_ru: z.string(), class_id: z.number().int() })),
  }),
);

/** `POST owner/model`: a new model of a brand (no id), or its names and class fixed. */
export const saveModelBodySchema = z.object({
  id: id.optional(),
  brand_id: id,
  name: oneLine(40),
  /** The Russian spelling masters may type; the Latin name when left out. */
  name_ru: oneLine(40).optional(),
  class_id: id,
});
