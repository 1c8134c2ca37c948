import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { RefusalCode } from '../contract/refusals';
import { errorEnvelope } from './answers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What the API's JSON parser would otherwise meet first. A body whose declared length is
 * above the limit is answered 413 before a byte of it is read, and a body that is not JSON
 * 415; both hang up, since the parser, and Node after it, would read a body left unread to
 * its end before answering (a declared 50 MB would be 50 MB read). A body without a
 * declared length (chunked) has no end to check, so it is refused with 411, as the web
 * app's forms do (server/http/body-limit.ts): every client that sends JSON text says its
 * length. A GET's body is never read.
 */
export function limitApiBodies(maxBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    const length = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (!chunked && (length === undefined || length === '0')) return next();
    if (SAFE_METHODS.has(req.method)) {
      hangUpAfterAnswer(req, res);
      return next();
    }
    if (length === undefined) return refuse(req, res, 411, 'length_required');
    if (Number(length) > maxBytes) return refuse(req, res, 413, 'request_too_large');
    if (!req.is('application/json')) return refuse(req, res, 415, 'unsupported_media_type');
    next();
  };
}

/** Parses a JSON body of a call that may have one; a GET's is left unread. */
export function jsonBodies(parse: (req: Request, res: Response, next: NextFunction) => void) {
  return (req: Request, res: Response, next: NextFunction) => (SAFE_METHODS.has(req.method) ? next() : parse(req, res, next));
}

/** The connection ends with this answer: whatever is left of the request's body is not read. */
export function hangUpAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Connection', 'close');
  res.on('finish', () => req.destroy());
}

function refuse(req: Request, res: Response, status: number, code: RefusalCode) {
  hangUpAfterAnswer(req, res);
  res.status(status).json(errorEnvelope(code));
}
