import { describe, expect, it } from 'vitest';
import { publicPageHeaders, publicRefusal } from './public-refusal.server';

const refused = (status: number) => ({ ok: false as const, status, code: 'x', details: 'x' });
const headersOf = (fn: ReturnType<typeof publicPageHeaders>, errorHeaders?: Headers) =>
  new Headers(
    fn({ errorHeaders, loaderHeaders: new Headers(), parentHeaders: new Headers(), actionHeaders: new Headers() }) as HeadersInit,
  );

describe('a refused customer page', () => {
  it('is 429 with when to try again, 410 for a link that opens nothing, 502 otherwise; never indexed', () => {
    const throttled = publicRefusal(refused(429), true);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('Retry-After')).toBe('60');
    expect(publicRefusal(refused(410), true).status).toBe(410);
    expect(publicRefusal(refused(400), true).status).toBe(410);
    expect(publicRefusal(refused(410), false).status).toBe(502);
    expect(publicRefusal(refused(500), true).headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
  });

  it('keeps its Retry-After in the page answer, beside the page’s own headers', () => {
    const own = publicPageHeaders({ 'X-Robots-Tag': 'noindex, nofollow' });
    const answer = headersOf(own, publicRefusal(refused(429), true).headers);
    expect(answer.get('Retry-After')).toBe('60');
    expect(answer.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(headersOf(own).get('Retry-After')).toBeNull();
  });
});
