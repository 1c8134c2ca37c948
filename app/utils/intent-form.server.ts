import { parseWithZod } from '@conform-to/zod/v4';
import type { Submission } from '@conform-to/react';
import type { z } from 'zod';
import type { ApiAnswer } from '#contract/client';
import type { ActionResult } from './action-result';
import { refusalMessage } from './api-text';
import { encodeError, formatFormErrors } from './form-errors';

/**
 * A screen's form, parsed by conform with its zod schema (built from the contract's fields,
 * api/contract/fields.ts), the same way with and without JavaScript: a form posted by a
 * fetcher or by the browser itself arrives as the same FormData. Empty fields arrive as
 * absent (conform's rule), so optional fields are `.optional()` and required ones say
 * «Обязательное поле».
 */
export function parseIntentForm<S extends z.ZodType>(formData: FormData, schema: S): Submission<z.input<S>, string[], z.output<S>> {
  return parseWithZod(formData, { schema, formatError: formatFormErrors }) as Submission<z.input<S>, string[], z.output<S>>;
}

/** A form that did not pass its schema: the first field's error as the toast, every field's under it. */
export function invalidForm(submission: Submission<unknown, string[]>, intent?: string): ActionResult {
  const reply = submission.reply();
  const first = Object.values(reply.error ?? {}).find((errors) => errors?.length)?.[0];
  return { ok: false, error: first ?? encodeError('validation.invalid'), intent, reply };
}

/** The API's refusal of a form's call, shown as the toast and under `field`, the field it concerns. */
export function refusedAt(submission: Submission<unknown, string[]>, field: string, answer: ApiAnswer<unknown> & { ok: false }, intent?: string): ActionResult {
  const error = refusalMessage(answer);
  return { ok: false, error, intent, reply: submission.reply({ fieldErrors: { [field]: [error] } }) };
}
