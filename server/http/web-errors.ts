import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import ru from '../../locales/ru/errors.json';
import { redactedLinks } from '../../app/utils/redacted-links';
import { loggedUrl } from './request-log';

/**
 * The last stop of a page request that failed before the web app answered: a path Express
 * cannot unescape (`/o/…%`) is the asker's mistake, a plain 400 with no stack in the log;
 * anything else is logged once, without a customer's link (app/utils/redacted-links.ts).
 * The request log writes the status line of both. Both answers are in the product's first
 * language: the page's own is not known this early.
 */
export function webErrors(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const malformed = err instanceof URIError || (err as { status?: number } | undefined)?.status === 400;
    if (!malformed) {
      const text = err instanceof Error ? (err.stack ?? err.message) : String(err);
      logger.error({ url: loggedUrl(req.originalUrl), err: redactedLinks(text) }, 'page request failed');
    }
    res
      .status(malformed ? 400 : 500)
      .type('text/plain; charset=utf-8')
      .send(malformed ? ru.badAddress : ru.generic);
  };
}
