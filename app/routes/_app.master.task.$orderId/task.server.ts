import { z } from 'zod';
import { actionResult, type ActionResult } from '~/utils/action-result';
import { orderIdParam } from '~/utils/order-id.server';
import { isMaster } from '~/utils/areas';
import { apiFor, type ServerArgs, dataOrThrow } from '~/utils/api.server';
import { encodeError } from '~/utils/form-errors';
import { jsonField } from '~/utils/json-field';
import { redirectWithToast } from '~/utils/toast.server';

export async function loadTask({ request, context }: ServerArgs, rawId: string | undefined) {
  const id = orderIdParam(rawId);
  const api = await apiFor({ request, context }, isMaster);
  const [order, washWorkers, tireWorkers] = await Promise.all([
    api.call('order/:id', { params: { id } }).then(dataOrThrow),
    api.call('workers-wash/get').then(dataOrThrow),
    api.call('workers-tire/get').then(dataOrThrow),
  ]);
  return { order, washWorkers, tireWorkers };
}

const item = z.coerce.number().int().positive();
const assignmentList = z
  .array(z.object({ item: z.number().int().positive(), workers: z.array(z.number().int().positive()).max(20) }))
  .min(1)
  .max(50);

const taskForm = z.discriminatedUnion('intent', [
  // The 'Назначить' form's lines, JSON [{item, workers}].
  z.object({ intent: z.literal('workers'), assignments: jsonField(assignmentList) }),
  z.object({ intent: z.literal('mark'), item }),
  z.object({ intent: z.literal('cancel-item'), item }),
  z.object({ intent: z.literal('start') }),
  z.object({ intent: z.literal('complete') }),
  z.object({ intent: z.literal('cancel') }),
  z.object({ intent: z.literal('phone'), phone: z.string().trim().max(30) }),
  z.object({ intent: z.literal('comment'), comment: z.string().max(1000) }),
]);

/**
 * The task page's actions, each one call of the product API. Starting and finishing lead
 * back to the waiting list (docs/screens.md section 4); everything else stays on the page.
 */
export async function taskAction({ request, context }: ServerArgs, rawId: string | undefined): Promise<Response | ActionResult> {
  const orderId = orderIdParam(rawId);
  const api = await apiFor({ request, context }, isMaster);
  const form = await request.formData();
  const parsed = taskForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { ok: false, error: encodeError('validation.invalid') };
  const input = parsed.data;
  switch (input.intent) {
    case 'workers': {
      // One 'Назначить' saves every line changed; the first refusal stops and is shown.
      for (const a of input.assignments) {
        const result = actionResult(await api.call('order/set-worker', { body: { order_id: orderId, order_item_id: a.item, workers: a.workers } }));
        if (!result.ok) return result;
      }
      return { ok: true, messageKey: 'task.workersSaved' };
    }
    case 'mark':
      return actionResult(await api.call('order/mark-item', { body: { order_item_id: input.item } }));
    case 'cancel-item':
      return actionResult(await api.call('order/cancel-item', { body: { order_item_id: input.item } }));
    case 'phone':
      return actionResult(await api.call('order/update-phone', { body: { order_id: orderId, phone: input.phone || null } }));
    case 'comment': {
      const result = actionResult(await api.call('new-order/update', { body: { order_id: orderId, comment: input.comment } }));
      return result.ok && !result.message ? { ...result, messageKey: 'task.commentSaved' } : result;
    }
    case 'cancel': {
      const result = actionResult(await api.call('order/cancel', { body: { order_id: orderId } }));
      return result.ok ? redirectWithToast(`/master/task/${orderId}`, { type: 'success', description: result.message ?? '' }) : result;
    }
    case 'start':
    case 'complete': {
      const result = actionResult(await api.call(input.intent === 'start' ? 'order/started' : 'order/complete', { body: { order_id: orderId } }));
      if (!result.ok) return result;
      return redirectWithToast('/master/tasks/pending', { type: 'success', description: result.message ?? '' });
    }
  }
}
