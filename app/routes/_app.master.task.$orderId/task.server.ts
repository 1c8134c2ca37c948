import { clientBriefOf } from '~/components/clients/client-brief.server';
import { z } from 'zod';
import { actionResult, type ActionResult } from '~/utils/action-result';
import { idParam } from '~/utils/id-param.server';
import { isMaster } from '~/utils/areas';
import { apiFor, type Api, type ServerArgs, dataOrThrow } from '~/utils/api.server';
import { invalidForm, parseIntentForm, refusedAt } from '~/utils/intent-form.server';
import { comment as commentField, id } from '#contract/fields';
import { setWorkerBodySchema, updatePhoneBodySchema } from '#contract/orders';
import { storageGiveBodySchema } from '#contract/storage';
import { constraintOf } from '~/utils/form-constraints.server';
import { jsonField } from '~/utils/json-field';
import { LOCAL_PATH_MAX, localPath } from '~/utils/redirect';
import { redirectWithToast } from '~/utils/toast.server';
import { bookingToArrive } from './booking-arrival.server';

export async function loadTask({ request, context }: ServerArgs, rawId: string | undefined) {
  const id = idParam(rawId);
  const api = await apiFor({ request, context }, isMaster);
  // Once the order is read, its client's brief, the stored sets and a booking to arrive are
  // asked at once: each needs the order alone.
  const [[order, client, stored, arrival], washWorkers, tireWorkers] = await Promise.all([
    api
      .call('order/:id', { params: { id } })
      .then(dataOrThrow)
      .then((o) =>
        Promise.all([
          o,
          // The client's notes reach the bay too (docs/screens.md 'Clients and cars').
          clientBriefOf(api, o.client?.id),
          // The client's sets in storage: a seasonal change gives one back into this order.
          o.can_be_changed ? storedSetsFor(api, o) : [],
          bookingToArrive(api, request, o),
        ] as const),
      ),
    api.call('workers-wash/get').then(dataOrThrow),
    api.call('workers-tire/get').then(dataOrThrow),
  ]);
  return { order, client, washWorkers, tireWorkers, stored, arrival, constraint: constraintOf(textFields) };
}

/** The stored sets of the order's client, or of its car when it has no client. */
async function storedSetsFor(api: Api, order: { client: { id: number } | null; car: { plate_number: string } }) {
  const query = order.client ? { client_id: String(order.client.id) } : { q: order.car.plate_number };
  const answer = await api.call('storage/sets', { query: { ...query, list: 'stored' } });
  return answer.ok ? answer.data.sets : [];
}

const { order_item_id: item, workers } = setWorkerBodySchema.shape;

/** A line's two-state button says the state it asks for, '1' or '0' (docs/decisions/026). */
const wanted = z.enum(['1', '0']).transform((v) => v === '1');

const phone = updatePhoneBodySchema.shape.phone.unwrap();
/** The fields a master types into (their HTML limits come from here: constraintOf). */
const textFields = z.object({ phone: phone.optional(), comment: commentField.optional() });

/** The task page's forms, one per intent, of the contract's fields. */
export const taskForm = z.discriminatedUnion('intent', [
  // The 'Назначить' form's lines, JSON [{item, workers}]; the API judges how many.
  z.object({ intent: z.literal('workers'), assignments: jsonField(z.array(z.object({ item, workers })).min(1)) }),
  // The state wanted ('1' done or canceled, '0' not), never a toggle: a form sent twice changes nothing more.
  z.object({ intent: z.literal('mark'), item, done: wanted }),
  z.object({ intent: z.literal('cancel-item'), item, canceled: wanted }),
  z.object({ intent: z.literal('start') }),
  // `back`: the list «Завершить» was pressed on (order-table.tsx); the page itself sends none.
  z.object({ intent: z.literal('complete'), back: z.string().max(LOCAL_PATH_MAX).optional() }),
  z.object({ intent: z.literal('cancel') }),
  // «Выдать в этот заказ»: a stored set back with the seasonal change, its overdue months charged here.
  z.object({ intent: z.literal('give-set'), set_id: id, idempotency_key: storageGiveBodySchema.shape.idempotency_key }),
  // An emptied field takes the phone off the order.
  z.object({ intent: z.literal('phone'), phone: textFields.shape.phone }),
  z.object({ intent: z.literal('comment'), comment: textFields.shape.comment }),
  // A booking of this car, «Принять» pressed once the car was already in work: it arrived with this order.
  // `add_services`: the booking holds services the order lacks; its services page opens with them picked.
  z.object({ intent: z.literal('arrive-booking'), booking_id: id, add_services: z.literal('1').optional() }),
]);

