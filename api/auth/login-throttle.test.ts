import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './users';
import { assertMayTry, recordFailure, recordSuccess } from './login-throttle';
import { startTestApi, type TestApi } from '../test/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

let people = 0;
async function person() {
  people += 1;
  const login = `guarded${people}`;
  await createUser(api.database.db, { login, password: `${login}-password`, role: 'cashier', email: `${login}@example.test` });
  return { login, password: `${login}-password` };
}
const login = (body: { login: string; password: string }, address: string) =>
  api.call('POST', 'login', { body, headers: { 'X-Forwarded-For': address } });

describe('sign-in limits (issue 9)', () => {
  it('after 10 failures at one address the next attempt waits, even with the right password, and the answer does not tell whether the login exists', async () => {
    const real = await person();
    const ghost = { login: 'nobody-here', password: 'whatever-1' };
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ ...real, password: `wrong-${i}` }, '203.0.113.10')).status).toBe(401);
      expect((await login({ ...ghost, password: `wrong-${i}` }, '203.0.113.11')).status).toBe(401);
    }
    const blocked = await login(real, '203.0.113.10');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect(blocked.body.details).toMatch(/^Слишком много неудачных попыток входа\. Попробуйте через \d+ с\.$/);
    const ghostBlocked = await login(ghost, '203.0.113.11');
    expect(ghostBlocked.status).toBe(429);
    expect(ghostBlocked.body).toEqual(blocked.body);
    expect(ghostBlocked.headers.get('retry-after')).toBe(blocked.headers.get('retry-after'));

    // The real user at the desk (another address) is not locked out by the guesser.
    expect((await login(real, '198.51.100.7')).status).toBe(200);
  });

  it('one address guessing at many accounts is stopped after 30 failures', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await login({ login: `spray${i}`, password: 'Password1!' }, '203.0.113.20')).status).toBe(401);
    }
    const someone = await person();
    expect((await login(someone, '203.0.113.20')).status).toBe(429);
    expect((await login(someone, '203.0.113.21')).status).toBe(200);
  });

  it('guessing one account from many addresses slows to a wait of at most a minute', async () => {
    const target = await person();
    for (let i = 0; i < 50; i += 1) {
      expect((await login({ ...target, password: `guess-${i}` }, `192.0.2.${i + 1}`)).status).toBe(401);
    }
    const fromElsewhere = await login(target, '198.51.100.99');
    expect(fromElsewhere.status).toBe(429);
    expect(Number(fromElsewhere.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('waits grow with each further failure up to the cap, end by themselves, and a success forgets them', async () => {
    const db = api.database.db;
    const t0 = new Date('2026-01-01T10:00:00Z');
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    for (let i = 0; i < 10; i += 1) await recordFailure(db, 'clock', '10.1.1.1', at(i));
    await expect(assertMayTry(db, 'clock', '10.1.1.1', at(10))).rejects.toMatchObject({ status: 429, retryAfter: 29 });
    await expect(assertMayTry(db, 'clock', '10.1.1.1', at(40))).resolves.toBeUndefined();
    await recordFailure(db, 'clock', '10.1.1.1', at(40));
    await expect(assertMayTry(db, 'clock', '10.1.1.1', at(99))).rejects.toMatchObject({ retryAfter: 1 });
    await expect(assertMayTry(db, 'clock', '10.1.1.1', at(100))).resolves.toBeUndefined();
    for (let i = 0; i < 12; i += 1) await recordFailure(db, 'clock', '10.1.1.1', at(200 + i));
    // Capped at 15 minutes.
    await expect(assertMayTry(db, 'clock', '10.1.1.1', at(212))).rejects.toMatchObject({ retryAfter: 15 * 60 - 1 });
    await recordSuccess(db, 'clock', '10.1.1.1');
    // The address rule (30 free) has 23 failures left standing; the account's are forgotten.
    await expect(assertMayTry(db, 'clock', '10.1.1.1', at(213))).resolves.toBeUndefined();
  });
});

describe('common passwords (issue 9)', () => {
  it('are refused at registration and at a password change; an uncommon one is taken', async () => {
    const common = await api.call('POST', 'register', { body: { name: 'common1', email: 'common1@example.test', password: 'qwertyuiop', password_repeat: 'qwertyuiop' } });
    expect(common.status).toBe(400);
    expect(common.body.details).toBe('Этот пароль слишком распространён и легко подбирается. Выберите другой.');
    const upper = await api.call('POST', 'register', { body: { name: 'common2', email: 'common2@example.test', password: 'PASSWORD1', password_repeat: 'PASSWORD1' } });
    expect(upper.status).toBe(400);

    const fine = await api.call('POST', 'register', { body: { name: 'common3', email: 'common3@example.test', password: 'мойка-на-лесной', password_repeat: 'мойка-на-лесной' } });
    expect(fine.status).toBe(200);
    const token = fine.body.data.token as string;
    const change = await api.call('POST', 'user/password', { token, body: { current_password: 'мойка-на-лесной', password: 'iloveyou', password_repeat: 'iloveyou' } });
    expect(change.status).toBe(400);
    expect(change.body.details).toContain('слишком распространён');
    const ok = await api.call('POST', 'user/password', { token, body: { current_password: 'мойка-на-лесной', password: 'ключи-в-ячейке-7', password_repeat: 'ключи-в-ячейке-7' } });
    expect(ok.status).toBe(200);
  });
});
