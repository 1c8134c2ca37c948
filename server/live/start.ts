import type { Server as HttpServer } from 'node:http';
import type { Logger } from 'pino';
import type { Settings } from '../../api/settings';
import type { ApiTransport } from '../../api/contract/transport';
import type { OrderChange } from '../../api/contract/live';
import { readSession, sessionUser } from '../../app/utils/session.server';
import { joinCluster, singleProcess } from './cluster';
import { createPoller } from './poller';
import type { TrustedPeer } from '../http/forwarded-host';
import { attachSocketServer } from './socket';
import { attachPublicSockets, type TrustProxy } from './public-socket';

/**
 * The live layer of this process (docs/decisions/006, 007): the poller of counters and order
 * changes, the socket.io server the screens listen on, and, with PostgreSQL, the cluster
 * link that wakes the other processes.
 */
export function startLive(options: {
  httpServer: HttpServer;
  settings: Settings;
  secret: string;
  logger: Logger;
  hostNames: readonly string[];
  /** Whether a request came through a proxy named in TRUSTED_PROXIES (its X-Forwarded-Host is believed). */
  trusted: TrustedPeer;
  /** Express's `trust proxy` test, hop by hop: the customers' sockets count their visitor's address as `req.ip` does. */
  trustProxy: TrustProxy;
  /** How sockets check their session's token: the web app's way to the API. */
  api: ApiTransport;
  /**
   * The live layer reads the counters and the change feed through this process's own
   * pipeline, as the process (no account, no token), also when PRODUCT_API_URL sends the web
   * app's calls elsewhere: it reads the database this process shares with that API.
   */
  liveReads: ApiTransport;
}) {
  const { settings, logger } = options;
  const poller = createPoller({ intervalMs: settings.LIVE_POLL_MS, transport: options.liveReads, logger });
  const io = attachSocketServer(options.httpServer, {
    transport: options.api,
    tokenOf: async (cookie) => sessionUser(await readSession(cookie, options.secret))?.token,
    poller,
    publicOrigins: settings.PUBLIC_ORIGIN,
    hostNames: options.hostNames,
    trusted: options.trusted,
  });
  // The customers' pages: a namespace of their own, read as the process (decision 039).
  attachPublicSockets(io, { transport: options.liveReads, poller, trustProxy: options.trustProxy, logger });
  // Several processes on one PostgreSQL hear each other's changes at once (decision 007).
  const cluster = settings.DATABASE_URL ? joinCluster(io, poller, settings.DATABASE_URL, logger) : singleProcess(poller);
  return {
    /** Something changed: push the order changes a call committed, and poll now, here and in the other processes. */
    wake: (changes?: readonly OrderChange[]) => cluster.wake(changes),
    async close() {
      poller.stop();
      await io.close().catch(() => undefined);
      await cluster.close().catch(() => undefined);
    },
  };
}
