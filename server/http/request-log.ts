import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger, Level } from 'pino';
import { redactedLinks } from '../../app/utils/redacted-links';

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id (X-Request-Id): given by a proxy in front, else made here. */
    id?: string;
  }
}

/**
 * One JSON line per request, when its level is on: who asked what, the answer, how long;
 * never headers (they carry the session cookie and the bearer token), and never a password
 * reset token from a query. Every request gets an id, answered as X-Request-Id and handed to
 * the product API's calls, so one person's request can be followed through the log.
 * Written by hand rather than with pino-http: that built a child logger and serialisers for
 * every request, a sixteenth of a sign-in page's server time, also when the line was off.
 */
export function requestLog(logger: Logger, levelOf: (req: IncomingMessage, res: ServerResponse) => Level | 'silent') {
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const started = performance.now();
    res.once('close', () => {
      const level = levelOf(req, res);
      if (level === 'silent' || !logger.isLevelEnabled(level)) return;
      // The user behind an API call (set by its token check), for tracing one person's requests.
      const userId = (res.locals as { userId?: number }).userId;
      logger[level](
        {
          req: {
            id,
            method: req.method,
            url: loggedUrl(req.originalUrl),
          },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          ...(userId ? { userId } : {}),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        res.writableFinished ? 'request completed' : 'request aborted',
      );
    });
    next();
  };
}

/** The longest address a log line keeps: a person's are far shorter, and a 16 kB one is someone knocking. */
export const LOGGED_URL_MAX = 1_000;

/**
 * A request's address as the log keeps it: without a backup's or an export's file name, and
 * without a customer's link or a reset token (app/utils/redacted-links.ts), cut to
 * LOGGED_URL_MAX characters (after the redaction, so that no cut leaves part of a token).
 */
export function loggedUrl(url: string): string {
  const logged = redactedLinks(url.replace(/(\/(?:backups|export)\/file\/)[^/?]*/, '$1[redacted]'));
  return logged.length > LOGGED_URL_MAX ? `${logged.slice(0, LOGGED_URL_MAX)}…` : logged;
}
