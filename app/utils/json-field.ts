import { z } from 'zod';
import { decodeError, formatFormErrors } from './form-errors';

/**
 * A form field that carries JSON (the wizard's lines, the task page's assignments): text of
 * at most `maxLength`, parsed, then checked by `schema`. Text that is not JSON or does not
 * fit is one validation issue like any other, so the action answers a refusal, never a 500. A
 * number past its bound inside it (a line's quantity of 100) is said with its bound, as a field's
 * would be; anything else that does not fit is «Неверное значение».
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
      const bound = parsed.error.issues.find((i) => (i.code === 'too_small' || i.code === 'too_big') && i.origin === 'number');
      const said = bound ? decodeError(formatFormErrors([bound])[0]!) : undefined;
      ctx.addIssue({
        code: 'custom',
        message: 'does not fit',
        params: said ? { ...said.params, i18n: said.key } : { i18n: 'validation.invalid' },
      });
      return z.NEVER;
    });
}
