import { describe, expect, it } from 'vitest';
import { createUser } from './users';
import { like } from 'drizzle-orm';
import { parseSettings } from '../settings';
import { loginThrottle } from '../db/schema';
import { attemptSucceeded, countAttempt } from './login-throttle';
import { freshTestApi, testApiFixture } from '../test/test-api';

const ctx = testApiFixture();

let people = 0;
async function person() {
  people += 1;
  const login = `guarded${people}`;
  await createUser(ctx.api.database.db, { login, password: `${login}-password`, role: 'cashier', email: `${login}@example.test` });
  return { login, password: `${login}-password` };
}
const login = (body: { login: string; password: string; device?: string }, address: string) =>
  ctx.api.call('POST', 'login', { body, headers: { 'X-Forwarded-For': address } });

describe('sign-in limits (docs/security.md)', () => {
  it('after 10 failures at one address the next try waits, right password or not, and does not tell if the login exists', async () => {
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
    const db = ctx.api.database.db;
    const t0 = new Date('2026-01-01T10:00:00Z');
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
    const attempt = { login: 'clock', address: '10.1.1.1' };
    for (let i = 0; i < 10; i += 1) await countAttempt(db, attempt, at(i));
    await expect(countAttempt(db, attempt, at(10))).rejects.toMatchObject({ kind: 'too_many', retryAfter: 29 });
    await countAttempt(db, attempt, at(40));
    await expect(countAttempt(db, attempt, at(99))).rejects.toMatchObject({ retryAfter: 1 });
    await countAttempt(db, attempt, at(100));
    // Each further failure, made as soon as the wait ends, doubles it: 2, 4, 8 min, then the cap.
    await countAttempt(db, attempt, at(220));
    await expect(countAttempt(db, attempt, at(459))).rejects.toMatchObject({ retryAfter: 1 });
    await countAttempt(db, attempt, at(460));
    await expect(countAttempt(db, attempt, at(939))).rejects.toMatchObject({ retryAfter: 1 });
    await countAttempt(db, attempt, at(940));
    await expect(countAttempt(db, attempt, at(941))).rejects.toMatchObject({ retryAfter: 15 * 60 - 1 });
    const later = at(940 + 15 * 60);
    const counted = await countAttempt(db, attempt, later);
    await attemptSucceeded(db, counted, later);
    // The account's counts are forgotten; the address (30 free) is still below its limit.
    await expect(countAttempt(db, attempt, later)).resolves.toBeDefined();
  });
});

