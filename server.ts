/**
 * The Washdesk process: the product API under /api/v1, the Remix web app, and socket.io,
 * on one HTTP server (docs/architecture.md). The parts live in server/; this file only puts
 * them together, in the order a request meets them.
 */
import { createServer } from 'node:http';
import express from 'express';
import { createApi } from './api/app';
import { isLoopback, listenAddress, trustedProxies } from './api/http/listen';
import { SettingsError } from './api/settings';
import { createLogger, errorMessage } from './api/logger';
import { configuredSmsProvider } from './api/sms/configured';
import { configuredMailProvider } from './api/mail/configured';
import { configuredFiscalProvider } from './api/fiscal/configured';
import { startFiscalQueue } from './api/fiscal/worker';
import { startMessageQueue } from './api/messages/worker';
import { startSeasonReminders } from './api/storage/reminders';
import { startNoShowSweep } from './api/bookings/no-show';
import { DEMO_USERS } from './api/seed/demo-users';
import { loginsWithDemoPassword } from './api/auth/demo-passwords';
import { startParkingClock } from './api/orders/parking-clock';
import { startDraftSweep } from './api/orders/drafts';
import { printBanner, openableUrl } from './server/banner';
import { openDatabase } from './server/database';
import { knownHostNames } from './server/http/allowed-host';
import { limitWebBodies } from './server/http/body-limit';
import { trustedPeerOf } from './server/http/forwarded-host';
import { mountHealthCheck } from './server/http/health';
import { mountCommonMiddleware } from './server/http/middleware';
import { httpTransport } from './server/http/remote-api';
import { sameOriginOnly } from './server/http/same-origin';
import { refuseLegacyDataRequests } from './server/http/legacy-data-requests';
import { mountWebAppFiles } from './server/http/static-files';
import { startLive } from './server/live/start';
import { loadSettings } from './server/settings';
import { stopOnSignals } from './server/shutdown';
import { backupServiceOf, startBackups } from './server/backups';
import { webAppHandler } from './server/web-app';
import { webErrors } from './server/http/web-errors';
import { WORDS_PATH } from './app/utils/words-path';
import { staleBuild } from './server/build-stamp';

// A build from before a pull would apply the checkout's new migrations with old code.
const staleBuildProblem = staleBuild();
if (staleBuildProblem) {
  console.error(staleBuildProblem);
  process.exit(1);
}
const { settings, secret } = loadSettings();
const production = settings.NODE_ENV === 'production';
const logger = createLogger(settings.LOG_LEVEL);
const { database, seeded, demoUsers } = await openDatabase(settings);

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
// Only the proxies the settings name may tell the client's address (X-Forwarded-For) and the
// host the visitor asked for (X-Forwarded-Host).
app.set('trust proxy', trustedProxies(settings));
const trusted = trustedPeerOf(app.get('trust proxy fn') as (address: string, hop: number) => boolean);
const httpServer = createServer(app);
// A kept-alive connection that the server closes at the moment a client sends on it again
// is reset (ECONNRESET). Idle connections are kept longer than proxies and clients keep
// theirs (nginx: 60 s), so the side that closes an idle connection is the client's.
httpServer.keepAliveTimeout = 65_000;
httpServer.headersTimeout = 66_000;
// A whole request (headers and body, at most 256 kB on the web side) arrives well within a
// minute; one trickled in byte by byte would otherwise hold its connection for Node's 5.
httpServer.requestTimeout = 70_000;
const hostNames = knownHostNames(settings.PUBLIC_ORIGIN, settings.ALLOWED_HOSTS);

const backupService = backupServiceOf(database, settings, logger);
mountHealthCheck(app, database, logger, backupService && (() => backupService.health(new Date())));
mountCommonMiddleware(app, { settings, logger, hostNames, trusted });

