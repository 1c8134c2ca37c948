import { z } from 'zod';
import { checkbox } from '#contract/fields';
import { saveWorkerBodySchema } from '#contract/owner-staff';
import type { ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { parseIntentForm } from '~/utils/intent-form.server';
import { formAnswer, ownerApi, refusedForm } from '~/components/owner/owner-api.server';

export async function staffLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  return { workers: dataOrThrow(await api.call('owner/workers')) };
}

// One intent per row (`worker-7`, `worker-new`), so the page's answer reaches its own row only.
// The form's text and checkbox become the API's numbers and booleans.
const workerForm = saveWorkerBodySchema.extend({
  intent: z.string().regex(/^worker-(\d+|new)$/),
  is_active: checkbox,
  commission_percent: z.coerce.number().int().min(0).max(100),
});

/** A worker's row saved, or a new worker hired: one call of the product API. */
export async function staffAction(args: ServerArgs): Promise<ActionResult> {
  const api = await ownerApi(args);
  const submission = parseIntentForm(await args.request.formData(), workerForm);
  const intent = typeof submission.payload.intent === 'string' ? submission.payload.intent : 'worker-new';
  if (submission.status !== 'success') return refusedForm(submission, intent);
  const { intent: _intent, ...body } = submission.value;
  return formAnswer(submission, await api.call('owner/worker', { body }), intent, 'name');
}