describe('sign-in limits under concurrency and lock-out (docs/security.md, the second round)', () => {
  it('a burst of 200 parallel wrong sign-ins for one account from one address checks at most 10 passwords', async () => {
    const target = await person();
    const burst = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login({ ...target, password: i === 150 ? target.password : `burst-${i}` }, '203.0.113.40')),
    );
    const statuses = burst.map((r) => r.status);
    const checked = statuses.filter((s) => s !== 429).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401 || s === 200).length).toBe(checked);
    expect(statuses.filter((s) => s === 429).length).toBe(200 - checked);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
  });

  it('ten tablets behind one router signing in to one account at once all get in (no deadlock, no 500)', async () => {
    const staff = await person();
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(staff, '203.0.113.41')));
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
  });

  it('the login and the e-mail of one account share its counts', async () => {
    const target = await person();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ login: i % 2 ? target.login : `${target.login}@example.test`, password: `both-${i}` }, '203.0.113.41'),
      ),
    );
    expect(burst.filter((r) => r.status === 401)).toHaveLength(10);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(30);
  });

  it('failures from many addresses do not keep the owner out of a device or address where they signed in before', async () => {
    const owner = await person();
    const device = 'desk-device-0123456789abcdef';
    expect((await login({ ...owner, device }, '198.51.100.50')).status).toBe(200);
    expect((await login(owner, '198.51.100.51')).status).toBe(200);
    for (let i = 0; i < 60; i += 1) {
      expect([401, 429]).toContain((await login({ ...owner, password: `guess-${i}` }, `192.0.2.${100 + (i % 60)}`)).status);
    }
    // A new place is held by the account-wide rule…
    expect((await login(owner, '198.51.100.52')).status).toBe(429);
    // …the owner's own device and the address they used before are not.
    expect((await login({ ...owner, device }, '198.51.100.53')).status).toBe(200);
    expect((await login(owner, '198.51.100.51')).status).toBe(200);
  });

  it('a forged device id is just an unknown device', async () => {
    const owner = await person();
    for (let i = 0; i < 50; i += 1) await login({ ...owner, password: `guess-${i}` }, `192.0.2.${i + 1}`);
    expect((await login({ ...owner, device: 'guessed-device-id-000000' }, '198.51.100.60')).status).toBe(429);
  });

  it('X-Forwarded-For counts only from a proxy named in TRUSTED_PROXIES', async () => {
    const strict = await freshTestApi({ trustedProxies: parseSettings({ TRUSTED_PROXIES: '10.0.0.5' }).TRUSTED_PROXIES });
    await createUser(strict.database.db, { login: 'lan-target', password: 'lan-target-password', role: 'cashier' });
    // A device on the network that "changes its address" each time is still one address.
    for (let i = 0; i < 10; i += 1) {
      const r = await strict.call('POST', 'login', {
        body: { login: 'lan-target', password: `x-${i}-guess` },
        headers: { 'X-Forwarded-For': `10.9.9.${i}` },
      });
      expect(r.status).toBe(401);
    }
    const next = await strict.call('POST', 'login', {
      body: { login: 'lan-target', password: 'lan-target-password' },
      headers: { 'X-Forwarded-For': '10.9.9.200' },
    });
    expect(next.status).toBe(429);
    expect(parseSettings({}).TRUSTED_PROXIES).toEqual(['loopback']);
    expect(() => parseSettings({ TRUSTED_PROXIES: 'everyone' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('wrong current passwords at a password change wait after 5, even for a signed-in session', async () => {
    const owner = await person();
    const token = (await login(owner, '198.51.100.70')).body.data.token as string;
    const change = (current: string) =>
      ctx.api.call('POST', 'user/password', {
        token,
        body: { current_password: current, password: 'совсем-новый-пароль', password_repeat: 'совсем-новый-пароль' },
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`wrong-${i}`)).status).toBe(400);
    const held = await change(owner.password);
    expect(held.status).toBe(429);
    expect(held.body.details).toMatch(/^Слишком много неверных попыток ввести текущий пароль\. Попробуйте через \d+ с\.$/);
  });

  it('registration, when open, is limited per address', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i += 1) {
      const name = `signup${i}x${Date.now() % 100000}`;
      const res = await ctx.api.call('POST', 'register', {
        body: { name, email: `${name}@example.test`, password: 'долгий-пароль-123', password_repeat: 'долгий-пароль-123' },
        headers: { 'X-Forwarded-For': '203.0.113.90' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('quiet counts are swept from the table', async () => {
    const db = ctx.api.database.db;
    const old = new Date(Date.now() - 3_600_000);
    await countAttempt(db, { login: 'sweep-me', address: '10.2.2.2' }, old);
    // The next attempt a minute or more later sweeps what has been quiet for 15 minutes.
    await countAttempt(db, { login: 'someone-else', address: '10.2.2.3' }, new Date(Date.now() + 120_000));
    const rows = await db.select().from(loginThrottle).where(like(loginThrottle.key, '%sweep-me%'));
    expect(rows).toEqual([]);
  });
});

describe('common passwords (docs/security.md)', () => {
  it('are refused at registration and at a password change; an uncommon one is taken', async () => {
    const common = await ctx.post('register', {
      name: 'common1',
      email: 'common1@example.test',
      password: 'qwertyuiop',
      password_repeat: 'qwertyuiop',
    });
    expect(common.status).toBe(400);
    expect(common.body.details).toBe('Этот пароль слишком распространён и легко подбирается. Выберите другой.');
    const upper = await ctx.post('register', {
      name: 'common2',
      email: 'common2@example.test',
      password: 'PASSWORD1',
      password_repeat: 'PASSWORD1',
    });
    expect(upper.status).toBe(400);

    const fine = await ctx.post('register', {
      name: 'common3',
      email: 'common3@example.test',
      password: 'мойка-на-лесной',
      password_repeat: 'мойка-на-лесной',
    });
    expect(fine.status).toBe(200);
    const token = fine.body.data.token as string;
    const change = await ctx.api.call('POST', 'user/password', {
      token,
      body: { current_password: 'мойка-на-лесной', password: 'iloveyou', password_repeat: 'iloveyou' },
    });
    expect(change.status).toBe(400);
    expect(change.body.details).toContain('слишком распространён');
    const ok = await ctx.api.call('POST', 'user/password', {
      token,
      body: { current_password: 'мойка-на-лесной', password: 'ключи-в-ячейке-7', password_repeat: 'ключи-в-ячейке-7' },
    });
    expect(ok.status).toBe(200);
  });
});
