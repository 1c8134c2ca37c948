import { z } from 'zod';
import { id } from '#contract/fields';
import { storageGiveBodySchema } from '#contract/storage';
import { actionResult, type ActionResult } from '~/utils/action-result';
import { apiFor, dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { isStaffArea } from '~/utils/areas';
import { idParam } from '~/utils/id-param.server';
import { invalidForm, parseIntentForm } from '~/utils/intent-form.server';
import { redirectWithToast } from '~/utils/toast.server';
import { noticeMessage } from '~/utils/api-text';

/** A set's page: the set with its history and what its overdue months would cost, and the free cells to move it to. */
export async function setLoader(args: ServerArgs, rawId: string | undefined) {
  const setId = idParam(rawId);
  const api = await apiFor(args, isStaffArea);
  const [set, options] = await Promise.all([
    api.call('storage/set/:id', { params: { id: setId } }).then(dataOrThrow),
    api.call('storage/options').then(dataOrThrow),
  ]);
  return { set, freeCells: options.free_cells };
}

const key = storageGiveBodySchema.shape.idempotency_key;
const setForm = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('give'), idempotency_key: key }),
  z.object({ intent: z.literal('move'), cell_id: id }),
]);

/**
 * «Выдать»: the set goes back on its own; months past its term go on an order of its own, and
 * the desk's page of that order opens for the person to take the money or pass it on.
 * «Переложить»: another free cell.
 */
export async function setAction(args: ServerArgs, rawId: string | undefined): Promise<Response | ActionResult> {
  const setId = idParam(rawId);
  const api = await apiFor(args, isStaffArea);
  const submission = parseIntentForm(await args.request.formData(), setForm);
  if (submission.status !== 'success') return invalidForm(submission);
  if (submission.value.intent === 'move') {
    return actionResult(await api.call('storage/move', { body: { set_id: setId, cell_id: submission.value.cell_id } }), 'move');
  }
  const { idempotency_key } = submission.value;
  const answer = await api.call('storage/give', { body: { set_id: setId, ...(idempotency_key ? { idempotency_key } : {}) } });
  if (!answer.ok || answer.data.order_id === null) return actionResult(answer, 'give');
  const orderPage = api.user.role === 'master' ? `/master/task/${answer.data.order_id}` : `/cashier/task/${answer.data.order_id}`;
  return redirectWithToast(orderPage, { type: 'success', description: noticeMessage(answer) ?? '' });
}
