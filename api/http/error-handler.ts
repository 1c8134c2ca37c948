import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ApiError } from './errors';

/** Unknown path under /api/v1: a JSON 404, never the web app's HTML page. */
export const unknownCall: RequestHandler = (req, res) => {
  res.status(404).json({ result: 'error', details: `Метод API не найден: ${req.method} ${req.path}` });
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
      res.status(err.status).json({ result: 'error', details: err.details });
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError?.type === 'entity.parse.failed') {
      res.status(400).json({ result: 'error', details: 'Тело запроса не является корректным JSON' });
      return;
    }
    if (parserError?.type === 'entity.too.large') {
      res.status(413).json({ result: 'error', details: 'Слишком большой запрос' });
      return;
    }
    if (parserError?.status && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ result: 'error', details: 'Некорректный запрос' });
      return;
    }
    const requestId = String(req.id ?? '');
    (req.log ?? logger).error({ err, requestId }, 'unexpected error in the product API');
    res.status(500).json({
      result: 'error',
      details: 'Внутренняя ошибка сервера. Сообщите администратору номер запроса.',
      request_id: requestId,
    });
  };
}
