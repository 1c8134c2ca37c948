/**
 * The Washdesk process: the product API under /api/v1, the Remix web app, and socket.io,
 * on one HTTP server (README.md 'Where things are').
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import type { ViteDevServer } from 'vite';
import { createApi } from './api/app';
import { parseSettings, SettingsError, type Settings } from './api/contract/settings';
import { listenAddress, trustedProxies } from './api/http/listen';
import { DatabaseOpenError, openConfiguredDatabase } from './api/db/configured';
import { createLogger } from './api/logger';
import { configuredSmsProvider } from './api/sms/configured';
import { configuredMailProvider } from './api/mail/configured';
import { seedDemoOrders } from './api/seed/demo-orders';
import { DEMO_USERS, seedDemoUsers } from './api/seed/demo-users';
import { demoSeeded, isDemoPending, markDemoPendingIfNew } from './api/seed/demo-pending';
import { loginsWithDemoPassword } from './api/auth/demo-passwords';
import { createPoller } from './app/live/poller.server';
import { joinCluster, singleProcess } from './app/live/cluster.server';
import { attachSocketServer } from './app/live/socket.server';
import { sameOriginOnly } from './app/utils/same-origin.server';
import { httpTransport } from './app/utils/api-http.server';
import { allowedHostsOnly, knownHostNames } from './app/utils/allowed-host.server';
import { limitWebBodies } from './app/utils/body-limit.server';
import { requestLog } from './app/utils/request-log.server';
import { securityHeaders } from './app/utils/security-headers.server';
import { startParkingClock } from './api/orders/parking-clock';
import { startDraftSweep } from './api/orders/drafts';

const SHUTDOWN_GRACE_MS = 10_000;

let settings: Settings;
try {
  settings = parseSettings(process.env);
} catch (err) {
  if (err instanceof SettingsError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const production = settings.NODE_ENV === 'production';
const logger = createLogger(settings.LOG_LEVEL);
// One secret for the web app's cookies and the API's keyed hashes; never in the database.
const secret = resolveSessionSecret(settings);
process.env.SESSION_SECRET = secret;

if (!settings.DATABASE_URL) markDemoPendingIfNew(settings.DATA_DIR);
let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
try {
  database = await openConfiguredDatabase(settings);
} catch (err) {
  if (!(err instanceof DatabaseOpenError)) throw err;
  console.error(err.message);
  process.exit(1);
}
// Demo data on a new embedded database (or one whose first start was cut short), or on
// PostgreSQL when SEED_DEMO=true asks for it.
const seedDemo = settings.SEED_DEMO && (database.kind === 'postgres' || isDemoPending(settings.DATA_DIR));
const demoUsers = seedDemo ? await seedDemoUsers(database.db) : [];
if (seedDemo) await seedDemoOrders(database.db, { settings });
if (seedDemo && database.kind === 'pglite') demoSeeded(settings.DATA_DIR);

// While an account still has its published demo password, only this machine may connect
// unless HOST says otherwise; in production an open address with such accounts is refused.
const demoPasswords = await loginsWithDemoPassword(database.db);
let host: string;
try {
  host = listenAddress(settings, demoPasswords);
} catch (err) {
  if (!(err instanceof SettingsError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const app = express();
app.disable('x-powered-by');
// Only the proxies the settings name may tell the client's address (X-Forwarded-For).
app.set('trust proxy', trustedProxies(settings));
const httpServer = createServer(app);

// The health check comes first: a load balancer asks it every few seconds, and it needs no
// log line, no security headers and no host check (any name may ask whether we are up).
// Checks that arrive while the database is being asked share that one answer.
let ping: Promise<void> | undefined;
app.get('/healthz', (_req, res) => {
  ping ??= database.ping().finally(() => {
    ping = undefined;
  });
  ping
    .then(() => res.json({ status: 'ok', database: database.kind }))
    .catch((err: unknown) => {
      logger.error({ err }, 'health check: database unreachable');
      res.status(503).json({ status: 'error', database: database.kind });
    });
});

// Routine reads are debug: a good session check (each live socket's is repeated every 5 s)
// and a page's data read (every live reload of every open screen is one). Pages, changes
// and every refusal or failure are logged; assets are not.
app.use(
  requestLog(logger, (req, res) =>
    req.url?.startsWith('/assets/') ? 'silent' : res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : routineRead(req) ? 'debug' : 'info',
  ),
);

// Only names we know are answered (DNS rebinding); the health check answers any name.
const hostNames = knownHostNames(settings.PUBLIC_ORIGIN, settings.ALLOWED_HOSTS);
const knownHosts = allowedHostsOnly(hostNames);
app.use((req, res, next) => (req.path === '/healthz' ? next() : knownHosts(req, res, next)));

// A CSP nonce per response, the security headers, HSTS over HTTPS (app/utils/security-headers.server.ts).
app.use(securityHeaders(production));
// Compressed for clients that ask for it (browsers); others skip the wrapping, which costs a
// short answer more than the answer (docs/benchmarks.md 'Per-request middleware').
const compress = compression();
// Vary all the same, so that a shared cache keeps the packed and the plain answer apart.
app.use((req, res, next) => {
  if (/\b(gzip|deflate|br)\b/i.test(req.headers['accept-encoding'] ?? '')) return compress(req, res, next);
  res.vary('Accept-Encoding');
  next();
});

// The product API: one pipeline, two ways in (docs/decisions/017). A successful change made
// through this process, by either way, wakes the live poller at once, and the parking clock,
// whose next moment it may have brought closer.
const productApi = createApi(
  { db: database.db, settings, logger, secret, sms: configuredSmsProvider(database.db, logger, settings), mail: configuredMailProvider(logger, settings) },
  {
    onChange: () => {
      live.wake();
      parkingClock.wake();
    },
    // Every answer is held to its schema in development; in production the compiler's check
    // of the handlers is trusted (api/http/pipeline.ts).
    checkAnswers: !production,
  },
);
// The web app and the live layer call the pipeline in this process, unless PRODUCT_API_URL
// names a remote API to reach over HTTP.
const apiTransport = settings.PRODUCT_API_URL ? httpTransport(settings.PRODUCT_API_URL) : productApi.invoke;
app.use('/api/v1', productApi.router);
app.use('/locales', express.static('locales', { maxAge: production ? '1h' : 0 }));

let viteDevServer: ViteDevServer | undefined;
if (production) {
  app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  // The build's top-level files (favicon.svg): asked of the file system only for their own
  // names, not for every page (a stat and an error per request, a fortieth of a sign-in page).
  const topFiles = new Set(readdirSync('build/client', { withFileTypes: true }).filter((e) => e.isFile()).map((e) => `/${e.name}`));
  const serveTop = express.static('build/client', { maxAge: '1h', index: false });
  app.use((req, res, next) => (topFiles.has(req.path) ? serveTop(req, res, next) : next()));
} else {
  const vite = await import('vite');
  viteDevServer = await vite.createServer({ server: { middlewareMode: true, hmr: { server: httpServer } } });
  app.use(viteDevServer.middlewares);
  app.use(express.static('public', { maxAge: 0 }));
}

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
  : ((await import(pathToBuild())) as ServerBuild);

// Forms and fetchers of the web app come from our own pages only (CSRF), and are small.
app.use(sameOriginOnly(settings.PUBLIC_ORIGIN));
app.use(limitWebBodies());
// Pages and their data carry a person's orders and clients: no cache may keep them.
app.use((_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
});
app.all(
  '*',
  createRequestHandler({
    build,
    mode: settings.NODE_ENV,
    getLoadContext: (req, res) => {
      // The calls of one page share a scope (its token is checked once) and the request's id.
      const scope = {};
      const requestId = String(req.id ?? '');
      return {
        cspNonce: String(res.locals.cspNonce ?? ''),
        clientAddress: req.ip ?? '',
        api: (call) => apiTransport({ ...call, meta: { ...call.meta, requestId: call.meta?.requestId ?? requestId, scope } }),
      };
    },
  }),
);

// The live layer reads the counters and the change feed through this process's own pipeline,
// as the process (no account, no token), also when PRODUCT_API_URL sends the web app's calls
// elsewhere: it reads the database this process shares with that API (docs/decisions/017).
const poller = createPoller({ intervalMs: settings.LIVE_POLL_MS, transport: productApi.live, logger });
const io = attachSocketServer(httpServer, apiTransport, poller, settings.PUBLIC_ORIGIN, hostNames);
// Several processes on one PostgreSQL hear each other's changes at once (decision 007).
const live = settings.DATABASE_URL ? joinCluster(io, poller, settings.DATABASE_URL, logger) : singleProcess(poller);
// Parking grows by the hour whether anyone looks or not: the clock derives the orders it
// concerns, and the live layer pushes what changed.
const parkingClock = startParkingClock({ db: database.db, settings, now: () => new Date() }, { logger, onChange: () => live.wake() });
const draftSweep = startDraftSweep(database.db, (err) => logger.warn({ err: (err as Error).message }, 'draft sweep failed; retrying in an hour'));

httpServer.listen(settings.PORT, host, () => {
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : settings.PORT;
  const url = `http://${host === '127.0.0.1' || host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;
  logger.info({ url, database: database.kind, mode: settings.NODE_ENV }, 'Washdesk is listening');
  // The banner is for the person who just typed `npm start`.
  console.log(`\nWashdesk: ${url}  (database: ${database.kind === 'pglite' ? `embedded, ${settings.DATA_DIR}` : 'PostgreSQL'})`);
  const shown = demoUsers.length ? demoUsers : seedDemo ? DEMO_USERS : [];
  if (shown.length) {
    console.log('Demo users:');
    for (const u of shown) console.log(`  ${u.role.padEnd(8)} login: ${u.login.padEnd(8)} password: ${u.password}`);
  }
  if (demoPasswords.length && !settings.HOST) {
    console.log(`Listening on this machine only: ${demoPasswords.join(', ')} still have demo passwords.`);
    console.log('Change them (npm run users -- set-password --login L --password P) or set HOST to open the server to the network.');
  }
  console.log('');
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  force.unref();

  // Stop accepting, close live sockets, let running requests finish, then the database.
  const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
  poller.stop();
  parkingClock.stop();
  draftSweep.stop();
  await io.close().catch(() => undefined);
  await live.close().catch(() => undefined);
  httpServer.closeIdleConnections();
  await viteDevServer?.close();
  await Promise.race([closed, new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS - 2_000))]);
  httpServer.closeAllConnections();
  await database.close().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
  logger.info('stopped');
  process.exit(0);
}
// A benchmark that started this process (bench/lib/server.ts) asks for its memory over
// the IPC channel; nothing is exposed over HTTP.
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'memory') return;
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ memory: process.memoryUsage() });
  });
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** A GET of a page's data (`….data`, what a live reload fetches) or a session check. */
function routineRead(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false;
  const path = req.url?.split('?', 1)[0] ?? '';
  return path === '/api/v1/session' || path.endsWith('.data');
}

/**
 * The embedded setup needs no configuration, so its cookie-signing secret is generated on
 * first start and kept in DATA_DIR. With PostgreSQL the setting is required (settings.ts).
 */
function resolveSessionSecret(s: Settings): string {
  if (s.SESSION_SECRET) return s.SESSION_SECRET;
  mkdirSync(s.DATA_DIR, { recursive: true });
  const file = path.join(s.DATA_DIR, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function pathToBuild(): string {
  return path.resolve('build/server/index.js');
}
