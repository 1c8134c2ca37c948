import type { SubmissionResult } from '@conform-to/react';
import { redirect } from '@remix-run/node';
import { z } from 'zod';
import type { ApiAnswer } from '#contract/client';
import { id, phoneInput, plateInput } from '#contract/fields';
import { newOrderBodySchema, quoteBodySchema } from '#contract/intake';
import { isMaster } from '~/utils/areas';
import { apiFor, type ServerArgs } from '~/utils/api.server';
import { noticeMessage } from '~/utils/api-text';
import { encodeError } from '~/utils/form-errors';
import { invalidForm, parseIntentForm, refusedAt } from '~/utils/intent-form.server';
import { JSON_FIELD_MAX, jsonField } from '~/utils/json-field';
import { redirectWithToast } from '~/utils/toast.server';
import { toOpenOrder, wizardPath } from './wizard-loaders.server';

/**
 * The wizard's actions (the new order and the services edit of an open order): each step's
 * form, parsed by conform with the contract's fields, becomes one call of the product API.
 */
/* The wizard's forms, one per intent, of the contract's fields: a checkbox is 'on' when ticked. */
const ticked = z.string().optional();
const car = newOrderBodySchema.shape;
const plateForm = z.object({ intent: z.literal('plate'), plate: plateInput, non_standard: ticked });
const createForm = z.object({
  intent: z.literal('create'),
  plate: plateInput,
  non_standard: ticked,
  order_id: id.optional(),
  // A catalogue model, or a model (and brand) written by hand; the API says which is missing.
  model_id: id.optional(),
  brand_id: id.optional(),
  brand_name: car.brand_name.unwrap().unwrap().optional(),
  model_name: car.model_name.unwrap().unwrap().optional(),
  class_id: car.class_id,
  client_id: id.optional(),
  phone: phoneInput.optional(),
  name: car.name.unwrap().unwrap().optional(),
  booking_id: id.optional(),
});
const confirmForm = z.object({
  intent: z.literal('confirm'),
  order_id: id,
  // The selection as the API takes it (wizard-selection.ts quoteLines); none at all is said apart.
  lines: jsonField(quoteBodySchema.shape.lines, JSON_FIELD_MAX, ['quantity']),
  // «Принять» of a booking: a draft begun for the car without it becomes the booking's order.
  booking_id: id.optional(),
});
const keysForm = z.object({ intent: z.literal('keys'), order_id: id, keys: z.enum(['taken', 'left']) });
/** A line taken out on the summary's phone card (docs/screens.md 'Order summary view'). */
const removeLineForm = z.object({
  intent: z.literal('remove-line'),
  order_id: id,
  service_id: id,
  is_wash: z.enum(['0', '1']),
  radius_id: id.optional(),
  profile_id: id.optional(),
});
export const wizardForm = z.discriminatedUnion('intent', [plateForm, createForm, confirmForm, keysForm, removeLineForm]);

/** A refusal: its words for the alert and the toast, and conform's reply for the fields. */
export type WizardActionData = { error: string; reply?: SubmissionResult<string[]> } | undefined;

export async function wizardAction(
  { request, context }: ServerArgs,
  options: { editOf?: number } = {},
): Promise<Response | WizardActionData> {
  const api = await apiFor({ request, context }, isMaster);
  const submission = parseIntentForm(await request.formData(), wizardForm);
  if (submission.status !== 'success') return invalidForm(submission);
  const form = submission.value;
  // The edit page of an order acts on that order only (the id in the form must match the address).
  if (options.editOf !== undefined && (!('order_id' in form) || form.order_id !== options.editOf))
    return { error: encodeError('validation.invalid') };
  /** The API's refusal, said above the form and, where it concerns one field, under it. */
  const refused = (answer: ApiAnswer<unknown> & { ok: false }, field?: string): WizardActionData => refusedAt(submission, field, answer);
  switch (form.intent) {
    case 'plate': {
      const ns = form.non_standard === 'on' || form.non_standard === '1';
      const answer = await api.call('new-order/check-plate', { body: { plate_number: form.plate, non_standard: ns } });
      if (!answer.ok) return refused(answer, 'plate');
      if (answer.data.open_order_id)
        return toOpenOrder({ open_order_id: answer.data.open_order_id, open_order_is_draft: answer.data.open_order_is_draft });
      return redirect(wizardPath({ plate: answer.data.plate_number, ns: ns ? 1 : undefined }));
    }
    case 'create': {
      if (form.order_id) {
        // Back on step 2 of an existing order: only the phone can change there.
        const answer = await api.call('new-order/update', { body: { order_id: form.order_id, phone: form.phone ?? '' } });
        if (!answer.ok) return refused(answer, 'phone');
        return redirect(wizardPath({ order: form.order_id, booking: form.booking_id }));
      }
      const answer = await api.call('new-order', {
        body: {
          plate_number: form.plate,
          non_standard: form.non_standard === 'on' || form.non_standard === '1',
          model_id: form.model_id ?? null,
          brand_id: form.model_id ? null : (form.brand_id ?? null),
          brand_name: form.model_id ? null : (form.brand_name ?? null),
          model_name: form.model_id ? null : (form.model_name ?? null),
          class_id: form.class_id,
          client_id: form.client_id ?? null,
          phone_number: form.phone || null,
          name: form.name || null,
          booking_id: form.booking_id ?? null,
        },
      });
      if (!answer.ok) return refused(answer);
      return redirect(wizardPath({ order: answer.data.order_id, booking: form.booking_id }));
    }
    case 'confirm': {
      const done = options.editOf
        ? () => redirectWithToast(`/master/task/${form.order_id}`, { type: 'success', description: '', key: 'wizard.servicesSaved' })
        : () => redirect(wizardPath({ order: form.order_id, step: 4 }));
      // None at all is the master's slip, said in their words; the API judges the rest.
      if (!form.lines.length) return { error: encodeError('common:wizard.noServices') };
      const answer = await api.call('new-order/lines', {
        body: { order_id: form.order_id, lines: form.lines, booking_id: form.booking_id ?? null },
      });
      return answer.ok ? done() : refused(answer);
    }
    case 'remove-line': {
      const isWash = form.is_wash === '1';
      const answer = await api.call('new-order/update', {
        body: {
          order_id: form.order_id,
          action: 'delete',
          service_id: form.service_id,
          is_wash_service: isWash,
          ...(isWash ? {} : { tire_radius_id: form.radius_id, tire_profile_id: form.profile_id }),
        },
      });
      if (!answer.ok) return refused(answer);
      return redirect(wizardPath({ order: form.order_id, step: 4 }));
    }
    case 'keys': {
      const answer = await api.call(form.keys === 'taken' ? 'order/keys-taken' : 'order/keys-left', { body: { order_id: form.order_id } });
      if (!answer.ok) return refused(answer);
      return redirectWithToast(wizardPath({ order: form.order_id, step: 4 }), {
        type: 'success',
        description: noticeMessage(answer) ?? '',
      });
    }
  }
}
