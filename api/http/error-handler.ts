import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ErrorEnvelope } from '../contract/envelope';
import type { RefusalCode, RefusalParams } from '../contract/refusals';
import { refusalText } from '../domain/refusal-text';
import { ApiError } from './errors';

/** The error envelope of a refusal: its stable code, the Russian details, its parameters. */
function envelope(code: RefusalCode, params?: RefusalParams): ErrorEnvelope {
  return { result: 'error', code, details: refusalText({ code, params }), ...(params ? { params } : {}) };
}

/** Unknown path under /api/v1: a JSON 404, never the web app's HTML page. */
export const unknownCall: RequestHandler = (req, res) => {
  res.status(404).json(envelope('unknown_call', { method: req.method, path: req.path }));
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * Every error becomes the error envelope. Refusals keep their status; an unexpected
 * error is a 500 with the request id and no stack, and the stack goes to the log.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    if (err instanceof ApiError) {
      if (err.retryAfter !== undefined) res.set('Retry-After', String(err.retryAfter));
      res.status(err.status).json(envelope(err.code, err.params));
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json(envelope('invalid_json'));
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      res.status(413).json(envelope('request_too_large'));
      return;
    }
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json(envelope('bad_request'));
      return;
    }
    const requestId = String(req.id ?? '');
    (req.log ?? logger).error({ err, requestId }, 'unexpected error in the product API');
    res.status(500).json({ ...envelope('internal_error'), request_id: requestId });
  };
}
