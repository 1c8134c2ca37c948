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
import { StatementLog, type Query, type Statement } from './statement-times';
import { readCustomerAssets } from '../../server/customer-bundle/manifest';
import { renderCapture, type RenderEntry } from './render-capture';

/** A statement of a page, and those it waited for: the ones whose answers had come before it was sent. */
export interface SentStatement extends Statement {
  after: number[];
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
  const replay = new pg.Client({ connectionString: databaseUrl });
  await replay.connect();
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
    /** One request with its statements and render context noted. */
    async capture(url: string, cookie: string): Promise<PageCapture> {
      let page: Awaited<ReturnType<typeof noted.capture>> | undefined;
      const times: SendingTime[] = [];
      const statements = await sending.record(times, () =>
        log.record(async () => {
          page = await noted.capture(url, () => handle(request(url, cookie), loadContext()));
        }),
      );
      // A statement sent on a connection of its own (a transaction) would not be timed: its waves unknown.
      if (times.length !== statements.length) throw new Error(`${url}: ${statements.length} statements, ${times.length} timed`);
      const sent = statements.map((s, i) => ({ ...s, after: times.flatMap((t, j) => (t.end <= times[i]!.start ? [j] : [])) }));
      return { status: page!.response.status, statements: sent, entry: page!.entry, bytes: page!.bytes };
    },
    /**
     * The page's statements alone, in the waves the loaders sent them: each once those it waited
     * for have answered, on as many connections as the server has.
     */
    async statements(statements: SentStatement[]): Promise<void> {
      const answered: Array<Promise<unknown>> = [];
      for (const s of statements) {
        answered.push(Promise.all(s.after.map((j) => answered[j])).then(() => replayPool.query(s.text, s.params)));
      }
      await Promise.all(answered);
    },
    /** The build's render of the page from its ready context and data already encoded: no loaders, no matching, no serialisation. */
    render: (url: string, cookie: string, captured: PageCapture['entry']) => noted.render(request(url, cookie), captured, loadContext()),
    query: (async (text, params) => (await replay.query(text, params)).rows as Array<Record<string, unknown>>) as Query,
    async close() {
      await replay.end();
      await replayPool.end();
      await pool.end();
    },
  };
}

/** When a statement was handed to the pool and when its answer came. */
interface SendingTime {
  start: number;
  end: number;
}

/** The pool's statements timed while recording: drizzle sends each through `pool.query`, once its logger has noted it. */
function sendingTimes(pool: pg.Pool) {
  let recording: SendingTime[] | undefined;
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = (...args) => {
    const start = performance.now();
    const answer = query(...args);
    if (recording) {
      const time = { start, end: Number.POSITIVE_INFINITY };
      recording.push(time);
      const done = () => (time.end = performance.now());
      answer.then(done, done);
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
