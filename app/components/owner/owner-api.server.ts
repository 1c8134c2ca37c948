import type { Submission } from '@conform-to/react';
import { z } from 'zod';
import type { ApiAnswer } from '#contract/client';
import { actionResult, type ActionResult } from '~/utils/action-result';
import { refusalMessage } from '~/utils/api-text';
import { apiFor, type Api, type ServerArgs } from '~/utils/api.server';
import { isOwnerArea } from '~/utils/areas';
import { invalidForm, parseIntentForm, refusedAt } from '~/utils/intent-form.server';

/** The product API as the owner; anyone else gets the refusal page (app/utils/areas.ts). */
export const ownerApi = (args: ServerArgs) => apiFor(args, isOwnerArea);

/**
 * A back-office form's answer: a form that did not pass its schema shows its fields'
 * errors; the API's refusal shows under `field` (or over the form); a success says the
 * API's notice. The reply travels with every answer, so the form clears its old errors;
 * `hideFields` (a password) are left out of it.
 */
export function formAnswer(
  submission: Submission<unknown, string[]>,
  answer: ApiAnswer<unknown>,
  intent: string,
  field?: string,
  hideFields?: string[],
): ActionResult {
  if (!answer.ok) {
    if (!hideFields) return refusedAt(submission, field, answer, intent);
    // A typed password is not sent back to the page with the refusal.
    const error = refusalMessage(answer);
    return {
      ok: false,
      error,
      intent,
      reply: submission.reply({ hideFields, ...(field ? { fieldErrors: { [field]: [error] } } : { formErrors: [error] }) }),
      status: answer.status,
    };
  }
  return { ...actionResult(answer, intent), reply: submission.reply(hideFields ? { hideFields } : undefined) };
}

/** A submission that did not pass its schema, as the page's answer. */
export const refusedForm = (submission: Submission<unknown, string[]>, intent: string): ActionResult => invalidForm(submission, intent);

/** The intent of one row's form: `<kind>-<id>`, or `<kind>-new` for the row that adds one. */
export const rowIntent = (kind: string) => z.string().regex(new RegExp(`^${kind}-(\\d+|new)$`));

/**
 * One row of a back-office table saved (or the new row added): the form parsed with `schema`,
 * everything but its intent sent as the body of one call, the answer shown at `field`.
 */
export async function saveRow<S extends z.ZodType<{ intent: string }>>(
  args: ServerArgs,
  form: FormData,
  schema: S,
  send: (api: Api, body: Omit<z.output<S>, 'intent'>) => Promise<ApiAnswer<unknown>>,
  field = 'name',
): Promise<ActionResult> {
  const api = await ownerApi(args);
  const submission = parseIntentForm(form, schema);
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : 'new';
  if (submission.status !== 'success') return refusedForm(submission, intent);
  const { intent: _intent, ...body } = submission.value as z.output<S>;
  return formAnswer(submission, await send(api, body), intent, field);
}
