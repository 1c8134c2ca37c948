import { createCookie } from '@remix-run/node';
import { isHttps } from '~/utils/session.server';

/**
 * What the booking page keeps between its steps besides the address, in a cookie of its own
 * (for the whole site: the page's data is read at `/book.data`, outside a `/book` path): the
 * name and phone typed (so a new code is asked for without typing them again), and
 * the code request the SMS went for. The request's id and the code never go into the address
 * (history, a shared link). When the time chosen was taken between the code and «Записаться»,
 * the code given is kept here too, so another time is confirmed with the same code
 * (docs/decisions/040-booking-into-the-live-queue.md). Nothing here is trusted: the API checks
 * the request and the code.
 */
export interface BookMemo {
  name?: string;
  phone?: string;
  /** The code request (`request_id`) and what it was made for (booking-choice.ts `choiceKey`). */
  req?: string;
  key?: string;
  /** Where the code went (`+7 916 ***-**-67`) and until when it is good. */
  to?: string;
  until?: string;
  /** The code the customer gave, while they choose another time; how many digits a code has. */
  code?: string;
  len?: string;
}

const FIELDS = ['name', 'phone', 'req', 'key', 'to', 'until', 'code', 'len'] as const;

/** Half an hour: long enough for a code (10 minutes) and a second try, short on a shared phone. */
const memoCookie = createCookie('wd_book', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 30 * 60 });

export async function readMemo(request: Request): Promise<BookMemo> {
  const raw: unknown = await memoCookie.parse(request.headers.get('Cookie')).catch(() => null);
  if (!raw || typeof raw !== 'object') return {};
  const memo: BookMemo = {};
  for (const field of FIELDS) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.length <= 200) memo[field] = value;
  }
  return memo;
}

/** The Set-Cookie header keeping this memo, or forgetting it (null). */
export async function memoHeaders(request: Request, memo: BookMemo | null): Promise<HeadersInit> {
  const secure = isHttps(request);
  const cookie = memo ? await memoCookie.serialize(memo, { secure }) : await memoCookie.serialize({}, { secure, maxAge: 0 });
  return { 'Set-Cookie': cookie };
}
