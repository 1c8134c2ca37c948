import { z } from 'zod';
import { okEnvelope } from './envelope';
import { oneLine } from './fields';
import { isValidInn } from './inn';
import { normalizePhone } from './phones';

/* ---- The business's own details, printed on the receipt and the work order (docs/domain.md 'The owner's back office') ---- */

/** The name, address, phone (+7 and 10 digits) and INN of the business, as the owner set them. */
export const businessProfileSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  inn: z.string(),
  /** Opening hours as written («ежедневно 8:00–22:00»), shown on the customer's page; may be empty. */
  hours: z.string(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

/**
 * `GET business/profile`: the business's details, or null until the owner sets them; and
 * whether the caller may set them (the owner), so that a page waiting for them can say where.
 */
export const businessProfileAnswerSchema = okEnvelope(z.object({ profile: businessProfileSchema.nullable(), can_edit: z.boolean() }));

/** The opening hours as the owner writes them: one line. */
export const businessHours = oneLine(120);

/** `POST business/profile/save`: all four, each checked, and the hours (optional); the phone is stored as +7 and 10 digits. */
export const businessProfileBodySchema = z.object({
  name: oneLine(120),
  address: oneLine(200),
  phone: z
    .string()
    .max(30)
    .transform((v, ctx) => {
      const phone = normalizePhone(v);
      if (phone) return phone;
      ctx.addIssue({
        code: 'custom',
        message: 'телефон: +7 и 10 цифр, например +7 (495) 123-45-67',
        params: { i18n: 'validation.businessPhone' },
      });
      return z.NEVER;
    }),
  inn: z
    .string()
    .trim()
    .max(12, 'ИНН: 10 цифр (организация) или 12 (ИП) с верными контрольными цифрами')
    .refine(isValidInn, {
      message: 'ИНН: 10 цифр (организация) или 12 (ИП) с верными контрольными цифрами',
      params: { i18n: 'validation.inn' },
    }),
  // Left out or blank (an emptied field of the form), the hours are cleared.
  hours: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), businessHours.optional())
    .transform((v) => v ?? ''),
});
