import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import pino from 'pino';
import { createApi } from '../../api/app';
import type { Db } from '../../api/db/database';
import * as schema from '../../api/db/schema';
import { logSmsProvider } from '../../api/sms/provider';
import { parseSettings } from '../../api/settings';
import { StatementLog, type Statement } from './statement-times';
import { readCustomerAssets } from '../../server/customer-bundle/manifest';
import { renderCapture, type RenderEntry } from './render-capture';
import { waitsInCommon, type TimedRequest } from './statement-waves';

/** A statement of a page, and those it waited for: the ones whose answers had come before it was sent. */
export interface SentStatement extends Statement {
  after: number[];
  /** The name it was prepared under (api/db/prepared.ts), so that the replay uses the server's plan too. */
  name?: string;
}

/** What one page request left behind: its statements, and the context React rendered it from. */
export interface PageCapture {
  status: number;
  statements: SentStatement[];
  entry: RenderEntry;
  bytes: number;
}

/**
 * The web app and the product API inside the benchmark's own process, on the PostgreSQL
 * database a real server uses beside it: the Remix server build as `npm start` loads it, its
 * loaders calling the API's pipeline in this process, drizzle's statements logged. Its parts
 * can be timed one by one: the page through Remix, the page's statements replayed alone, and
 * the build's own render (entry.server) from the context the request left.
 */
export async function inProcessWebApp(databaseUrl: string, sessionSecret: string) {
  // As many connections as the server's pool (api/db/open.ts), for the loaders and for the replay.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  pool.on('error', () => undefined);
  const sending = sendingTimes(pool);
  const replayPool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  replayPool.on('error', () => undefined);
  const log = new StatementLog();
  const db = drizzle(pool, { schema, logger: log }) as unknown as Db;
  const logger = pino({ level: 'silent' });
  // The server's own settings with its defaults, as the benchmark's server runs with them.
  const settings = parseSettings({ DATABASE_URL: databaseUrl, SESSION_SECRET: sessionSecret });
  const api = createApi({
    db,
    logger,
    settings,
    secret: randomBytes(32).toString('base64url'),
    sms: logSmsProvider(db, logger),
    mail: { name: 'bench', send: () => Promise.resolve() },
    localOnly: true,
  });

  // React and the build read NODE_ENV when first loaded: production, as `npm start` runs them.
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild;
  if (mode === undefined) Reflect.deleteProperty(process.env, 'NODE_ENV');
  else process.env.NODE_ENV = mode;
  // The same build, its entry noting the context each page is rendered from.
  const noted = renderCapture(build);
  const handle = createRequestHandler(noted.build, 'production');
  const customerAssets = readCustomerAssets();
  // As server/web-app.ts builds it for every request.
  const loadContext = (): AppLoadContext => {
    const scope = {};
    return {
      settings: { businessTimeZone: settings.TZ_BUSINESS, allowRegistration: settings.ALLOW_REGISTRATION, sessionSecret, localOnly: true },
      customerAssets,
      cspNonce: 'bench-nonce',
      clientAddress: '127.0.0.1',
      api: (call) => api.invoke({ ...call, meta: { ...call.meta, requestId: 'bench', scope } }),
    };
  };
  const request = (url: string, cookie: string) => new Request(url, { headers: cookie ? { cookie } : {} });

  return {
    /** The page through Remix in this process: matching, loaders through the pipeline, serialisation, render. */
    async page(url: string, cookie: string): Promise<Response> {
      const response = await handle(request(url, cookie), loadContext());
      await response.arrayBuffer();
      return response;
    },
    /**
     * A request with its statements and render context noted, made `rounds` times: a statement
     * waits for another only if, in every round, that one had answered before it was sent, so
     * that an answer that happened to come early in one round is not taken for a wait.
     */
    async capture(url: string, cookie: string, rounds = 5): Promise<PageCapture> {
      const requests: Array<TimedRequest & { page: Awaited<ReturnType<typeof noted.capture>>; names: Array<string | undefined> }> = [];
      for (let round = 0; round < rounds; round += 1) {
        let page: Awaited<ReturnType<typeof noted.capture>> | undefined;
        const times: SendingTime[] = [];
        const statements = await sending.record(times, () =>
          log.record(async () => {
            page = await noted.capture(url, () => handle(request(url, cookie), loadContext()));
          }),
        );
        checkTimed(url, statements, times);
        const waits = statements.map((_, i) => times.flatMap((t, j) => (t.end <= times[i]!.start ? [j] : [])));
        requests.push({ page: page!, statements, waits, names: times.map((t) => t.name) });
      }
      const { reference, after, alike } = waitsInCommon(requests);
      if (alike < Math.ceil(rounds / 2)) throw new Error(`${url}: the statements differ from one request to the next`);
      const { page } = reference;
      const statements = reference.statements.map((s, i) => ({ ...s, after: after[i]!, name: reference.names[i] }));
      return { status: page.response.status, statements, entry: page.entry, bytes: page.bytes };
    },
    /**
     * The page's statements alone, in the waves the loaders sent them: each once those it waited
     * for have answered, on as many connections as the server has; a statement the page sent
     * prepared under a name is sent under that name, as the server's connections keep its plan.
     */
    async statements(statements: SentStatement[]): Promise<void> {
      const answered: Array<Promise<unknown>> = [];
      for (const s of statements) {
        answered.push(
          Promise.all(s.after.map((j) => answered[j])).then(() =>
            replayPool.query(s.name ? { name: s.name, text: s.text, values: s.params } : { text: s.text, values: s.params }),
          ),
        );
      }
      await Promise.all(answered);
    },
    /** The build's render of the page from its ready context and data already encoded: no loaders, no matching, no serialisation. */
    render: (url: string, cookie: string, captured: PageCapture['entry']) => noted.render(request(url, cookie), captured, loadContext()),
    async close() {
      await replayPool.end();
      await pool.end();
    },
  };
}