// The product API: one pipeline, two ways in (docs/decisions/017). A successful change made
// through this process, by either way, wakes the live poller at once, and the parking clock,
// whose next moment it may have brought closer.
// Receipts (54-FZ) of payments and refunds go to the register the settings name, through a
// queue in the database that this process works off in the background.
const fiscal = configuredFiscalProvider(logger, settings);
const sms = configuredSmsProvider(database.db, logger, settings);
const productApi = createApi(
  {
    db: database.db,
    settings,
    logger,
    secret,
    sms,
    mail: configuredMailProvider(logger, settings),
    // Only the people at this machine reach it: the sign-in page may name the demo accounts.
    localOnly: isLoopback(host),
    ...(backupService ? { backups: backupService } : {}),
    ...(fiscal ? { fiscalProvider: fiscal.name } : {}),
  },
  {
    // A change may be a payment or a receipt sent again: the receipts' queue looks soon too.
    onChange: (changes) => {
      live.wake(changes);
      parkingClock.wake();
      fiscalQueue?.wake();
      messageQueue.wake();
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

const { build, vite, customerAssets } = await mountWebAppFiles(app, httpServer, production);
// Forms and fetchers of the web app come from our own pages only (CSRF), and are small.
app.use(sameOriginOnly(settings.PUBLIC_ORIGIN, trusted));
app.use(refuseLegacyDataRequests());
app.use(limitWebBodies());
// Pages and their data carry a person's orders and clients: no cache may keep them. The
// words of a language (app/routes/words.$file.tsx) say how long they keep themselves: the
// path exactly as that route answers it, so no other path escapes the rule.
app.use((req, res, next) => {
  if (!WORDS_PATH.test(req.path)) res.setHeader('Cache-Control', 'private, no-store');
  next();
});
app.all('*', webAppHandler({ build, settings, secret, api: apiTransport, localOnly: isLoopback(host), customerAssets, trusted }));
app.use(webErrors(logger));

const live = startLive({
  httpServer,
  settings,
  secret,
  logger,
  hostNames,
  trusted,
  trustProxy: app.get('trust proxy fn') as (address: string, hop: number) => boolean,
  api: apiTransport,
  liveReads: productApi.live,
});
// Parking grows by the hour whether anyone looks or not: the clock derives the orders it
// concerns, and the live layer pushes what changed.
const parkingClock = startParkingClock({ db: database.db, settings, now: () => new Date() }, { logger, onChange: () => live.wake() });
const fiscalQueue = fiscal ? startFiscalQueue(database.db, fiscal, { logger, onChange: () => live.wake() }) : undefined;
// Messages to customers about their orders («принят», «машина готова»), queued by the changes themselves.
const messageQueue = startMessageQueue(database.db, sms, { settings, logger, onChange: () => live.wake() });
// A booked car not come 15 minutes after its time frees the bay (docs/decisions/040-booking-into-the-live-queue.md).
const noShowSweep = startNoShowSweep(database.db, { logger, onChange: () => live.wake() });
// On the owner's season dates, a reminder to each client with tyres in storage (docs/decisions/041-seasonal-tyre-storage.md).
const seasonReminders = startSeasonReminders(database.db, { timeZone: settings.TZ_BUSINESS, logger, onQueued: () => messageQueue.wake() });
const draftSweep = startDraftSweep(database.db, (err) =>
  logger.warn({ err: errorMessage(err) }, 'draft sweep failed; retrying in an hour'),
);
const backups = startBackups(backupService, settings, logger);

httpServer.listen(settings.PORT, host, () => {
  const address = httpServer.address();
  const url = openableUrl(host, typeof address === 'object' && address ? address.port : settings.PORT);
  logger.info({ url, database: database.kind, mode: settings.NODE_ENV }, 'Washdesk is listening');
  printBanner({
    url,
    settings,
    databaseKind: database.kind,
    demoUsers: demoUsers.length ? demoUsers : seeded ? DEMO_USERS : [],
    demoPasswords,
  });
});

stopOnSignals({
  httpServer,
  logger,
  stopWork: async () => {
    parkingClock.stop();
    fiscalQueue?.stop();
    messageQueue.stop();
    noShowSweep.stop();
    seasonReminders.stop();
    draftSweep.stop();
    backups.stop();
    await live.close();
    await vite?.close();
  },
  closeDatabase: () => database.close(),
});
