import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetsSettled, RESET_REQUESTED } from '../auth/password-reset';
import { createUser } from '../auth/users';
import { parseSettings, SettingsError } from '../settings';
import { testApiFixture } from '../test/test-api';
import { jumpingEachTimeout } from '../test/fake-timeouts';
import { configuredMailProvider } from './configured';
import { logMailProvider, MailError, POSTMARK_API, postmarkMailProvider } from './provider';

/** Postmark is outside the product: msw plays it, over the real fetch of the provider. */
const POSTMARK_EMAIL = `${POSTMARK_API}/email`;
const postmark = setupServer();
const received: Array<{ token: string | null; body: Record<string, unknown> }> = [];

const accepts = http.post(POSTMARK_EMAIL, async ({ request }) => {
  received.push({ token: request.headers.get('X-Postmark-Server-Token'), body: (await request.json()) as Record<string, unknown> });
  return HttpResponse.json({
    To: 'x',
    SubmittedAt: new Date().toISOString(),
    MessageID: '00000000-0000-0000-0000-000000000001',
    ErrorCode: 0,
    Message: 'OK',
  });
});
const fails = http.post(POSTMARK_EMAIL, () => HttpResponse.json({ ErrorCode: 100, Message: 'Maintenance' }, { status: 503 }));
const refuses = http.post(POSTMARK_EMAIL, () => HttpResponse.json({ ErrorCode: 406, Message: 'Inactive recipient' }, { status: 422 }));
/** Calls that reached a service that never answers. */
let hung = 0;
const hangs = http.post(POSTMARK_EMAIL, async () => {
  hung += 1;
  await delay('infinite');
  return HttpResponse.json({ ErrorCode: 0 });
});
const unreachable = http.post(POSTMARK_EMAIL, () => HttpResponse.error());

const provider = postmarkMailProvider({ apiKey: 'server-token', from: 'robot@wash.example.ru', timeoutMs: 300 });
const mail = { to: 'anna@example.test', subject: 'Сброс пароля', text: 'Ссылка: https://wash.example.ru/reset_password?token=abc' };

beforeAll(() => postmark.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => postmark.resetHandlers());
afterAll(() => postmark.close());

describe('Postmark provider', () => {
  it('posts From, To, Subject and TextBody with the server token', async () => {
    postmark.use(accepts);
    await provider.send(mail);
    expect(received.at(-1)).toEqual({
      token: 'server-token',
      body: { From: 'robot@wash.example.ru', To: mail.to, Subject: mail.subject, TextBody: mail.text, MessageStream: 'outbound' },
    });
  });

  for (const [name, handler, message] of [
    ['a 5xx answer', fails, /answered 503/],
    ['a refusal (422 with an ErrorCode)', refuses, /answered 422: Inactive recipient/],
    ['an unreachable server', unreachable, /unreachable/],
  ] as const) {
    it(`fails with MailError on ${name}`, async () => {
      postmark.use(handler);
      const sending = provider.send(mail);
      await expect(sending).rejects.toBeInstanceOf(MailError);
      await expect(sending).rejects.toThrow(message);
    });
  }

  it('fails with MailError when the service does not answer within its timeout (300 ms, on a fake clock)', async () => {
    postmark.use(hangs);
    const sending = jumpingEachTimeout(
      () => provider.send(mail),
      () => hung,
      300,
    );
    await expect(sending).rejects.toBeInstanceOf(MailError);
    await expect(sending).rejects.toThrow(/unreachable: The mail service did not answer/);
  });
});