/** A statement as handed to the pool, when, and when its answer came. */
interface SendingTime {
  text: string;
  name?: string;
  start: number;
  end: number;
}

/**
 * Every statement drizzle logged went through the pool and was answered within the request:
 * one sent on a connection of its own (a transaction) would be neither timed nor replayed in
 * its wave, and one still unanswered when the page was done would be replayed as a wait.
 */
function checkTimed(url: string, statements: Statement[], times: SendingTime[]): void {
  const mismatch = statements.findIndex((s, i) => times[i]?.text !== s.text);
  if (mismatch >= 0 || times.length !== statements.length) {
    throw new Error(`${url}: ${statements.length} statements logged, ${times.length} timed, the first apart at ${mismatch}`);
  }
  if (times.some((t) => t.end === Number.POSITIVE_INFINITY)) throw new Error(`${url}: a statement was unanswered when the page was done`);
}

/** The pool's statements timed while recording: drizzle sends each through `pool.query`, once its logger has noted it. */
function sendingTimes(pool: pg.Pool) {
  let recording: SendingTime[] | undefined;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (...args) => {
    const start = performance.now();
    const answer = query(...args);
    if (recording) {
      const config = args[0] as string | { text?: string; name?: string };
      const time =
        typeof config === 'string'
          ? { text: config, start, end: Number.POSITIVE_INFINITY }
          : { text: config.text ?? '', name: config.name, start, end: Number.POSITIVE_INFINITY };
      recording.push(time);
      const done = () => (time.end = performance.now());
      // A call with a callback answers nothing: it stays unanswered, and checkTimed says so.
      if (typeof answer?.then === 'function') answer.then(done, done);
    }
    return answer;
  };
  return {
    async record<T>(times: SendingTime[], fn: () => Promise<T>): Promise<T> {
      recording = times;
      try {
        return await fn();
      } finally {
        recording = undefined;
      }
    },
  };
}
