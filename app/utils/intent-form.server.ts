import { parseWithZod } from '@conform-to/zod/v4';
import { configureCoercion } from '@conform-to/zod/v4/future';
import type { Submission, SubmissionResult } from '@conform-to/react';
import type { z } from 'zod';
import type { ApiAnswer } from '#contract/client';
import { wholeNumberOfText } from '#contract/digits';
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
  return parseWithZod(flatFields(formData), {
    schema: formValues.coerceFormValue(schema),
    disableAutoCoercion: true,
    error: notDigits,
    formatError: formatFormErrors,
  }) as Submission<z.input<S>, string[], z.output<S>>;
}

/**
 * A form brings text; where the schema wants a number, conform turns it into one. Only decimal
 * digits, with a minus before them or not, are a number here (decisions 029 and 065): conform's
 * default, `Number()`, would also read '0x10', '1e1' or ' 2.0 '. Other text is left as typed, and
 * the schema refuses it as «not a whole number». «-1» is a whole number, so the person is told the
 * field's bound («Не меньше 0»), not to type a whole number. Money is text with a comma and has its
 * own rule (api/contract/fields.ts `roublesInput`).
 */
const formValues = configureCoercion({
  type: {
    number: (text) => {
      const n = wholeNumberOfText(text);
      if (n === undefined) throw new Error('not decimal digits');
      return n;
    },
  },
});

/** Text left as typed where a number is due is «not a whole number», not a missing field. */
const notDigits: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_type' && issue.expected === 'number' && typeof issue.input === 'string' && issue.input.trim() !== ''
    ? encodeError('validation.wholeNumber')
    : undefined;

/** A field name of our forms: one flat word (no form of ours nests its fields). */
const FLAT_NAME = /^[A-Za-z_][\w-]{0,63}$/;

/**
 * Only the flat fields of a posted form. conform reads `a[100000000]` as an array index and
 * `a.b` as a path: a few bytes would otherwise build (and echo back in its reply) an array
 * of a hundred million holes, or a nesting deep enough to overflow the stack. No form here
 * has such names, so they are dropped before parsing, and the schema sees what is left.
 */
export function flatFields(formData: FormData): FormData {
  const flat = new FormData();
  for (const [name, value] of formData) if (FLAT_NAME.test(name)) flat.append(name, value);
  return flat;
}

/** A refused form: the words for the toast, and conform's reply with each field's errors. */
export type RefusedForm = Extract<ActionResult, { ok: false }> & { reply: SubmissionResult<string[]> };

/** A form that did not pass its schema: the first field's error as the toast, every field's under it. */
export function invalidForm(submission: Submission<unknown, string[]>, intent?: string): RefusedForm {
  const reply = submission.reply();
  // A field left empty is missing, whatever zod calls it (a choice of an enum or a union
  // reports a wrong value): the person is told it is required.
  for (const [name, errors] of Object.entries(reply.error ?? {})) {
    if (errors?.length && name && isEmpty(submission.payload[name])) reply.error![name] = [encodeError('validation.required')];
  }
  const first = Object.values(reply.error ?? {}).find((errors) => errors?.length)?.[0];
  return { ok: false, error: first ?? encodeError('validation.invalid'), intent, reply };
}

/**
 * The API's refusal of a form's call, shown as the toast and under `field`, the field it
 * concerns (without one, as the form's own error).
 */
export function refusedAt(
  submission: Submission<unknown, string[]>,
  field: string | undefined,
  answer: ApiAnswer<unknown> & { ok: false },
  intent?: string,
): RefusedForm {
  const error = refusalMessage(answer);
  const reply = submission.reply(field ? { fieldErrors: { [field]: [error] } } : { formErrors: [error] });
  return { ok: false, error, intent, reply, status: answer.status };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
