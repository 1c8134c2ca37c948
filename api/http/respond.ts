import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Notice } from '../contract/notices';
import { noticeText } from '../domain/refusal-text';

/**
 * `{result: 'ok', data}`: the success envelope of docs/screens.md section 7; a notice adds
 * its code, its Russian `details` and its params.
 */
export function sendOk(res: Response, data?: unknown, notice?: Notice): void {
  const said = notice ? { code: notice.code, details: noticeText(notice), ...(notice.params ? { params: notice.params } : {}) } : {};
  res.json({ result: 'ok', ...(data === undefined ? {} : { data }), ...said });
}

/** Express 4 does not catch rejected promises; this hands them to the error handler. */
export function handle(fn: (req: Request, res: Response) => Promise<void> | void): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => fn(req, res))
      .catch(next);
  };
}
