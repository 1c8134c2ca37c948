import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { callApi, type ApiAnswer } from '#contract/client';
import { instantParam } from '~/components/booking/booking-choice';
import { businessDateOf, zoneLabel } from '~/components/booking/booking-format';
import { refusalMessage } from '~/utils/api-text';
import { publicRefusal } from '~/utils/public-refusal.server';
import { pageLocale } from '~/utils/customer-locale.server';
import { encodeError } from '~/utils/form-errors';

/** Why the times are offered again (`?said=`): the time chosen was taken meanwhile, or was none the page offered. */
const SAID = ['booking_slot_taken', 'booking_slot_outside'] as const;

/** What the page was sent back with after a change (`?done=`), said once above the booking. */
const DONE = ['moved', 'canceled'] as const;

/** A link that opens nothing (unknown, malformed, expired) is 410 with one sentence for all; too many requests 429. */
const refused = (answer: ApiAnswer<unknown> & { ok: false }) => publicRefusal(answer, true);

const pageOf = (token: string, search = '') => `/b/${encodeURIComponent(token)}${search ? `?${search}` : ''}`;

/**
 * A booking's own page (`GET /api/v1/public/b/{token}`), and while it may still be changed,
 * the free times to move it to (`?move=1`, the day and time chosen in `date` and `start`) or
 * the question before cancelling (`?cancel=1`).
 */
export async function bookingPageLoader({ params, request, context }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  const url = new URL(request.url);
  const call = { clientAddress: context.clientAddress };
  const answer = await callApi(context.api, 'public/b/:token', { params: { token } }, call);
  if (!answer.ok) throw refused(answer);
  const view = answer.data;
  const asked: 'move' | 'cancel' | null =
    url.searchParams.get('move') === '1' ? 'move' : url.searchParams.get('cancel') === '1' ? 'cancel' : null;
  const mode = view.change_until ? asked : null;
  let slots = null;
  let slotsError: string | null = null;
  if (mode === 'move') {
    const free = await callApi(context.api, 'public/b/:token/slots', { params: { token } }, call);
    if (free.ok) slots = { minutes: free.data.minutes, days: free.data.days };
    else if (free.status === 429 || free.status === 410) throw refused(free);
    else slotsError = refusalMessage(free);
  }
  const start = instantParam(url.searchParams.get('start'));
  const done = url.searchParams.get('done');
  return {
    token,
    view,
    mode,
    slots,
    slotsError,
    start: mode === 'move' ? (start ?? null) : null,
    done: DONE.find((d) => d === done) ?? null,
    said: sayAgain(url.searchParams.get('said')),
    today: businessDateOf(new Date(), view.time_zone),
    zone: zoneLabel(view.time_zone, await pageLocale(request)),
  };
}

function sayAgain(said: string | null): string | null {
  const code = SAID.find((c) => c === said);
  return code ? refusalMessage({ code, details: '' }) : null;
}

/** What the move and cancel forms get back when they stay on the page. */
export interface BookingPageActionData {
  intent: 'move' | 'cancel' | 'other';
  error: string;
  /** The failure was the server's (5xx, a timeout), not a refusal: the same time may be sent again. */
  again?: boolean;
}

const mayTryAgain = (status: number) => status >= 500 || status === 408;

/** «Перенести» (`move`, the new time) and «Отменить запись» (`cancel`): plain posts, answered by the page again. */
export async function bookingPageAction({ params, request, context }: ActionFunctionArgs) {
  const token = params.token ?? '';
  const form = await request.formData();
  const call = { clientAddress: context.clientAddress };
  const intent = form.get('intent');
  if (intent === 'move') {
    const startsAt = form.get('starts_at');
    const body = { starts_at: typeof startsAt === 'string' ? startsAt.slice(0, 40) : '' };
    const answer = await callApi(context.api, 'public/b/:token/move', { params: { token }, body }, call);
    if (answer.ok) return redirect(pageOf(token, 'done=moved'));
    // The times again, saying why: the time was taken meanwhile, or it is none the shop offers (a
    // post made by hand, or the hours changed since the page was read).
    if (answer.code === 'booking_slot_taken') return redirect(pageOf(token, 'move=1&said=booking_slot_taken'));
    if (answer.code === 'booking_slot_outside' || answer.status === 400) return redirect(pageOf(token, 'move=1&said=booking_slot_outside'));
    if (answer.status === 410 || answer.status === 429) throw refused(answer);
    return data<BookingPageActionData>(
      { intent: 'move', error: refusalMessage(answer), again: mayTryAgain(answer.status) },
      { status: answer.status },
    );
  }
  if (intent === 'cancel') {
    const answer = await callApi(context.api, 'public/b/:token/cancel', { params: { token } }, call);
    if (answer.ok) return redirect(pageOf(token, 'done=canceled'));
    if (answer.status === 410 || answer.status === 429) throw refused(answer);
    return data<BookingPageActionData>({ intent: 'cancel', error: refusalMessage(answer) }, { status: answer.status });
  }
  return data<BookingPageActionData>({ intent: 'other', error: encodeError('somethingWentWrong') }, { status: 400 });
}
