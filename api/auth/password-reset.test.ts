import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, okOnlySchema } from '../contract/envelope';
import { passwordResetTokens, users } from '../db/schema';
import { testApiFixture } from '../test/test-api';
import type { MailProvider } from '../mail/provider';
import {
  passwordResetsSettled,
  requestPasswordReset,
  RESET_DONE,
  RESET_INVALID,
  RESET_MAIL_EVERY_MINUTES,
  RESET_REQUESTED,
} from './password-reset';
import { hashToken } from './tokens';
import { createUser, disableUser } from './users';

/** «Забыли пароль?» through the real call pipeline: the mails land in `api.mails`. */
const ctx = testApiFixture();
// After hooks run last registered first: the work left after the answers ends before the API closes.
afterAll(() => passwordResetsSettled());

let people = 0;
/** A user of their own for each test, so the hourly limit of one does not touch another. */
async function person(options: { disabled?: boolean } = {}) {
  people += 1;
  const login = `reset${people}`;
  const password = `${login}-old-password`;
  const email = `Reset.${people}@Example.test`;
  await createUser(ctx.api.database.db, { login, email, role: 'cashier', password });
  if (options.disabled) await disableUser(ctx.api.database.db, login);
  return { login, email, password };
}

let asked = 0;
/**
 * Asks for a reset and waits for the work done after the answer (lookup, token, mail); from
 * an address of its own unless told one, as requests are also counted per address.
 */
async function askReset(email: string, address = `198.51.100.${(asked += 1)}`) {
  const res = await ctx.api.call('POST', 'reset-password', { body: { email }, headers: { 'X-Forwarded-For': address } });
  await passwordResetsSettled();
  return res;
}

const confirm = (token: string, password: string) => ctx.post('reset-password/confirm', { token, password });
const signIn = (login: string, password: string) => ctx.post('login', { login, password });

function mailsTo(email: string) {
  return ctx.api.mails.filter((m) => m.to.toLowerCase() === email.toLowerCase());
}

function tokenOf(mail: { text: string }): string {
  const match = /\/reset_password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1]!;
}

