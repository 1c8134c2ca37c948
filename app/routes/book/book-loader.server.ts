import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { bookingStartBodySchema } from '#contract/bookings';
import { callApi, type ApiAnswer } from '#contract/client';
import { isStandardPlate, isValidNonStandardPlate, normalizePlate } from '#contract/plates';
import { businessDateOf, zoneLabel } from '~/components/booking/booking-format';
import { choiceHref, choiceKey, readChoice, stepOf, type BookingChoice, type BookingStep } from '~/components/booking/booking-choice';
import { refusalMessage } from '~/utils/api-text';
import { publicRefusal } from '~/utils/public-refusal.server';
import { pageLocale } from '~/utils/customer-locale.server';
import { encodeError } from '~/utils/form-errors';
import { constraintOf } from '~/utils/form-constraints.server';
import { readMemo } from './book-memo.server';

/** Refusals the page was sent back with (book-action.server.ts), said once at the step they send to. */
export const SAID_CODES = ['booking_slot_taken', 'booking_slot_outside', 'booking_code_spent', 'booking_request_gone'] as const;

/** A refused read: one plain sentence (the route's ErrorBoundary), 429 kept as it is. */
export function unavailable(answer: ApiAnswer<unknown> & { ok: false }): Response {
  return publicRefusal(answer, false);
}

/** What the options do not offer is dropped from the choice: a kind without bays, a service of another kind, an unknown class. */
function offered(
  choice: BookingChoice,
  options: { kinds: string[]; services: Array<{ id: number; kind: string }>; classes: Array<{ id: number }> },
) {
  // One kind offered is the kind: nothing to ask.
  const only = options.kinds.length === 1 ? (options.kinds[0] as BookingChoice['kind']) : undefined;
  const kind = choice.kind && options.kinds.includes(choice.kind) ? choice.kind : only;
  const services = kind ? choice.services.filter((id) => options.services.some((s) => s.id === id && s.kind === kind)) : [];
  const classId = options.classes.some((c) => c.id === choice.classId) ? choice.classId : undefined;
  return { ...choice, kind, services, classId };
}

/** The most items a list of the contract takes (its `.max()`), so the page asks no more than the API allows. */
function maxItems(schema: { def: { checks?: Array<{ _zod: { def: unknown } }> } }): number | undefined {
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as { check?: string; maximum?: number };
    if (def.check === 'max_length') return def.maximum;
  }
  return undefined;
}

/** A plate the API would refuse, said before asking it anything: the locale key of why, or undefined when it will do. */
function plateProblem(plate: string, foreign: boolean): string | undefined {
  if (isStandardPlate(normalizePlate(plate))) return undefined;
  if (!foreign) return encodeError('api.plate_invalid');
  return isValidNonStandardPlate(plate) ? undefined : encodeError('api.plate_nonstandard_length');
}

/**
 * The booking page (app/routes/book/route.tsx): the options, and what the step shown needs.
 * A plate the shop knows fills its class and shows it chosen (`edit=car&found=1`); the free
 * times are read only on the step of times. Every call is public and counted per address.
 */
export async function bookLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const edit = url.searchParams.get('edit');
  const call = { clientAddress: context.clientAddress };
  const options = await callApi(context.api, 'public/booking/options', undefined, call);
  if (!options.ok) throw unavailable(options);
  const choice = offered(readChoice(url.searchParams), options.data);
  const plateError = choice.plate ? plateProblem(choice.plate, choice.foreign) : undefined;
  // More services than booked online, or a plate that will not do, keep the customer on that step, with what was chosen.
  const servicesMax = maxItems(bookingStartBodySchema.shape.service_ids);
  const tooMany = servicesMax !== undefined && choice.services.length > servicesMax;
  let step: BookingStep = stepOf(
    { ...choice, services: tooMany ? [] : choice.services, plate: plateError ? undefined : choice.plate },
    edit,
  );
  let classUnknown = false;
  if (step === 'car' && choice.plate && !plateError && choice.classId === undefined) {
    const found = await callApi(context.api, 'public/booking/class', { query: { plate_number: choice.plate } }, call);
    const classId = found.ok ? found.data.class_id : null;
    if (classId !== null && options.data.classes.some((c) => c.id === classId)) {
      throw redirect(choiceHref({ ...choice, classId }, { edit: 'car', found: '1' }));
    }
    classUnknown = true;
  }
  let slots = null;
  let slotsError: string | null = null;
  if (step === 'time' && choice.kind && choice.classId !== undefined) {
    const query = { kind: choice.kind, services: choice.services.join(','), class_id: choice.classId };
    const answer = await callApi(context.api, 'public/booking/slots', { query }, call);
    if (answer.ok) slots = { minutes: answer.data.minutes, days: answer.data.days };
    else if (answer.status === 429) throw unavailable(answer);
    else slotsError = refusalMessage(answer);
  }
  const memo = await readMemo(request);
  const pending =
    memo.req && memo.key === choiceKey(choice)
      ? { to: memo.to ?? '', until: memo.until ?? '', code: memo.code ?? '', codeLength: Number(memo.len) || undefined }
      : null;
  if (step === 'contacts' && pending) step = 'code';
  // The fields' lengths, as the API takes them (docs/screens.md 'The limits come from the contract').
  const limits = constraintOf(bookingStartBodySchema);
  const said = (SAID_CODES as readonly string[]).find((c) => c === url.searchParams.get('said'));
  return {
    options: options.data,
    choice,
    step,
    plateError,
    classUnknown,
    classFound: url.searchParams.get('found') === '1',
    servicesMissing: url.searchParams.get('picked') === '1' && !choice.services.length,
    servicesMax,
    slots,
    slotsError,
    pending,
    contact: { name: memo.name ?? '', phone: memo.phone ?? '' },
    said: said ? refusalMessage({ code: said, details: '' }) : null,
    today: businessDateOf(new Date(), options.data.time_zone),
    limits: { plate: limits.plate_number?.maxLength, name: limits.name?.maxLength, phone: limits.phone?.maxLength },
    zone: zoneLabel(options.data.time_zone, await pageLocale(request)),
  };
}

export type BookLoaderData = Awaited<ReturnType<typeof bookLoader>>;
