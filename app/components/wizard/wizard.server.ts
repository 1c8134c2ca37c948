import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { carNameInput } from '#contract/fields';
import { type Order } from '#contract/orders';
import { isMaster } from '~/utils/areas';
import { apiFor, type ServerArgs, dataOrThrow, type Api } from '~/utils/api.server';
import { encodeError } from '~/utils/form-errors';
import { jsonField } from '~/utils/json-field';
import { confirmLines, lineSchema } from './wizard-confirm.server';
import { redirectWithToast } from '~/utils/toast.server';
import { quoteOf } from './quote.server';
import { quoteLines, selectionOf } from './wizard-selection';
import { noticeMessage, refusalMessage } from '~/utils/api-text';

/**
 * The new-order wizard keeps its state in the URL (docs/screens.md section 4: tabs go back; a
 * reload keeps the order being built): `?plate=…&ns=1` is step 2 before the order exists,
 * `?order=ID` step 3, `&step=2` / `&step=4` the client step and the final step of an order.
 */
const urlState = z.object({
  plate: z.string().trim().max(20).optional().catch(undefined),
  ns: z.enum(['0', '1']).optional().catch(undefined),
  order: z.coerce.number().int().positive().optional().catch(undefined),
  step: z.enum(['1', '2', '3', '4']).optional().catch(undefined),
  r: z.coerce.number().int().positive().optional().catch(undefined),
  p: z.coerce.number().int().positive().optional().catch(undefined),
});

export const wizardPath = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  const text = search.toString();
  return `/master/tasks/new${text ? `?${text}` : ''}`;
};

export async function loadWizard({ request, context }: ServerArgs) {
  const api = await apiFor({ request, context }, isMaster);
  const state = urlState.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (state.order) {
    const order = dataOrThrow(await api.call('order/:id', { params: { id: state.order } }));
    if (state.step === '2') return { step: 2 as const, ...(await clientStep(api, { order })) };
    if (state.step === '4') return { step: 4 as const, order };
    // Once the keys are settled the order is taken: changing it is the edit page's job (its
    // own title, back to the order), not the new-order wizard ending on «Заказ №N принят».
    if (order.car.keys_state !== 'none') {
      throw redirect(`/master/task/${order.id}/services${servicesQuery(state)}`);
    }
    return { step: 3 as const, ...(await servicesStep(api, order, state.r, state.p)) };
  }
  if (state.plate && state.step !== '1') {
    return { step: 2 as const, ...(await clientStep(api, { plate: state.plate, nonStandard: state.ns === '1' })) };
  }
  return { step: 1 as const, plate: state.plate ?? '', nonStandard: state.ns === '1' };
}

/**
 * 'Изменить услуги' of an order already taken: step 3 alone, on the order's own address
 * (/master/task/ID/services), titled as an edit; confirming goes back to the task page.
 */
export async function loadServicesEdit({ request, context }: ServerArgs, orderId: number) {
  const api = await apiFor({ request, context }, isMaster);
  const state = urlState.parse(Object.fromEntries(new URL(request.url).searchParams));
  const order = dataOrThrow(await api.call('order/:id', { params: { id: orderId } }));
  // An order that can no longer be changed has nothing to edit: back to its page, saying why.
  if (!order.can_be_changed) throw await redirectWithToast(`/master/task/${orderId}`, { type: 'error', description: '', key: 'wizard.cannotEdit' });
  return servicesStep(api, order, state.r, state.p);
}

const servicesQuery = (state: { r?: number; p?: number }) => {
  const search = new URLSearchParams();
  if (state.r) search.set('r', String(state.r));
  if (state.p) search.set('p', String(state.p));
  const text = search.toString();
  return text ? `?${text}` : '';
};

