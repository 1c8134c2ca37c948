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

/** Control and invisible format characters (tabs, line breaks, bidi overrides): nothing a name needs. */
const CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/**
 * A brand or model written by hand, for a car outside the catalogue
 * (docs/decisions/016-cars-outside-the-catalogue.md): one line, trimmed, inner spaces
 * collapsed, 1 to 40 characters with at least one letter or digit.
 */
export const carNameInput = z
  .string()
  .refine((v) => !CONTROL.test(v), { message: 'недопустимые символы (управляющие или невидимые)', abort: true })
  .trim()
  .min(1, 'не может быть пустым')
  .max(40, 'не длиннее 40 символов')
  .refine((v) => /[\p{L}\p{N}]/u.test(v), 'нужна хотя бы одна буква или цифра')
  .overwrite((v) => v.replace(/ {2,}/g, ' '));
