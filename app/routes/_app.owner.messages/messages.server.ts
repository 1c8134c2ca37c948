import { z } from 'zod';
import { checkbox } from '#contract/fields';
import { messageTemplateBodySchema } from '#contract/messages';
import { constraintOf } from '~/utils/form-constraints.server';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { invalidForm, parseIntentForm, refusedAt } from '~/utils/intent-form.server';
import { ownerApi, saveRow } from '~/components/owner/owner-api.server';

export async function messagesLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  return { ...dataOrThrow(await api.call('owner/messages')), limits: constraintOf(messageTemplateBodySchema) };
}

const fields = { kind: messageTemplateBodySchema.shape.kind, enabled: checkbox, text: messageTemplateBodySchema.shape.text };
const messageForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), ...fields }),
  z.object({ intent: z.literal('preview'), ...fields }),
]);

/**
 * One kind's switch and text saved, or shown as a customer would get it first (`preview`:
 * the API puts an example order's values in and counts the SMS parts; nothing is saved).
 */
export async function messagesAction(args: ServerArgs) {
  const form = await args.request.formData();
  if (form.get('intent') !== 'preview')
    return saveRow(args, form, messageForm, (api, body) => api.call('owner/messages/save', { body }), 'text');
  // The owner first, as every other form: a stranger is sent to sign in, not told about fields.
  const api = await ownerApi(args);
  const submission = parseIntentForm(form, messageForm);
  if (submission.status !== 'success') return invalidForm(submission, 'preview');
  const { intent: _intent, ...body } = submission.value;
  const answer = await api.call('owner/messages/preview', { body });
  if (!answer.ok) return refusedAt(submission, 'text', answer, 'preview');
  return { ok: true as const, intent: 'preview', preview: { kind: body.kind, ...answer.data }, reply: submission.reply() };
}
