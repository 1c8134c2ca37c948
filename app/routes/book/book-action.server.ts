import { data, redirect, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node';
import { bookingConfirmBodySchema, bookingStartBodySchema } from '#contract/bookings';
import { callApi } from '#contract/client';
import { choiceHref, choiceKey, readChoice, type BookingChoice } from '~/components/booking/booking-choice';
import { refusalMessage } from '~/utils/api-text';
import { encodeError } from '~/utils/form-errors';
import { memoHeaders, readMemo, type BookMemo } from './book-memo.server';
import { pageLocale } from '~/utils/customer-locale.server';

/** What a form of the booking page gets back when it stays on the page: the refusal, the fields to mend, what was typed. */
export interface BookActionData {
  intent: 'start' | 'confirm' | 'other';
  /** The API's refusal, encoded (app/utils/api-text.ts). */
  error?: string;
  /** Fields the page itself found wrong before asking the API. */
  invalid?: Array<'name' | 'phone' | 'code'>;
  /** A wrong code, with the attempts left. */
  codeError?: string;
  values?: { name: string; phone: string };
}

/** Refusals that send the customer back to the times: the time is no longer free. */
const TIME_GONE = new Set(['booking_slot_taken', 'booking_slot_outside']);
/** Refusals after which only a new code helps. */
const CODE_GONE = new Set(['booking_code_spent', 'booking_request_gone']);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

/**
 * The booking page's two posts (docs/decisions/040-booking-into-the-live-queue.md): «Получить
 * код» (`start`: the choice in the address, the name and phone in the form) and «Записаться»
 * (`confirm`: the code; the time in the address, which may be another than the code was asked
 * for when that one was taken meanwhile). `again` forgets the code request. Plain form posts,
 * so the page works before its scripts load.
 */
export async function bookAction({ request, context }: ActionFunctionArgs) {
  const choice = readChoice(new URL(request.url).searchParams);
  const form = await request.formData();
  const memo = await readMemo(request);
  const contact = { name: memo.name, phone: memo.phone };
  switch (form.get('intent')) {
    case 'start':
      return start(choice, form, request, context);
    case 'confirm':
      return confirm(choice, form, memo, request, context);
    case 'again':
      return redirect(choiceHref(choice), { headers: await memoHeaders(request, contact) });
    default:
      return data<BookActionData>({ intent: 'other', error: encodeError('somethingWentWrong') }, { status: 400 });
  }
}

async function start(choice: BookingChoice, form: FormData, request: Request, context: AppLoadContext) {
  const values = { name: text(form, 'name'), phone: text(form, 'phone') };
  const invalid: BookActionData['invalid'] = [];
  if (!bookingStartBodySchema.shape.name.safeParse(values.name).success) invalid.push('name');
  if (!bookingStartBodySchema.shape.phone.safeParse(values.phone).success) invalid.push('phone');
  if (invalid.length) return data<BookActionData>({ intent: 'start', invalid, values }, { status: 400 });
  const { kind, services, plate, classId, start: startsAt } = choice;
  // A post from a page of another step (an old tab): the page shows the step still to answer.
  if (!kind || !services.length || !plate || classId === undefined || !startsAt) return redirect(choiceHref(choice));
  const body = {
    kind,
    service_ids: services,
    class_id: classId,
    plate_number: plate,
    ...(choice.foreign ? { non_standard: true } : {}),
    name: values.name,
    phone: values.phone,
    starts_at: startsAt,
    // The SMS with the code in the page's language.
    language: (await pageLocale(request)) === 'en' ? ('en' as const) : ('ru' as const),
  };
  const answer = await callApi(context.api, 'public/booking/start', { body }, { clientAddress: context.clientAddress });
  if (answer.ok) {
    const sent = answer.data;
    const memo: BookMemo = {
      ...values,
      req: sent.request_id,
      key: choiceKey(choice),
      to: sent.phone_masked,
      until: sent.expires_at,
      len: String(sent.code_length),
    };
    return redirect(choiceHref(choice), { headers: await memoHeaders(request, memo) });
  }
  if (answer.code && TIME_GONE.has(answer.code)) {
    return redirect(choiceHref({ ...choice, start: undefined }, { said: answer.code }), { headers: await memoHeaders(request, values) });
  }
  return data<BookActionData>(
    { intent: 'start', error: refusalMessage(answer), values },
    { status: answer.status, headers: await memoHeaders(request, values) },
  );
}

async function confirm(choice: BookingChoice, form: FormData, memo: BookMemo, request: Request, context: AppLoadContext) {
  const contact: BookMemo = { name: memo.name, phone: memo.phone };
  if (!memo.req || memo.key !== choiceKey(choice)) {
    return redirect(choiceHref(choice, { said: 'booking_request_gone' }), { headers: await memoHeaders(request, contact) });
  }
  if (!choice.start) return redirect(choiceHref(choice));
  const code = text(form, 'code').replace(/\s/g, '');
  if (!bookingConfirmBodySchema.shape.code.safeParse(code).success)
    return data<BookActionData>({ intent: 'confirm', invalid: ['code'] }, { status: 400 });
  const body = { request_id: memo.req, code, starts_at: choice.start };
  const answer = await callApi(context.api, 'public/booking/confirm', { body }, { clientAddress: context.clientAddress });
  // Booked: the booking's own page; nothing of the booking stays in this browser but its link.
  if (answer.ok) return redirect(`/b/${encodeURIComponent(answer.data.token)}`, { headers: await memoHeaders(request, null) });
  if (answer.code && TIME_GONE.has(answer.code)) {
    const headers = await memoHeaders(request, { ...memo, code });
    return redirect(choiceHref({ ...choice, start: undefined }, { said: answer.code }), { headers });
  }
  if (answer.code && CODE_GONE.has(answer.code)) {
    return redirect(choiceHref(choice, { said: answer.code }), { headers: await memoHeaders(request, contact) });
  }
  if (answer.code === 'booking_code_wrong') {
    return data<BookActionData>({ intent: 'confirm', codeError: refusalMessage(answer) }, { status: answer.status });
  }
  return data<BookActionData>({ intent: 'confirm', error: refusalMessage(answer) }, { status: answer.status });
}
