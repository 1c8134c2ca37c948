import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { errorAnswer, errorEnvelope, unknownCallAnswer } from './answers';
import { hangUpAfterAnswer } from './body-limit';

/** Unknown path under /api/v1: a JSON 404, never the web app's HTML page. */
export const unknownCall: RequestHandler = (req, res) => {
  const answer = unknownCallAnswer(req.method, req.path);
  res.status(answer.status).json(answer.body);
};

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * What fails before a call reaches the pipeline (the JSON body parser), and anything the
 * pipeline did not answer itself, becomes the error envelope.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const parserError = err as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json(errorEnvelope('invalid_json'));
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      // A body may still say a length within the limit and send more (api/http/body-limit.ts).
      hangUpAfterAnswer(req, res);
      res.status(413).json(errorEnvelope('request_too_large'));
      return;
    }
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      // A charset or an encoding the parser cannot read (415): what is left of the body is not read either.
      if (parserError.status !== 400) hangUpAfterAnswer(req, res);
      res.status(parserError.status).json(errorEnvelope('bad_request'));
      return;
    }
    const answer = errorAnswer(err, logger, String(req.id ?? ''));
    res.status(answer.status).set(answer.headers).json(answer.body);
  };
}
