import { z } from 'zod';
import { id, phoneInput } from './fields';

/**
 * `order/mark-item` and `order/cancel-item`: the line, and the state wanted (`done`, `canceled`:
 * true or false), so that a repeat changes nothing (docs/decisions/026). Without it the line's
 * state flips, as old clients expect.
 */
export const markItemBodySchema = z.object({ order_item_id: id, done: z.boolean().optional() });
export const cancelItemBodySchema = z.object({ order_item_id: id, canceled: z.boolean().optional() });

export const setWorkerBodySchema = z.object({ order_id: id, order_item_id: id, workers: z.array(id).max(20) });
/** `order/set-workers`: the workers of several lines of one order, all or nothing (each line once). */
export const setWorkersBodySchema = z.object({
  order_id: id,
  assignments: z
    .array(setWorkerBodySchema.pick({ order_item_id: true, workers: true }))
    .min(1, 'укажите хотя бы одну услугу')
    .max(100, 'не больше 100 услуг')
    .refine((lines) => new Set(lines.map((l) => l.order_item_id)).size === lines.length, 'услуга указана дважды'),
});
export const updatePhoneBodySchema = z.object({ order_id: id, phone: phoneInput.nullable() });
