import { z } from 'zod';

/**
 * A form field that carries JSON (the wizard's lines, the task page's assignments): text of
 * at most `maxLength`, parsed, then checked by `schema`. Text that is not JSON or does not
 * fit is one validation issue like any other, so the action answers a refusal, never a 500.
 */
export function jsonField<S extends z.ZodType>(schema: S, maxLength = 20_000) {
  return z
    .string()
    .max(maxLength)
    .transform((text, ctx): z.output<S> => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON', params: { i18n: 'validation.invalid' } });
        return z.NEVER;
      }
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'does not fit', params: { i18n: 'validation.invalid' } });
      return z.NEVER;
    });
}
