import { z } from 'zod';

/** Field rules shared by several calls. */
export const id = z.coerce.number().int().positive().max(2_147_483_647);
export const quantity = z.coerce.number().int().min(1, 'не меньше 1').max(99, 'не больше 99');
export const percent = z.coerce.number().int().min(0).max(100);
export const comment = z.string().max(1000);
export const plateInput = z.string().trim().min(1).max(20);
export const phoneInput = z.string().trim().max(30);
export const searchInput = z.string().trim().max(50);
/** Money in the API is roubles with at most two decimals (docs/screens.md section 7). */
export const roubles = z.number();
/** Timestamps are ISO 8601 strings. */
export const isoTime = z.string();
export const optionalBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1')
  .optional();