async function clientStep(api: Api, from: { order: Order } | { plate: string; nonStandard: boolean }) {
  const info = dataOrThrow(await api.call('get-cars-info'));
  if ('order' in from) {
    const car = from.order.car;
    return {
      classes: info.classes,
      plate: car.plate_number,
      nonStandard: !car.is_standard_plate,
      orderId: from.order.id,
      prefill: {
        ...carPrefill(car),
        classId: car.class_id,
        clientId: from.order.client?.id ?? null,
        phone: from.order.client?.phone ?? '',
        name: from.order.client?.name ?? '',
        company: from.order.client?.company ?? null,
        loyalty: from.order.client?.loyalty_discount ?? 0,
        isNew: false,
      },
    };
  }
  const answer = await api.call('new-order/check-plate', { body: { plate_number: from.plate, non_standard: from.nonStandard } });
  if (!answer.ok) throw await redirectWithToast(wizardPath({ plate: from.plate, ns: from.nonStandard ? 1 : undefined, step: 1 }), { type: 'error', description: refusalMessage(answer) });
  const c = answer.data;
  if (c.open_order_id) throw await toOpenOrder(c.open_order_id);
  return {
    classes: info.classes,
    plate: c.plate_number,
    nonStandard: from.nonStandard,
    orderId: null,
    prefill: {
      ...carPrefill(c),
      classId: c.class_id,
      clientId: c.client_id,
      phone: c.client_phone ?? '',
      name: c.client_name ?? '',
      company: c.client_company,
      loyalty: c.loyalty_discount,
      isNew: c.is_new,
    },
  };
}

/** Brand and model as the API names them; a null id is one written by hand (decision 016). */
function carPrefill(car: { brand_id: number | null; brand_name: string | null; model_id: number | null; model_name: string | null }) {
  return {
    brand: car.brand_name ? { id: car.brand_id, name: car.brand_name } : null,
    model: car.model_name ? { id: car.model_id, name: car.model_name } : null,
  };
}

async function servicesStep(api: Api, order: Order, r?: number, p?: number) {
  const radiusId = r ?? order.tire_radius_id ?? undefined;
  const profileId = p ?? order.tire_profile_id ?? undefined;
  const opened = quoteLines(selectionOf(order));
  const [wash, radii, profiles, recent, tires, quote] = await Promise.all([
    api.call('service-list/wash', { query: { orderId: order.id } }).then(dataOrThrow),
    api.call('service-tire/radius').then(dataOrThrow),
    api.call('service-tire/profile').then(dataOrThrow),
    api.call('get-client-recent-orders', { query: { plate_number: order.car.plate_number } }).then((a) => (a.ok ? a.data : [])),
    radiusId && profileId
      ? api.call('service-list/tires', { query: { order_id: order.id, radius_id: radiusId, profile_id: profileId } }).then(dataOrThrow)
      : Promise.resolve([]),
    // The figures of the selection the step opens with, so the summary has them at once.
    quoteOf(api, order.id, opened).then((q) => ({ for: JSON.stringify(opened), ...q })),
  ]);
  return { order, wash, radii, profiles, tires, radiusId: radiusId ?? null, profileId: profileId ?? null, recent, quote };
}

/** A car that is still here gets no second order: the master is shown the open one. */
function toOpenOrder(orderId: number): Promise<Response> {
  return redirectWithToast(`/master/task/${orderId}`, { type: 'error', description: '', key: 'wizard.openOrder' });
}

/* ---- actions ---- */

