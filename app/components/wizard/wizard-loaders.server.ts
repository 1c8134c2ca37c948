import { redirect } from '@remix-run/node';
import { z } from 'zod';
import { carNameInput, idText, phoneInput, plateInput, quantity } from '#contract/fields';
import { newOrderBodySchema } from '#contract/intake';
import { type Order } from '#contract/orders';
import { isStandardPlate } from '#contract/plates';
import { constraintOf } from '~/utils/form-constraints.server';
import { isMaster } from '~/utils/areas';
import { apiFor, type ServerArgs, dataOrThrow, type Api } from '~/utils/api.server';
import { redirectWithToast } from '~/utils/toast.server';
import { quoteOf } from './quote.server';
import { clientBriefOf } from '~/components/clients/client-brief.server';
import { quoteLines, selectionOf } from './wizard-selection';
import { refusalMessage } from '~/utils/api-text';
import type { StaffBooking } from '#contract/bookings';
import { isStillExpected } from '~/components/booking/booking-state';

/**
 * The new-order wizard keeps its state in the URL (docs/screens.md section 4: tabs go back; a
 * reload keeps the order being built): `?plate=…&ns=1` is step 2 before the order exists,
 * `?order=ID` step 3, `&step=2` / `&step=4` the client step and the final step of an order.
 */
