import { describe, expect, it } from 'vitest';
import { refusalStatus, withRefusalStatus } from './refusal-status.server';

/** Remix's `data(...)`: the answer and the status it goes out with. */
const sent = (answer: unknown) => answer as { data: unknown; init: { status: number } };

describe('the status a refused page action answers with', () => {
  it("passes on the API's refusals", () => {
    for (const status of [400, 403, 404, 409, 410, 422, 423, 429, 502, 503]) expect(refusalStatus(status)).toBe(status);
  });

  it('says 400 for a refusal of the page itself, and never a status outside 4xx/5xx', () => {
    for (const status of [undefined, 0, 200, 302, 600]) expect(refusalStatus(status)).toBe(400);
  });

  it('does not pass on what speaks of the way to a remote API: 4xx as 400, 5xx as 502', () => {
    expect([408, 411, 413, 415, 421].map(refusalStatus)).toEqual([400, 400, 400, 400, 400]);
    expect([500, 501, 504].map(refusalStatus)).toEqual([502, 502, 502]);
  });

  it('wraps a refusal only: a success, even one carrying an `error` word, and a redirect go out as they are', async () => {
    const refused = { ok: false, error: 'i18n:api.pay_sum_too_big', status: 409 };
    expect(sent(await withRefusalStatus(refused))).toMatchObject({ data: refused, init: { status: 409 } });
    const wizard = { error: 'i18n:common:wizard.noServices' };
    expect(sent(await withRefusalStatus(Promise.resolve(wizard))).init.status).toBe(400);
    const success = { ok: true, error: 'not a refusal' };
    expect(await withRefusalStatus(success)).toBe(success);
    const redirect = new Response(null, { status: 302, headers: { Location: '/' } });
    expect(await withRefusalStatus(redirect)).toBe(redirect);
  });
});