const plateForm = z.object({ intent: z.literal('plate'), plate: z.string().trim().min(1).max(20), non_standard: z.string().optional() });
const createForm = z.object({
  intent: z.literal('create'),
  plate: z.string().trim().min(1).max(20),
  non_standard: z.string().optional(),
  order_id: z.coerce.number().int().positive().optional(),
  // A catalogue model, or a model (and brand) written by hand; the API says which is missing.
  model_id: z.coerce.number().int().positive().optional(),
  brand_id: z.coerce.number().int().positive().optional(),
  brand_name: carNameInput.optional(),
  model_name: carNameInput.optional(),
  class_id: z.coerce.number().int().positive(),
  client_id: z.coerce.number().int().positive().optional(),
  phone: z.string().trim().max(30).optional(),
  name: z.string().trim().max(100).optional(),
});
const confirmForm = z.object({
  intent: z.literal('confirm'),
  order_id: z.coerce.number().int().positive(),
  lines: jsonField(z.array(lineSchema).max(100)),
});
const keysForm = z.object({ intent: z.literal('keys'), order_id: z.coerce.number().int().positive(), keys: z.enum(['taken', 'left']) });
/** A line taken out on the summary's phone card (docs/screens.md 'Order summary view'). */
const removeLineForm = z.object({
  intent: z.literal('remove-line'),
  order_id: z.coerce.number().int().positive(),
  service_id: z.coerce.number().int().positive(),
  is_wash: z.enum(['0', '1']),
  radius_id: z.coerce.number().int().positive().optional(),
  profile_id: z.coerce.number().int().positive().optional(),
});
export const wizardForm = z.discriminatedUnion('intent', [plateForm, createForm, confirmForm, keysForm, removeLineForm]);

export type WizardActionData = { error: string } | undefined;

export async function wizardAction({ request, context }: ServerArgs, options: { editOf?: number } = {}): Promise<Response | WizardActionData> {
  const api = await apiFor({ request, context }, isMaster);
  const parsed = wizardForm.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return { error: encodeError('validation.invalid') };
  const form = parsed.data;
  switch (form.intent) {
    case 'plate': {
      const ns = form.non_standard === 'on' || form.non_standard === '1';
      const answer = await api.call('new-order/check-plate', { body: { plate_number: form.plate, non_standard: ns } });
      if (!answer.ok) return { error: refusalMessage(answer) };
      if (answer.data.open_order_id) return toOpenOrder(answer.data.open_order_id);
      return redirect(wizardPath({ plate: answer.data.plate_number, ns: ns ? 1 : undefined }));
    }
    case 'create': {
      if (form.order_id) {
        // Back on step 2 of an existing order: only the phone can change there.
        const answer = await api.call('new-order/update', { body: { order_id: form.order_id, phone: form.phone ?? '' } });
        if (!answer.ok) return { error: refusalMessage(answer) };
        return redirect(wizardPath({ order: form.order_id }));
      }
      const answer = await api.call('new-order', { body: {
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
        } });
      if (!answer.ok) return { error: refusalMessage(answer) };
      return redirect(wizardPath({ order: answer.data.order_id }));
    }
    case 'confirm': {
      // The edit page confirms only its own order (the id in the form must match the address).
      if (options.editOf !== undefined && options.editOf !== form.order_id) return { error: encodeError('validation.invalid') };
      const done = options.editOf
        ? () => redirectWithToast(`/master/task/${form.order_id}`, { type: 'success', description: '', key: 'wizard.servicesSaved' })
        : () => redirect(wizardPath({ order: form.order_id, step: 4 }));
      return confirmLines(api, form.order_id, form.lines, done);
    }
    case 'remove-line': {
      const isWash = form.is_wash === '1';
      const answer = await api.call('new-order/update', { body: { order_id: form.order_id, action: 'delete', service_id: form.service_id, is_wash_service: isWash, ...(isWash ? {} : { tire_radius_id: form.radius_id, tire_profile_id: form.profile_id }) } });
      if (!answer.ok) return { error: refusalMessage(answer) };
      return redirect(wizardPath({ order: form.order_id, step: 4 }));
    }
    case 'keys': {
      const answer = await api.call(form.keys === 'taken' ? 'order/keys-taken' : 'order/keys-left', { body: { order_id: form.order_id } });
      if (!answer.ok) return { error: refusalMessage(answer) };
      return redirectWithToast(wizardPath({ order: form.order_id, step: 4 }), { type: 'success', description: noticeMessage(answer) ?? '' });
    }
  }
}