describe('POST reset-password', () => {
  it('answers an unknown address exactly as a known one, and mails only the known', async () => {
    const { email } = await person();
    const known = await askReset(email);
    const unknown = await askReset('nobody-here@example.test');
    expect(known.status).toBe(200);
    expect(okOnlySchema.parse(known.body).details).toBe(RESET_REQUESTED);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(mailsTo('nobody-here@example.test')).toEqual([]);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('mails the account address (whatever case was typed) a link to the site with a single-use token, keeping only its hash', async () => {
    const { email } = await person();
    await askReset(email.toUpperCase());
    const [mail] = mailsTo(email);
    expect(mail!.to).toBe(email);
    expect(mail!.subject).toBe('Сброс пароля');
    expect(mail!.text).toContain(`http://localhost:${ctx.api.context.settings.PORT}/reset_password?token=`);
    const token = tokenOf(mail!);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await ctx.api.database.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const [row] = rows.filter((r) => r.tokenHash === hashToken(token));
    expect(row).toBeDefined();
    expect(row!.usedAt).toBeNull();
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 5);
  });

  it('builds the link from PUBLIC_ORIGIN, never from the Host the request names', async () => {
    const { email } = await person();
    const settings = ctx.api.context.settings;
    settings.PUBLIC_ORIGIN = ['https://wash.example.ru'];
    try {
      await ctx.api.call('POST', 'reset-password', {
        body: { email },
        headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example', Origin: 'https://evil.example' },
      });
      await passwordResetsSettled();
    } finally {
      settings.PUBLIC_ORIGIN = [];
    }
    const [mail] = mailsTo(email);
    expect(mail!.text).toContain('https://wash.example.ru/reset_password?token=');
    expect(mail!.text).not.toContain('evil.example');
  });

  it('sends nothing to a disabled account, with the same answer', async () => {
    const { email } = await person({ disabled: true });
    const res = await askReset(email);
    expect(res.status).toBe(200);
    expect(res.body.details).toBe(RESET_REQUESTED);
    expect(mailsTo(email)).toEqual([]);
    expect(
      await ctx.api.database.db
        .select()
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(eq(users.email, email)),
    ).toEqual([]);
  });

  it('a stranger asking from ten addresses for an hour sends at most 4 mails, and the holder always has a working link', async () => {
    const { login, email } = await person();
    const db = ctx.api.database.db;
    for (let minute = 0; minute < 60; minute += 5) {
      for (const i of [0, 1]) expect((await askReset(email, `10.7.${(minute / 5 + i) % 10}.1`)).status).toBe(200);
      // Whenever the holder looks, the newest mail in their box carries a link that works.
      const newest = tokenOf(mailsTo(email).at(-1)!);
      const alive = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(newest)),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, sql`now()`),
          ),
        );
      expect(alive).toHaveLength(1);
      // The holder asks too, late in the hour: the window's mail is already in their box.
      if (minute === 55) await askReset(email, '10.5.5.5');
      // Five minutes pass.
      await db.execute(
        sql`update password_reset_tokens
            set created_at = created_at - interval '5 minutes', expires_at = expires_at - interval '5 minutes'
            where user_id = (select id from users where login = ${login})`,
      );
    }
    expect(mailsTo(email)).toHaveLength(60 / RESET_MAIL_EVERY_MINUTES);
    expect((await confirm(tokenOf(mailsTo(email).at(-1)!), 'a brand new secret')).status).toBe(200);
    expect((await signIn(login, 'a brand new secret')).status).toBe(200);
    // Once one link is used, every other one is dead, and a new request mails at once.
    expect((await confirm(tokenOf(mailsTo(email)[0]!), 'another new secret')).body.details).toBe(RESET_INVALID);
    await askReset(email, '10.5.5.5');
    expect(mailsTo(email)).toHaveLength(60 / RESET_MAIL_EVERY_MINUTES + 1);
  });

  it('answers a flood from one address with waits, and still mails a holder asking from elsewhere', async () => {
    const { email } = await person();
    const stranger = '203.0.113.77';
    for (let i = 0; i < 10; i += 1) expect((await askReset(`nobody.${i}@example.test`, stranger)).status).toBe(200);
    const refused = await askReset(email, stranger);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'reset_throttled' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(mailsTo(email)).toHaveLength(0);
    expect((await askReset(email, '203.0.113.78')).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a mail that could not be sent holds no later request back', async () => {
    const { email } = await person();
    const failing: MailProvider = { name: 'down', send: () => Promise.reject(new Error('mail service down')) };
    const mailing = { mail: failing, logger: pino({ level: 'silent' }), origin: 'http://localhost' };
    expect(await requestPasswordReset(ctx.api.database.db, email, mailing)).toBe('mail_failed');
    expect(await requestPasswordReset(ctx.api.database.db, email, { ...mailing, mail: ctx.api.context.mail })).toBe('sent');
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('POST reset-password/confirm', () => {
  it('sets the new password once: the old one fails, the new one works, earlier sessions end', async () => {
    const { login, email, password } = await person();
    const before = await signIn(login, password);
    expect(before.status).toBe(200);
    const bearer = before.body.data.token as string;
    expect((await ctx.api.call('GET', 'user', { token: bearer })).status).toBe(200);

    await askReset(email);
    const token = tokenOf(mailsTo(email)[0]!);
    const done = await confirm(token, 'new and long secret');
    expect(done.status).toBe(200);
    expect(okOnlySchema.parse(done.body).details).toBe(RESET_DONE);

    expect((await signIn(login, password)).status).toBe(401);
    expect((await signIn(login, 'new and long secret')).status).toBe(200);
    expect((await ctx.api.call('GET', 'user', { token: bearer })).status).toBe(401);

    const again = await confirm(token, 'yet another secret');
    expect(again.status).toBe(400);
    expect(errorEnvelopeSchema.parse(again.body).details).toBe(RESET_INVALID);
    expect((await signIn(login, 'yet another secret')).status).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { login, email, password } = await person();
    await askReset(email);
    const token = tokenOf(mailsTo(email)[0]!);
    await ctx.api.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.tokenHash, hashToken(token)));
    const res = await confirm(token, 'new and long secret');
    expect(res.status).toBe(400);
    expect(res.body.details).toBe(RESET_INVALID);
    expect((await signIn(login, password)).status).toBe(200);
  });

  it('forgets tokens older than a day, whoever asked: they have no use left', async () => {
    const old = await person();
    await askReset(old.email);
    const oldHash = hashToken(tokenOf(mailsTo(old.email)[0]!));
    await ctx.api.database.db
      .update(passwordResetTokens)
      .set({ createdAt: sql`now() - interval '25 hours'`, expiresAt: sql`now() - interval '24 hours'` })
      .where(eq(passwordResetTokens.tokenHash, oldHash));
    const other = await person();
    await askReset(other.email);
    expect(await ctx.api.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, oldHash))).toEqual([]);
    expect(mailsTo(other.email)).toHaveLength(1);
  });

  it('refuses a made-up token, and a weak or common password without spending the link', async () => {
    expect((await confirm('not-a-token', 'new and long secret')).body.details).toBe(RESET_INVALID);
    const { login, email } = await person();
    await askReset(email);
    const token = tokenOf(mailsTo(email)[0]!);
    const short = await confirm(token, 'short');
    expect(short.status).toBe(400);
    const common = await confirm(token, 'password1');
    expect(common.status).toBe(400);
    expect(common.body.details).toMatch(/слишком распространён/);
    expect((await confirm(token, 'new and long secret')).status).toBe(200);
    expect((await signIn(login, 'new and long secret')).status).toBe(200);
  });

  it('refuses the link of an account disabled after it was sent', async () => {
    const { login, email } = await person();
    await askReset(email);
    const token = tokenOf(mailsTo(email)[0]!);
    await disableUser(ctx.api.database.db, login);
    expect((await confirm(token, 'new and long secret')).body.details).toBe(RESET_INVALID);
  });

  it('lets exactly one of two simultaneous uses of a link succeed', async () => {
    const { login, email } = await person();
    await askReset(email);
    const token = tokenOf(mailsTo(email)[0]!);
    const answers = await Promise.all([confirm(token, 'first new secret'), confirm(token, 'second new secret')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = answers[0]!.status === 200 ? 'first new secret' : 'second new secret';
    const loser = winner === 'first new secret' ? 'second new secret' : 'first new secret';
    expect((await signIn(login, winner)).status).toBe(200);
    expect((await signIn(login, loser)).status).toBe(401);
  });
});

describe('the work after the answer', () => {
  it('logged each request with its outcome and no error', () => {
    const outcomes = ctx.api.logs.filter((l) => l.event === 'password_reset_requested').map((l) => l.outcome);
    expect(new Set(outcomes)).toEqual(new Set(['sent', 'unknown', 'recently_sent']));
    expect(ctx.api.logs.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });
});
