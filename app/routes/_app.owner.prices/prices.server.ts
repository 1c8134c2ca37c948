import { z } from 'zod';
import { id, priceCell, checkbox } from '#contract/fields';
import { NEW_SERVICE_SORT, PRICED_CLASSES_MAX, saveServiceBodySchema, vehicleClassBodySchema } from '#contract/owner-prices';
import type { ActionResult } from '~/utils/action-result';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { parseIntentForm } from '~/utils/intent-form.server';
import { formAnswer, ownerApi, refusedForm } from '~/components/owner/owner-api.server';

export async function pricesLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  return {
    ...dataOrThrow(await api.call('owner/prices')),
    // The fields' limits and a new service's place come from the contract the action parses with.
    limits: { service: constraintOf(saveServiceBodySchema), vehicleClass: constraintOf(vehicleClassBodySchema) },
    newServiceSort: NEW_SERVICE_SORT,
  };
}

/**
 * A service's row (or the form that adds one): its fields, and a wash service's price per
 * class as `price_<class id>`, with `class_ids` naming every class the row shows, so that a
 * price emptied on purpose takes that class off.
 */
export const serviceForm = saveServiceBodySchema
  .pick({ id: true, kind: true, name: true, sort: true, reprice_open: true })
  .extend({
    // One per row (`service-12`, `service-new`): without JavaScript the page's answer then reaches its own row only.
    intent: z.string().regex(/^service-(\d+|new)$/),
    is_active: checkbox,
    class_ids: z
      .string()
      .regex(/^\d+(,\d+)*$/)
      .optional(),
    // A new service: the classes ticked «не оказывается для этого класса» (one value per class).
    not_offered: z.preprocess((v) => (v === undefined ? [] : [v].flat()), z.array(id).max(PRICED_CLASSES_MAX)),
  })
  .catchall(priceCell);

export const classForm = vehicleClassBodySchema.extend({
  intent: z.string().regex(/^class-\d+$/),
});

/** The price list's forms, each one call of the product API. */
export async function pricesAction(args: ServerArgs): Promise<ActionResult> {
  const api = await ownerApi(args);
  const form = await args.request.formData();
  if (String(form.get('intent')).startsWith('class-')) {
    const submission = parseIntentForm(form, classForm);
    const intent = String(form.get('intent'));
    if (submission.status !== 'success') return refusedForm(submission, intent);
    const { intent: _intent, ...body } = submission.value;
    return formAnswer(submission, await api.call('owner/vehicle-class', { body }), intent, 'name');
  }
  const submission = parseIntentForm(form, serviceForm);
  const intent = String(form.get('intent'));
  if (submission.status !== 'success') return refusedForm(submission, intent);
  const {
    intent: _intent,
    class_ids: classIds,
    id: serviceId,
    kind,
    name,
    sort,
    is_active: isActive,
    reprice_open: repriceOpen,
    not_offered: notOffered,
    ...rest
  } = submission.value;
  const priced = rest as Record<string, number | undefined>;
  const prices = kind === 'wash' && classIds ? classPrices(classIds, priced, serviceId === undefined ? notOffered : undefined) : undefined;
  const answer = await api.call('owner/service', {
    body: {
      id: serviceId,
      kind,
      name,
      sort,
      is_active: isActive,
      reprice_open: repriceOpen,
      prices,
    },
  });
  // A class the API found without a price is said under that class's field.
  const field = !answer.ok && answer.code === 'service_class_unpriced' ? `price_${answer.params?.id}` : 'name';
  return formAnswer(submission, answer, intent, field);
}

/**
 * The prices a row sends. A row of the list sends every class it shows: a price emptied on
 * purpose takes the class off. The new service's form sends a class only with a price, or
 * as null when ticked «не оказывается для этого класса»: a blank is left out, and the API
 * asks for it by name.
 */
function classPrices(
  classIds: string,
  priced: Record<string, number | undefined>,
  notOffered?: number[],
): Array<{ class_id: number; price: number | null }> {
  const ids = classIds.split(',').map(Number);
  if (!notOffered) return ids.map((c) => ({ class_id: c, price: priced[`price_${c}`] ?? null }));
  return ids.flatMap((c): Array<{ class_id: number; price: number | null }> => {
    if (notOffered.includes(c)) return [{ class_id: c, price: null }];
    const price = priced[`price_${c}`];
    return price === undefined ? [] : [{ class_id: c, price }];
  });
}
