import { pageParam } from '~/utils/page-param.server';
import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { clientName, clientUpdateFields } from '#contract/clients';
import { checkbox, id } from '#contract/fields';
import type { ActionResult } from '~/utils/action-result';
import { apiFor, dataOrThrow, type Api, type ServerArgs } from '~/utils/api.server';
import { isStaffArea } from '~/utils/areas';
import { constraintOf } from '~/utils/form-constraints.server';
import { idParam } from '~/utils/id-param.server';
import { parseIntentForm } from '~/utils/intent-form.server';
import { refusalMessage } from '~/utils/api-text';
import { encodeError } from '~/utils/form-errors';
import { formAnswer, refusedForm } from '~/components/owner/owner-api.server';

/** The card; a client merged into another opens as the one they joined. */
export async function clientLoader(args: ServerArgs & { params: { clientId?: string } }) {
  const api = await apiFor(args, isStaffArea);
  const id = idParam(args.params.clientId);
  const visitsPage = pageParam(new URL(args.request.url), 'visits_page');
  const answer = await api.call('client/:id', { params: { id }, query: { visits_page: visitsPage } });
  if (!answer.ok && answer.code === 'client_merged' && answer.params?.into) throw redirect(`/clients/${answer.params.into}`);
  const merge = new URL(args.request.url).searchParams.get('merge');
  // The client's tyres on the racks: a person at the desk asks «мои шины у вас?».
  const stored = await api.call('storage/sets', { query: { client_id: String(id), list: 'stored' } });
  return {
    card: dataOrThrow(answer),
    stored: stored.ok ? stored.data.sets : [],
    role: api.user.role,
    mergePreview: api.user.role === 'owner' && merge !== null ? await mergePreviewOf(api, merge.trim(), id) : null,
    limits: { name: constraintOf(z.object({ name: clientName.optional() })), note: constraintOf(noteForm), merge: constraintOf(mergeForm) },
  };
}

/**
 * The client the owner is about to join to this one (`?merge=540`), shown before anything
 * moves: a merge cannot be undone, and a number typed wrong would join a stranger. A number
 * that names nobody joinable says why; one already joined here shows nothing more.
 */
async function mergePreviewOf(api: Api, typed: string, id: number) {
  if (!/^\d{1,9}$/.test(typed)) return { number: typed, error: encodeError('common:clients.mergeNotNumber') };
  const other = Number(typed);
  if (other === id) return { number: typed, error: encodeError('api.client_merge_self') };
  const answer = await api.call('client/:id', { params: { id: other }, query: { visits_page: 1 } });
  if (!answer.ok) return answer.params?.into === id ? null : { number: typed, error: refusalMessage(answer) };
  const c = answer.data;
  if (c.forgotten_at) return { number: typed, error: encodeError('api.client_forgotten', { id: other }) };
  return {
    number: typed,
    client: { id: c.id, name: c.name, phone: c.phone, visits: c.money.visits, cars: c.cars.map((car) => car.plate_number) },
  };
}

// One intent per form, so a page's answer reaches its own form only.
// An emptied name arrives as no field (conform's rule): it clears the name.
const nameForm = z.object({ intent: z.literal('name'), name: clientUpdateFields.shape.name.default(null) });
const consentForm = z.object({ intent: z.literal('consent'), marketing_consent: checkbox });
const messagesForm = z.object({ intent: z.literal('order-messages'), order_messages: checkbox });
const noteForm = z.object({ intent: z.literal('note'), note: clientUpdateFields.shape.note.unwrap() });
const removeNoteForm = z.object({ intent: z.literal('remove-note'), remove_note_id: id });
/** The other client's number, as their card shows it («Клиент №540»). */
const mergeForm = z.object({ intent: z.literal('merge'), merge_id: id });
const forgetForm = z.object({ intent: z.literal('forget') });

type Sent = (api: Api, clientId: number, value: Record<string, unknown>) => ReturnType<Api['call']>;
const FORMS: Record<string, { schema: z.ZodType<{ intent: string }>; field?: string; send: Sent }> = {
  name: {
    schema: nameForm,
    field: 'name',
    send: (api, client_id, v) => api.call('client/update', { body: { client_id, name: v.name as string | null } }),
  },
  consent: {
    schema: consentForm,
    send: (api, client_id, v) => api.call('client/update', { body: { client_id, marketing_consent: v.marketing_consent as boolean } }),
  },
  'order-messages': {
    schema: messagesForm,
    send: (api, client_id, v) => api.call('client/update', { body: { client_id, order_messages: v.order_messages as boolean } }),
  },
  note: {
    schema: noteForm,
    field: 'note',
    send: (api, client_id, v) => api.call('client/update', { body: { client_id, note: v.note as string } }),
  },
  'remove-note': {
    schema: removeNoteForm,
    send: (api, client_id, v) => api.call('client/update', { body: { client_id, remove_note_id: v.remove_note_id as number } }),
  },
  merge: {
    schema: mergeForm,
    field: 'merge_id',
    send: (api, client_id, v) => api.call('client/merge', { body: { client_id, merge_id: v.merge_id as number } }),
  },
  forget: { schema: forgetForm, send: (api, client_id) => api.call('client/forget', { body: { client_id } }) },
};

/** A form of the card: one call of the product API; merging and forgetting are refused by the API to anyone but the owner. */
export async function clientAction(args: ServerArgs & { params: { clientId?: string } }): Promise<ActionResult> {
  const api = await apiFor(args, isStaffArea);
  const clientId = idParam(args.params.clientId);
  const formData = await args.request.formData();
  const intent = String(formData.get('intent'));
  // Own keys only: «constructor» or «toString» would otherwise find what every object inherits.
  const form = Object.hasOwn(FORMS, intent) ? FORMS[intent] : undefined;
  if (!form) throw new Response('Unknown form', { status: 400 });
  const submission = parseIntentForm(formData, form.schema);
  if (submission.status !== 'success') return refusedForm(submission, intent);
  const answer = await form.send(api, clientId, submission.value as Record<string, unknown>);
  return formAnswer(submission, answer, intent, form.field);
}
