import { z } from 'zod';
import { saveGroupBodySchema } from '#contract/owner-staff';
import type { ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { parseIntentForm } from '~/utils/intent-form.server';
import { formAnswer, ownerApi, refusedForm } from '~/components/owner/owner-api.server';

export async function discountsLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  return { groups: dataOrThrow(await api.call('owner/discount-groups')) };
}

const groupForm = saveGroupBodySchema.extend({
  intent: z.string().regex(/^group-(\d+|new)$/),
});

/** A group's row saved, or a new group: one call of the product API. */
export async function discountsAction(args: ServerArgs): Promise<ActionResult> {
  const api = await ownerApi(args);
  const submission = parseIntentForm(await args.request.formData(), groupForm);
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : 'group-new';
  if (submission.status !== 'success') return refusedForm(submission, intent);
  const { intent: _intent, ...body } = submission.value;
  return formAnswer(submission, await api.call('owner/discount-group', { body }), intent, 'name');
}
