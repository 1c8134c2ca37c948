import type { Express } from 'express';
import type { Logger } from 'pino';
import type { BackupHealth } from '../../api/backup/backup-health';
import type { OpenedDatabase } from '../database';

/**
 * `/healthz` comes first: a load balancer asks it every few seconds, and it needs no log
 * line, no security headers and no host check (any name may ask whether we are up). Checks
 * that arrive while the database is being asked share that one answer. With backups on, it
 * also says when the last verified backup was made, and warns of a failed or missing one
 * (still 200: the shop works, its books are not safe; docs/reliability.md).
 */
export function mountHealthCheck(app: Express, database: OpenedDatabase, logger: Logger, backups?: () => BackupHealth): void {
  let ping: Promise<void> | undefined;
  app.get('/healthz', (_req, res) => {
    ping ??= database.ping().finally(() => {
      ping = undefined;
    });
    ping
      .then(() => res.json({ status: 'ok', database: database.kind, ...(backups ? { backup: backups() } : {}) }))
      .catch((err: unknown) => {
        logger.error({ err }, 'health check: database unreachable');
        res.status(503).json({ status: 'error', database: database.kind });
      });
  });
}
