import { z } from 'zod';
import { formatFormErrors } from './form-errors';

/** The longest JSON a form field may carry: far beyond a page's own (a hundred lines). */
export const JSON_FIELD_MAX = 20_000;

/**
 * A form field that carries JSON (the wizard's lines, the task page's assignments): text of
 * at most `maxLength`, parsed, then checked by `schema`. Text that is not JSON or does not
 * fit is one validation issue like any other, so the action answers a refusal, never a 500. A
 * number a person typed (`typed`: its key, as a line's `quantity`) past its bound is said with
 * its bound, as a field's would be: a line of 100 washes says «Не больше 99». Anything else that
 * does not fit is «Неверное значение»: the ids and the shape are the page's own, and their bounds
 * («Больше 0» for a service id) would tell the person nothing they could mend.
 */
export function jsonField<S extends z.ZodType>(schema: S, maxLength = JSON_FIELD_MAX, typed: readonly string[] = []) {
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
      const bound = parsed.error.issues.find(
        (i) => (i.code === 'too_small' || i.code === 'too_big') && i.origin === 'number' && typed.includes(String(i.path.at(-1))),
      );
      // The bound is passed on already encoded: a custom issue without `i18n` is said by its message.
      if (bound) ctx.addIssue({ code: 'custom', message: formatFormErrors([bound])[0]! });
      else ctx.addIssue({ code: 'custom', message: 'does not fit', params: { i18n: 'validation.invalid' } });
      return z.NEVER;
    });
}
