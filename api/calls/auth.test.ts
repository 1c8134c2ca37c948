import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authAnswerSchema, profileAnswerSchema, sessionAnswerSchema } from '../contract/auth';
import { errorEnvelopeSchema } from '../contract/envelope';
import { createUser, disableUser } from '../auth/users';
import { authTokens, users } from '../db/schema';
import { freshTestApi, testApiFixture } from '../test/test-api';

const ctx = testApiFixture({
  setup: async (api) => {
    await createUser(api.database.db, {
      login: 'anna',
      name: 'Анна Петрова',
      email: 'Anna@Example.test',
      role: 'master',
      password: 'correct horse',
    });
  },
});

const login = (body: unknown) => ctx.post('login', body);

describe('POST login', () => {
  it('signs in by user name and answers token, name and role', async () => {
    const res = await login({ login: 'anna', password: 'correct horse' });
    expect(res.status).toBe(200);
    const answer = authAnswerSchema.parse(res.body);
    expect(answer.data).toMatchObject({ name: 'Анна Петрова', role: 'master' });
    expect(Buffer.from(answer.data.token, 'base64url')).toHaveLength(32);
  });

  it('signs in by e-mail, whatever its case', async () => {
    const res = await login({ login: 'anna@example.TEST', password: 'correct horse' });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with Russian details, the same as for an unknown login', async () => {
    const wrong = await login({ login: 'anna', password: 'wrong password' });
    const unknown = await login({ login: 'nobody', password: 'wrong password' });
    expect(wrong.status).toBe(401);
    expect(errorEnvelopeSchema.parse(wrong.body).details).toBe('Неверный логин или пароль');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('keeps only a hash of the token, expiring in 12 hours, or 30 days with remember me', async () => {
    const short = authAnswerSchema.parse((await login({ login: 'anna', password: 'correct horse' })).body).data.token;
    const long = authAnswerSchema.parse((await login({ login: 'anna', password: 'correct horse', remember: true })).body).data.token;
    const rows = await ctx.api.database.db.select().from(authTokens);
    expect(rows.some((r) => r.tokenHash === short || r.tokenHash === long)).toBe(false);
    const hours = (r: (typeof rows)[number]) => (r.expiresAt.getTime() - r.createdAt.getTime()) / 3_600_000;
    const byRemember = rows.filter((r) => r.remember);
    expect(byRemember.length).toBeGreaterThan(0);
    for (const r of byRemember) expect(hours(r)).toBeCloseTo(30 * 24, 0);
    for (const r of rows.filter((x) => !x.remember)) expect(hours(r)).toBeCloseTo(12, 0);
  });

  it('stores the password as argon2id with the OWASP parameters', async () => {
    const [row] = await ctx.api.database.db.select().from(users).where(eq(users.login, 'anna'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  it('refuses a disabled user', async () => {
    await createUser(ctx.api.database.db, { login: 'gone', role: 'cashier', password: 'gone-password' });
    await disableUser(ctx.api.database.db, 'gone');
    const res = await login({ login: 'gone', password: 'gone-password' });
    expect(res.status).toBe(401);
  });
});

describe('POST register', () => {
  const valid = { name: 'ivan', email: 'ivan@example.test', password: 'long enough', password_repeat: 'long enough' };

  it('creates a cashier and signs them in', async () => {
    const res = await ctx.post('register', valid);
    expect(res.status).toBe(200);
    const answer = authAnswerSchema.parse(res.body);
    expect(answer.data).toMatchObject({ name: 'ivan', role: 'cashier' });
    const me = await ctx.api.call('GET', 'user', { token: answer.data.token });
    expect(profileAnswerSchema.parse(me.body).data).toMatchObject({
      name: 'ivan',
      email: 'ivan@example.test',
      role: 'cashier',
      emailVerifiedAt: null,
    });
  });

  it('takes a Cyrillic name with a space, and signs in by it', async () => {
    const body = { name: 'Иван Петров', email: 'ivan.petrov@example.test', password: 'long enough', password_repeat: 'long enough' };
    expect((await ctx.post('register', body)).status).toBe(200);
    const login = await ctx.post('login', { login: 'Иван Петров', password: 'long enough' });
    expect(authAnswerSchema.parse(login.body).data.name).toBe('Иван Петров');
    const doubled = await ctx.post('register', { ...body, name: 'Иван  Петров', email: 'x@example.test' });
    expect(doubled.status).toBe(400);
  });

  it('refuses a taken name or e-mail with 409', async () => {
    const sameName = await ctx.post('register', { ...valid, email: 'other@example.test' });
    expect(sameName.status).toBe(409);
    expect(sameName.body.details).toBe('Этот логин уже занят');
    const sameEmail = await ctx.post('register', { ...valid, name: 'ivan2', email: 'IVAN@example.test' });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.details).toBe('Пользователь с таким e-mail уже существует');
  });

  it('refuses a password under 8 characters and a repeat that differs, in Russian', async () => {
    const short = await ctx.post('register', {
      ...valid,
      name: 'petr',
      email: 'p@example.test',
      password: 'short',
      password_repeat: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body.details).toMatch(/^password: .*8/);
    const differ = await ctx.post('register', { ...valid, name: 'petr', email: 'p@example.test', password_repeat: 'something else' });
    expect(differ.status).toBe(400);
    expect(differ.body.details).toBe('password_repeat: Пароли не совпадают');
  });

  it('says registration is closed when ALLOW_REGISTRATION is false', async () => {
    const closed = await freshTestApi({ allowRegistration: false });
    const res = await closed.call('POST', 'register', { body: valid });
    expect(res.status).toBe(403);
    expect(res.body.details).toBe('Регистрация закрыта. Обратитесь к администратору.');
  });
});

describe('the session: user, session check, logout, expiry, disabling', () => {
  it('answers the profile and the session check for a valid token', async () => {
    const token = await ctx.api.signInAs('cashier', 'olga');
    const me = profileAnswerSchema.parse((await ctx.api.call('GET', 'user', { token })).body);
    expect(me.data).toMatchObject({ name: 'olga', email: 'olga@example.test', role: 'cashier' });
    const session = sessionAnswerSchema.parse((await ctx.api.call('GET', 'session', { token })).body);
    expect(session.data.email).toBe('olga@example.test');
    expect(new Date(session.data.expires_at).getTime()).toBeGreaterThan(Date.now());
  });

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    const variants: Array<Record<string, string>> = [{}, { Authorization: 'Basic abc' }, { Authorization: 'Bearer not-a-token' }];
    for (const headers of variants) {
      const res = await ctx.api.call('GET', 'user', { headers });
      expect(res.status).toBe(401);
      expect(errorEnvelopeSchema.parse(res.body).details).toBeTruthy();
    }
  });

  it('revokes the token on logout', async () => {
    const token = await ctx.api.signInAs('master', 'leaving');
    expect((await ctx.api.call('POST', 'logout', { token })).body).toEqual({ result: 'ok' });
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await ctx.api.signInAs('master', 'expiring');
    const user = (await ctx.api.database.db.select().from(users).where(eq(users.login, 'expiring')))[0]!;
    await ctx.api.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(401);
  });

  it('refuses the token of a disabled user at once', async () => {
    const token = await ctx.api.signInAs('cashier', 'fired');
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(200);
    await disableUser(ctx.api.database.db, 'fired');
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(401);
  });
});

describe('POST user/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const token = await ctx.api.signInAs('master', 'changer');
    const other = authAnswerSchema.parse((await login({ login: 'changer', password: 'changer-password' })).body).data.token;

    const wrong = await ctx.api.call('POST', 'user/password', {
      token,
      body: { current_password: 'nope', password: 'new password 1', password_repeat: 'new password 1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toBe('Текущий пароль указан неверно');

    const ok = await ctx.api.call('POST', 'user/password', {
      token,
      body: { current_password: 'changer-password', password: 'new password 1', password_repeat: 'new password 1' },
    });
    expect(ok.status).toBe(200);
    expect((await ctx.api.call('GET', 'user', { token })).status).toBe(200);
    expect((await ctx.api.call('GET', 'user', { token: other })).status).toBe(401);
    expect((await login({ login: 'changer', password: 'new password 1' })).status).toBe(200);
    expect((await login({ login: 'changer', password: 'changer-password' })).status).toBe(401);
  });
});

describe('POST reset-password', () => {
  it('answers the same neutral message for a known and an unknown address', async () => {
    const known = await ctx.post('reset-password', { email: 'anna@example.test' });
    const unknown = await ctx.post('reset-password', { email: 'stranger@example.test' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.details).toMatch(/ссылку для сброса пароля/);
  });
});