const urlState = z.object({
  plate: plateInput.optional().catch(undefined),
  ns: z.enum(['0', '1']).optional().catch(undefined),
  order: idText.optional().catch(undefined),
  step: z.enum(['1', '2', '3', '4']).optional().catch(undefined),
  r: idText.optional().catch(undefined),
  p: idText.optional().catch(undefined),
  /** The booking the car came for («Принять» on the day board or the lists). */
  booking: idText.optional().catch(undefined),
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
  const booking = state.booking ? await bookingFor(api, state.booking, !state.order) : null;
  if (state.order) {
    const found = await api.call('order/:id', { params: { id: state.order } });
    // A draft left for a day is swept (api/orders/drafts.ts): the tablet left on its step says
    // so and starts again, rather than ending on a page that was not found.
    if (!found.ok && found.status === 404)
      throw await redirectWithToast(wizardPath({ booking: state.booking }), { type: 'error', description: '', key: 'wizard.orderGone' });
    const order = dataOrThrow(found);
    // The booking the car came for stays in the address, for step 3's services and its arrival.
    if (state.step === '2') return { step: 2 as const, ...(await clientStep(api, { order })), bookingId: booking?.id ?? null };
    if (state.step === '4') return { step: 4 as const, order };
    // Once the keys are settled the order is taken: changing it is the edit page's job (its
    // own title, back to the order), not the new-order wizard ending on «Заказ №N принят».
    if (order.car.keys_state !== 'none') {
      throw redirect(`/master/task/${order.id}/services${servicesQuery(state)}`);
    }
    // Canceled or finished meanwhile (from another tablet, or while the wizard sent the master
    // back to a draft): nothing to choose any more, its page says what became of it.
    if (!order.can_be_changed) throw await toUnchangeableOrder(order.id);
    return { step: 3 as const, ...(await servicesStep(api, order, state.r, state.p)), booked: booking ? bookedLines(booking) : null };
  }
  // «Принять»: the booking's car goes straight to step 2, its client and class filled in; a foreign or
  // trailer plate marked non-standard, or the plate check would send the master back to step 1.
  if (booking && !state.plate) {
    const ns = isStandardPlate(booking.plate_number) ? undefined : 1;
    throw redirect(wizardPath({ plate: booking.plate_number, ns, booking: booking.id }));
  }
  if (state.plate && state.step !== '1') {
    const step = await clientStep(api, { plate: state.plate, nonStandard: state.ns === '1', booking: booking?.id });
    return { step: 2 as const, ...step, ...(booking ? withBooking(step, booking) : { bookingId: null }) };
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
  if (!order.can_be_changed) throw await toUnchangeableOrder(orderId);
  // A booked car that arrived with this order (its task page's «Машина по записи приехала»):
  // the booked services are picked beside the order's own, for the master to check and save.
  const booking = state.booking ? await bookingFor(api, state.booking, false) : null;
  const booked = booking?.order_id === order.id ? bookedLines(booking) : null;
  return { ...(await servicesStep(api, order, state.r, state.p)), booked };
}

const servicesQuery = (state: { r?: number; p?: number }) => {
  const search = new URLSearchParams();
  if (state.r) search.set('r', String(state.r));
  if (state.p) search.set('p', String(state.p));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The HTML limits of the fields of steps 2 and 3, from the contract's fields (constraintOf). */
const clientFields = z.object({
  brand_name: carNameInput,
  model_name: carNameInput,
  phone: phoneInput,
  name: newOrderBodySchema.shape.name.unwrap().unwrap(),
});
const servicesFields = z.object({ quantity });

async function clientStep(api: Api, from: { order: Order } | { plate: string; nonStandard: boolean; booking?: number }) {
  const info = dataOrThrow(await api.call('get-cars-info'));
  if ('order' in from) {
    const car = from.order.car;
    return {
      classes: info.classes,
      limits: constraintOf(clientFields),
      plate: car.plate_number,
      nonStandard: !car.is_standard_plate,
      orderId: from.order.id,
      client: await clientBriefOf(api, from.order.client?.id),
      prefill: {
        ...carPrefill(car),
        classId: car.class_id,
        clientId: from.order.client?.id ?? null,
        phone: from.order.client?.phone ?? '',
        name: from.order.client?.name ?? '',
        // What this order was taken on (decision 027): its company, and a loyalty discount only when in force.
        company: from.order.contract_company,
        loyalty: from.order.discount_source === 'loyalty' ? from.order.discount : 0,
        isNew: false,
      },
    };
  }
  const answer = await api.call('new-order/check-plate', { body: { plate_number: from.plate, non_standard: from.nonStandard } });
  if (!answer.ok)
    throw await redirectWithToast(wizardPath({ plate: from.plate, ns: from.nonStandard ? 1 : undefined, step: 1 }), {
      type: 'error',
      description: refusalMessage(answer),
    });
  const c = answer.data;
  if (c.open_order_id)
    throw await (from.booking && !c.open_order_is_draft
      ? bookedCarInQueue(from.booking, c.open_order_id)
      : toOpenOrder({ open_order_id: c.open_order_id, open_order_is_draft: c.open_order_is_draft }, from.booking));
  return {
    classes: info.classes,
    limits: constraintOf(clientFields),
    plate: c.plate_number,
    nonStandard: from.nonStandard,
    orderId: null,
    client: await clientBriefOf(api, c.client_id),
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
  const [wash, radii, profiles, recent, tires, quote, client] = await Promise.all([
    api.call('service-list/wash', { query: { orderId: order.id } }).then(dataOrThrow),
    api.call('service-tire/radius').then(dataOrThrow),
    api.call('service-tire/profile').then(dataOrThrow),
    api.call('get-client-recent-orders', { query: { plate_number: order.car.plate_number } }).then((a) => (a.ok ? a.data : [])),
    radiusId && profileId
      ? api.call('service-list/tires', { query: { order_id: order.id, radius_id: radiusId, profile_id: profileId } }).then(dataOrThrow)
      : Promise.resolve([]),
    // The figures of the selection the step opens with, so the summary has them at once.
    quoteOf(api, order.id, opened).then((q) => ({ for: JSON.stringify(opened), ...q })),
    clientBriefOf(api, order.client?.id),
  ]);
  return {
    order,
    wash,
    radii,
    profiles,
    tires,
    radiusId: radiusId ?? null,
    profileId: profileId ?? null,
    recent,
    quote,
    client,
    limits: constraintOf(servicesFields),
  };
}

/** An order that can no longer be changed: back to its page, saying so. */
function toUnchangeableOrder(orderId: number): Promise<Response> {
  return redirectWithToast(`/master/task/${orderId}`, { type: 'error', description: '', key: 'wizard.cannotEdit' });
}

/**
 * A car that is still here gets no second order: the master is shown the open one. An order
 * begun in the wizard and left before its services (a draft: in no list, swept after a day) is
 * taken up where it was left, at its services, rather than shown as an order already taken.
 */
export function toOpenOrder(open: { open_order_id: number; open_order_is_draft: boolean }, booking?: number): Promise<Response> {
  // «Принять» of a booking keeps it in the address: its services come preselected at step 3.
  if (open.open_order_is_draft)
    return redirectWithToast(wizardPath({ order: open.open_order_id, booking }), {
      type: 'success',
      description: '',
      key: 'wizard.draftResumed',
    });
  return redirectWithToast(`/master/task/${open.open_order_id}`, { type: 'error', description: '', key: 'wizard.openOrder' });
}

/**
 * «Принять» of a booked car already in the live queue (taken in without its booking): no second
 * order; its task page, which says so and offers to mark the booking arrived with it (a form: opening an
 * address changes nothing).
 */
function bookedCarInQueue(bookingId: number, orderId: number): Response {
  // No toast: nothing went wrong, and the page's own box says what the master finds there.
  return redirect(`/master/task/${orderId}?booking=${bookingId}`);
}

/**
 * The booking «Принять» came from. While the car is being taken in (`fresh`, before the order
 * exists) it must still be booked (or just missed): one already taken in or canceled sends the
 * master back to the day board, saying why.
 */
async function bookingFor(api: Api, id: number, fresh: boolean): Promise<StaffBooking | null> {
  const answer = await api.call('booking/:id', { params: { id } });
  if (!answer.ok) return null;
  if (fresh && !isStillExpected(answer.data))
    throw await redirectWithToast('/bookings', { type: 'error', description: '', key: 'bookings.notExpected' });
  return answer.data;
}

/** Step 2 of a booked car: what the booking knows fills what the plate did not (a new car's class, a client). */
function withBooking(step: Awaited<ReturnType<typeof clientStep>>, booking: StaffBooking) {
  const prefill = step.prefill;
  return {
    bookingId: booking.id,
    prefill: {
      ...prefill,
      classId: prefill.classId ?? booking.class_id,
      phone: prefill.phone || booking.phone || '',
      name: prefill.name || booking.client_name || '',
    },
  };
}

/** The booked services, for step 3 to start from. */
function bookedLines(booking: StaffBooking) {
  return { id: booking.id, kind: booking.kind, services: booking.services };
}
