import { createSession } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { readSession, sessionCookies } from './session.server';

const SECRET = 'session-memo-test-secret-0123456789';

describe('the memo of verified session cookies', () => {
  const session = { getSession: (cookie: string) => readSession(cookie, SECRET) };
  const request = (cookie: string) => cookie;

  async function signedCookie(data: Record<string, unknown>): Promise<string> {
    const setCookie = await sessionCookies(SECRET).storage.commitSession(createSession(data));
    return setCookie.split(';')[0]!;
  }

  it('answers the same header with what was verified for it', async () => {
    const cookie = await signedCookie({ token: 't-master', name: 'Мастер', role: 'master' });
    expect((await session.getSession(request(cookie))).get('token')).toBe('t-master');
    expect((await session.getSession(request(cookie))).get('token')).toBe('t-master');
  });

  it('never lends one header what another held: two session cookies in a header are not a key for either', async () => {
    const mine = await signedCookie({ token: 't-attacker', name: 'Мастер', role: 'master' });
    const ended = await signedCookie({ expired: true });
    // The cookie library reads the first (a name with a space is trimmed); a second one must not take its data.
    const [, mineValue] = mine.split(/=(.*)/s);
    await session.getSession(request(`wd_session =${mineValue}; ${ended}`));
    const victim = await session.getSession(request(ended));
    expect(victim.get('token')).toBeUndefined();
    expect(victim.get('expired')).toBe(true);
  });

  it('checks a forged value in full', async () => {
    const cookie = await signedCookie({ token: 't-cashier', name: 'Кассир', role: 'cashier' });
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await session.getSession(request(forged))).get('token')).toBeUndefined();
  });
});
