import type { Server } from 'node:http';
import type { Logger } from 'pino';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting, stop the background work and live sockets, let
 * running requests finish (up to 8 s), then close the database. A shutdown that hangs ends
 * the process after 10 s all the same.
 */
export function stopOnSignals(options: {
  httpServer: Server;
  logger: Logger;
  stopWork: () => Promise<void>;
  closeDatabase: () => Promise<void>;
}): void {
  const { httpServer, logger } = options;
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

    const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
    await options.stopWork();
    httpServer.closeIdleConnections();
    await Promise.race([closed, new Promise((r) => setTimeout(r, SHUTDOWN_GRACE_MS - 2_000))]);
    httpServer.closeAllConnections();
    await options.closeDatabase().catch((err: unknown) => logger.error({ err }, 'closing the database failed'));
    logger.info('stopped');
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