/**
 * A master's list to go back to after «Завершить» from that list: a local path of
 * /master/tasks/… only (localPath refuses another site), else undefined.
 */
export function masterListPath(back: string | undefined): string | undefined {
  const path = localPath(back);
  return path && /^\/master\/tasks\/[a-z]+(?:\?|$)/.test(path) ? path : undefined;
}

/**
 * The task page's actions, each one call of the product API. Starting leads back to the
 * waiting list; finishing stays where the master pressed it, the list it was pressed on or
 * the order's page (docs/screens.md section 4); everything else stays on the page.
 */
export async function taskAction({ request, context }: ServerArgs, rawId: string | undefined): Promise<Response | ActionResult> {
  const orderId = idParam(rawId);
  const api = await apiFor({ request, context }, isMaster);
  const submission = parseIntentForm(await request.formData(), taskForm);
  if (submission.status !== 'success') return invalidForm(submission);
  const input = submission.value;
  switch (input.intent) {
    case 'workers': {
      // One 'Назначить' saves every line changed, all or nothing, in one call.
      const assignments = input.assignments.map((a) => ({ order_item_id: a.item, workers: a.workers }));
      const result = actionResult(await api.call('order/set-workers', { body: { order_id: orderId, assignments } }));
      return result.ok ? { ok: true, messageKey: 'task.workersSaved' } : result;
    }
    case 'mark':
      return actionResult(await api.call('order/mark-item', { body: { order_item_id: input.item, done: input.done } }));
    case 'cancel-item':
      return actionResult(await api.call('order/cancel-item', { body: { order_item_id: input.item, canceled: input.canceled } }));
    case 'phone': {
      const answer = await api.call('order/update-phone', { body: { order_id: orderId, phone: input.phone ?? null } });
      return answer.ok ? { ...actionResult(answer, 'phone'), reply: submission.reply() } : refusedAt(submission, 'phone', answer, 'phone');
    }
    case 'comment': {
      const answer = await api.call('new-order/update', { body: { order_id: orderId, comment: input.comment ?? '' } });
      if (!answer.ok) return refusedAt(submission, 'comment', answer, 'comment');
      const result = { ...actionResult(answer, 'comment'), reply: submission.reply() };
      return result.ok && !result.message ? { ...result, messageKey: 'task.commentSaved' } : result;
    }
    case 'give-set':
      return actionResult(
        await api.call('storage/give', {
          body: { set_id: input.set_id, order_id: orderId, ...(input.idempotency_key ? { idempotency_key: input.idempotency_key } : {}) },
        }),
        'give-set',
      );
    case 'arrive-booking': {
      const result = actionResult(await api.call('bookings/arrive', { body: { booking_id: input.booking_id, order_id: orderId } }));
      if (!result.ok) return result;
      const to = input.add_services ? `/master/task/${orderId}/services?booking=${input.booking_id}` : `/master/task/${orderId}`;
      return redirectWithToast(to, { type: 'success', description: result.message ?? '' });
    }
    case 'cancel': {
      const result = actionResult(await api.call('order/cancel', { body: { order_id: orderId } }));
      return result.ok ? redirectWithToast(`/master/task/${orderId}`, { type: 'success', description: result.message ?? '' }) : result;
    }
    case 'start': {
      const result = actionResult(await api.call('order/started', { body: { order_id: orderId } }));
      if (!result.ok) return result;
      return redirectWithToast('/master/tasks/pending', { type: 'success', description: result.message ?? '' });
    }
    case 'complete': {
      const result = actionResult(await api.call('order/complete', { body: { order_id: orderId } }));
      if (!result.ok) return result;
      return redirectWithToast(masterListPath(input.back) ?? `/master/task/${orderId}`, {
        type: 'success',
        description: result.message ?? '',
      });
    }
  }
}
