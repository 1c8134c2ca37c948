import type { Express } from 'express';
import type { Logger } from 'pino';
import type { OpenedDatabase } from '../database';

/**
 * `/healthz` comes first: a load balancer asks it every few seconds, and it needs no log
 * line, no security headers and no host check (any name may ask whether we are up). Checks
 * that arrive while the database is being asked share that one answer.
 */
export function mountHealthCheck(app: Express, database: OpenedDatabase, logger: Logger): void {
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
}