describe('log provider', () => {
  it('writes one log line and appends the mail to MAIL_OUTBOX_FILE', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'washdesk-mail-'));
    try {
      const lines: string[] = [];
      const logger = pino(
        { level: 'info' },
        new Writable({
          write(chunk: Buffer, _enc, done) {
            lines.push(...chunk.toString().split('\n').filter(Boolean));
            done();
          },
        }),
      );
      const outbox = path.join(dir, 'mail.log');
      await logMailProvider(logger, outbox).send(mail);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({ event: 'mail', to: mail.to, subject: mail.subject });
      const written = await readFile(outbox, 'utf8');
      expect(written).toContain(`Mail to ${mail.to}: ${mail.subject}`);
      expect(written).toContain(mail.text);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('settings', () => {
  it('default to the log provider, and refuse postmark without MAIL_API_KEY and MAIL_FROM', () => {
    const logger = pino({ level: 'silent' });
    expect(configuredMailProvider(logger, parseSettings({})).name).toBe('log');
    expect(() => parseSettings({ MAIL_PROVIDER: 'postmark' })).toThrow(SettingsError);
    expect(() => parseSettings({ MAIL_PROVIDER: 'postmark', MAIL_API_KEY: 'k' })).toThrow(/MAIL_FROM/);
    expect(() => parseSettings({ MAIL_PROVIDER: 'postmark', MAIL_FROM: 'robot@wash.example.ru' })).toThrow(/MAIL_API_KEY/);
    expect(() => parseSettings({ MAIL_PROVIDER: 'postmark', MAIL_API_KEY: 'k', MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => parseSettings({ MAIL_PROVIDER: 'smtp' })).toThrow(/MAIL_PROVIDER/);
    const settings = parseSettings({ MAIL_PROVIDER: 'postmark', MAIL_API_KEY: 'k', MAIL_FROM: 'robot@wash.example.ru' });
    expect(configuredMailProvider(logger, settings).name).toBe('postmark');
  });
});

describe('a reset request with Postmark behind it', () => {
  const ctx = testApiFixture({
    // A long timeout: were the answer waiting for the mail, the slow service below would hold it.
    mail: () => postmarkMailProvider({ apiKey: 'server-token', from: 'robot@wash.example.ru', timeoutMs: 20_000 }),
    setup: async (api) => {
      // One account per test: an account gets one reset mail per window while its link is unused (docs/security.md).
      for (const login of ['pavel', 'petr', 'pyotr']) {
        await createUser(api.database.db, { login, email: `${login}@example.test`, role: 'master', password: `${login}-old-password` });
      }
    },
  });
  // After hooks run last registered first: the work left after the answers ends before the API closes.
  afterAll(() => passwordResetsSettled());

  it('mails the link through Postmark', async () => {
    postmark.use(accepts);
    const res = await ctx.post('reset-password', { email: 'pavel@example.test' });
    expect(res.body.details).toBe(RESET_REQUESTED);
    await passwordResetsSettled();
    const sent = received.at(-1)!.body;
    expect(sent).toMatchObject({ From: 'robot@wash.example.ru', To: 'pavel@example.test', Subject: 'Сброс пароля' });
    expect(String(sent.TextBody)).toMatch(/\/reset_password\?token=[\w-]{43}/);
  });

  it('answers before the mail is sent: a slow mail service does not slow the answer', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let reached = false;
    postmark.use(
      http.post(POSTMARK_EMAIL, async () => {
        reached = true;
        await gate;
        return HttpResponse.json({ ErrorCode: 0, Message: 'OK' });
      }),
    );
    const answer = await Promise.race([
      ctx.post('reset-password', { email: 'petr@example.test' }),
      delay(5_000).then(() => 'no answer while the mail service holds the mail' as const),
    ]);
    expect(answer).toMatchObject({ status: 200, body: { details: RESET_REQUESTED } });
    await expect.poll(() => reached).toBe(true);
    release();
    await passwordResetsSettled();
    expect(ctx.api.logs.filter((l) => l.event === 'password_reset_mail_failed')).toEqual([]);
  });

  it('answers the same when Postmark fails, and logs the failure', async () => {
    postmark.use(fails);
    const res = await ctx.post('reset-password', { email: 'pyotr@example.test' });
    expect(res.status).toBe(200);
    expect(res.body.details).toBe(RESET_REQUESTED);
    await passwordResetsSettled();
    const failure = ctx.api.logs.find((l) => l.event === 'password_reset_mail_failed');
    expect(failure).toMatchObject({ level: 50 });
    expect(JSON.stringify(failure)).toContain('answered 503');
  });
});
