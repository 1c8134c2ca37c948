import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterAll, beforeAll, onTestFinished } from 'vitest';
import { pino, type Logger } from 'pino';
import { logSmsProvider, type SmsProvider } from '../sms/provider';
import type { Mail, MailProvider } from '../mail/provider';
import { createApi } from '../app';
import type { PipelineOptions } from '../http/pipeline';
import { compilePath } from '../http/pipeline';
import { openApiDocument } from '../http/openapi';
import { allCalls } from '../calls/all';
import type { ApiContext } from '../context';
import { createUser } from '../auth/users';
import type { Role } from '../contract/roles';
import type { Database } from '../db/database';
import { createTestDatabase } from './test-database';
import type { BackupService } from '../backup/service';
import { statusChecker } from './documented-statuses';

export interface TestApi {
  url: string;
  database: Database;
  /** The context the API was built from (for tests that call the services directly). */
  context: ApiContext;
  /** Every line the API logged, parsed. */
  logs: Array<Record<string, unknown>>;
  /** Every e-mail the API sent through the default provider (it sends nothing anywhere). */
  mails: Mail[];
  /**
   * One call, by either way into the pipeline (see `callWay`); the answer says which.
   * A raw body or headers other than Idempotency-Key need HTTP.
   */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> },
  ): Promise<{ status: number; body: any; headers: Headers; way: Way }>;
  /**
   * Creates a user with this role and signs them in; returns the token. A cashier or owner
   * starts with an open shift (float 0), as at the start of a working day, unless
   * `shift: false` (the tests of shifts themselves).
   */
  signInAs(role: Role, login?: string, options?: { shift?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export type Way = 'http' | 'invoke';

/**
 * Both ways into the pipeline run through the whole suite: calls take turns between HTTP
 * and the in-process `invoke`, so every kind of call meets both. TEST_API_WAY=http or
 * TEST_API_WAY=invoke runs the suite one way only (to tell which way a failure is in).
 */
function callWay(turn: number, needsHttp: boolean): Way {
  const forced = process.env.TEST_API_WAY;
  if (needsHttp || forced === 'http') return 'http';
  if (forced === 'invoke') return 'invoke';
  return turn % 2 === 0 ? 'http' : 'invoke';
}

/**
 * The product API on a free port over real HTTP and in-process, on a fresh database, as
 * server.ts mounts it.
 */
export interface TestApiOptions {
  /** The database to run on (default: a fresh one); closed with the API. */
  database?: Database;
  allowRegistration?: boolean;
  /** The backups of the test's database (api/backup/service.ts); none by default. */
  backups?: (database: Database) => BackupService | undefined;
  keyCells?: number;
  /** Builds the SMS provider (default: the log provider, as in production by default). */
  sms?: (db: Database['db'], logger: Logger) => SmsProvider;
  managerPhone?: string;
  /** The mail provider (default: one that keeps every mail in `mails`). */
  mail?: (logger: Logger) => MailProvider;
  /** PUBLIC_ORIGIN: where reset links point (default: http://localhost:<port of the test API>). */
  publicOrigin?: string[];
  /** The time the API runs on (tests move it forward to let parking time pass). */
  clock?: () => Date;
  parkingFreeHours?: number;
  /** FISCAL_PROVIDER: payments and refunds queue their receipts for it (default: none). */
  fiscalProvider?: 'log' | 'atol';
  /** TRUSTED_PROXIES (default: loopback, as server.ts by default). */
  trustedProxies?: string[];
  /** Whether the server listens on this machine only (default: no, as with HOST open). */
  localOnly?: boolean;
  /** Told after each change with the order changes it committed, as server.ts tells the live layer. */
  onChange?: PipelineOptions['onChange'];
}

export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const database = options.database ?? (await createTestDatabase());
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const mails: Mail[] = [];
  const keepMail: MailProvider = {
    name: 'test',
    send(mail) {
      mails.push(mail);
      return Promise.resolve();
    },
  };
  const context: ApiContext = {
    db: database.db,
    logger,
    settings: {
      ALLOW_REGISTRATION: options.allowRegistration ?? true,
      TZ_BUSINESS: 'Europe/Moscow',
      KEY_CELLS: options.keyCells ?? 40,
      PARKING_RATE: 100,
      PARKING_FREE_HOURS: options.parkingFreeHours ?? 2,
      PARKING_MAX: 3000,
      MANAGER_PHONE: options.managerPhone ?? '+79990000000',
      PUBLIC_ORIGIN: options.publicOrigin ?? [],
      PORT: 0,
      BACKUP_AT: '03:30',
    },
    secret: randomBytes(32).toString('base64url'),
    sms: (options.sms ?? logSmsProvider)(database.db, logger),
    mail: options.mail ? options.mail(logger) : keepMail,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.fiscalProvider ? { fiscalProvider: options.fiscalProvider } : {}),
    localOnly: options.localOnly ?? false,
    ...(options.backups ? { backups: options.backups(database) } : {}),
  };
  const calls = allCalls(context);
  const contract = calls.map((c) => ({ method: c.method.toUpperCase(), pattern: compilePath(c.path).pattern, answer: c.answer }));
  const undocumented = statusChecker(calls, openApiDocument(calls));
  const app = express();
  // As server.ts by default: a proxy on this machine (the web app) may forward its visitor's address.
  app.set('trust proxy', options.trustedProxies ?? ['loopback']);
  // Every answer of every test is held to its call's answer schema.
  const api = createApi(context, { checkAnswers: true, onChange: options.onChange });
  app.use('/api/v1', api.router);
  const server = app.listen(0, '127.0.0.1');
  server.keepAliveTimeout = 65_000; // As server.ts: the client closes an idle connection, never the server as it is reused.
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  context.settings.PORT = port;
  const url = `http://127.0.0.1:${port}/api/v1`;
  let users = 0;

  let turns = 0;
  const overHttp = async (method: string, path: string, opts: Parameters<TestApi['call']>[2] = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    } else if (opts.raw !== undefined) {
      headers['Content-Type'] ??= 'application/json';
    }
    const res = await fetch(`${url}/${path.replace(/^\//, '')}`, { method, headers, body });
    const text = await res.text();
    let json: unknown = text;
    try {
      json = JSON.parse(text);
    } catch {
      // Kept as text: a test asserting JSON will fail on it.
    }
    return { status: res.status, body: json, headers: res.headers };
  };
  const inProcess = async (method: string, path: string, opts: Parameters<TestApi['call']>[2] = {}) => {
    const [route, search] = path.replace(/^\//, '').split('?') as [string, string | undefined];
    const answer = await api.invoke({
      method: method as 'GET' | 'POST',
      path: route,
      query: Object.fromEntries(new URLSearchParams(search ?? '')),
      body: opts.body,
      token: opts.token,
      meta: { clientAddress: '127.0.0.1', idempotencyKey: opts.headers?.['Idempotency-Key'] },
    });
    return { status: answer.status, body: answer.body, headers: new Headers(answer.headers) };
  };

  const call: TestApi['call'] = async (method, path, opts = {}) => {
    const route = path.replace(/^\//, '').split('?')[0]!;
    const spec = contract.find((c) => c.method === method && c.pattern.test(`/${route}`));
    // Only the calls go through the pipeline; the OpenAPI document and unknown paths are the router's.
    const needsHttp = !spec || opts.raw !== undefined || Object.keys(opts.headers ?? {}).some((h) => h !== 'Idempotency-Key');
    const way = callWay(turns++, needsHttp);
    const { status, body: json, headers } = await (way === 'http' ? overHttp : inProcess)(method, path, opts);
    const res = { ok: status >= 200 && status < 300 };
    // The contract test of statuses: every answer of the whole suite has a status the
    // OpenAPI document lists for its call (api/http/call-statuses.ts).
    const unlisted = undocumented(method, path, status);
    if (unlisted) throw new Error(`${unlisted} (${way}): ${JSON.stringify(json)}`);
    // The contract test: every success answer of the whole suite must parse with the
    // answer schema its call declares.
    if (res.ok) {
      if (spec) {
        const parsed = spec.answer.safeParse(json);
        if (!parsed.success) throw new Error(`answer of ${method} ${route} (${way}) breaks the contract: ${parsed.error.message}`);
      }
    }
    return { status, body: json, headers, way };
  };

  return {
    url,
    database,
    context,
    logs,
    mails,
    call,
    async signInAs(role, login, options = {}) {
      users += 1;
      const name = login ?? `${role}${users}`;
      await createUser(database.db, { login: name, password: `${name}-password`, role, email: `${name}@example.test` });
      const res = await call('POST', 'login', { body: { login: name, password: `${name}-password` } });
      if (res.status !== 200) throw new Error(`sign-in of ${name} failed: ${JSON.stringify(res.body)}`);
      const token = (res.body as { data: { token: string } }).data.token;
      if ((role === 'cashier' || role === 'owner') && options.shift !== false) {
        const opened = await call('POST', 'shift/open', { token, body: { opening_float: 0 } });
        if (opened.status !== 200) throw new Error(`the shift of ${name} did not open: ${JSON.stringify(opened.body)}`);
      }
      return token;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}

/** What a call of the test API answers. */
export type TestAnswer = Awaited<ReturnType<TestApi['call']>>;
export interface TestApiFixtureOptions<R extends Role> extends TestApiOptions {
  /** Who signs in before the first test, a user each; the first is who `post` and `get` call as unless told. */
  roles?: readonly R[];
  /** More to do once the API is up and the roles are signed in: users, orders, seed data. */
  setup?: (api: TestApi, tokens: Readonly<Record<R, string>>) => Promise<void>;
  /** How long starting (and `setup`) may take, in ms (default: the config's hookTimeout). */
  timeout?: number;
}

/** A test file's API, filled by its `beforeAll`: read it inside tests and hooks, not at the top of the file. */
export interface TestApiFixture<R extends Role> {
  readonly api: TestApi;
  /** A signed-in token per role of `roles`. */
  readonly tokens: Readonly<Record<R, string>>;
  /** A POST as one of the roles (by default the first of `roles`; none without roles). */
  post(path: string, body?: unknown, as?: R, headers?: Record<string, string>): Promise<TestAnswer>;
  /** A GET as one of the roles (by default the first of `roles`; none without roles). */
  get(path: string, as?: R): Promise<TestAnswer>;
}

/**
 * The API of a test file, started on a fresh database before its tests and closed after them,
 * with a signed-in user per role: `const ctx = testApiFixture({ roles: ['cashier', 'master'] })`,
 * then `ctx.post('order/pay', body)` as the cashier, `ctx.post('order/complete', body, 'master')`,
 * `ctx.api`, `ctx.tokens.master`. Other options are startTestApi's.
 */
export function testApiFixture<const R extends Role = never>(options: TestApiFixtureOptions<R> = {}): TestApiFixture<R> {
  const { roles = [], setup, timeout, ...apiOptions } = options;
  let started: TestApi | undefined;
  const tokens = {} as Record<R, string>;
  const api = () => {
    if (!started) throw new Error('the test API is not started yet: use it inside a test or a hook');
    return started;
  };
  const tokenOf = (as: R | undefined) => {
    const role = as ?? roles[0];
    return role === undefined ? undefined : tokens[role];
  };
  beforeAll(async () => {
    started = await startTestApi(apiOptions);
    for (const role of roles) tokens[role] = await started.signInAs(role);
    await setup?.(started, tokens);
  }, timeout);
  afterAll(() => started?.close());
  return {
    get api() {
      return api();
    },
    tokens,
    post: (path, body, as, headers) => api().call('POST', path, { token: tokenOf(as), body, headers }),
    get: (path, as) => api().call('GET', path, { token: tokenOf(as) }),
  };
}

/**
 * An API of the test's own on a fresh database, closed when the test ends: for a test that
 * counts everything (other tests' orders would spoil the count) or needs other settings.
 */
export async function freshTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const api = await startTestApi(options);
  onTestFinished(() => api.close());
  return api;
}
