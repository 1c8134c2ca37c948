import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** `{result: 'ok', data}`: the success envelope of docs/screens.md section 7. */
export function sendOk(res: Response, data?: unknown, details?: string): void {
  res.json({ result: 'ok', ...(data === undefined ? {} : { data }), ...(details ? { details } : {}) });
}

/** Express 4 does not catch rejected promises; this hands them to the error handler. */
export function handle(fn: (req: Request, res: Response) => Promise<void> | void): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next);
  };
}
