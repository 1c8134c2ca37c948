import type { HeadersFunction } from '@remix-run/node';
import type { ApiAnswer } from '#contract/client';
import { refusalMessage } from './api-text';

/** The public limit counts a minute (api/public/rate-limit.ts): a refused page may be asked for again after it. */
const RETRY_AFTER_SECONDS = 60;

/**
 * A customer's page the API refused, as its route's ErrorBoundary says it in one plain sentence:
 * too many requests 429 (with when to try again), and for a page opened by a link (`byLink`),
 * a link that opens nothing (unknown, malformed, expired) 410, one answer for all. Anything
 * else is the server's trouble, 502. Never indexed.
 */
export function publicRefusal(answer: ApiAnswer<unknown> & { ok: false }, byLink: boolean): Response {
  const gone = byLink && (answer.status === 410 || answer.status === 400);
  const status = answer.status === 429 ? 429 : gone ? 410 : 502;
  const headers: Record<string, string> = { 'X-Robots-Tag': 'noindex, nofollow' };
  if (status === 429) headers['Retry-After'] = String(RETRY_AFTER_SECONDS);
  return new Response(refusalMessage(answer), { status, headers });
}

/**
 * A customer's page's own headers, and the refusal's `Retry-After` when the page is one: Remix
 * hands a thrown response's headers to the route's `headers` as `errorHeaders`, and keeps only
 * what that returns.
 */
export function publicPageHeaders(own: Record<string, string>): HeadersFunction {
  return ({ errorHeaders }) => {
    const retryAfter = errorHeaders?.get('Retry-After');
    return retryAfter ? { ...own, 'Retry-After': retryAfter } : own;
  };
}
