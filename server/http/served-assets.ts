import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { precompressedAssets } from './precompressed-assets';

/**
 * The built assets as the server mounts them at `/assets`: each one's packed copy where the
 * build wrote one (precompressed-assets.ts), cached a year (their names change with their
 * content), and answered or refused here: a missing name, a range past the end or a failed
 * precondition is its own 4xx, not Remix's page.
 */
export function servedAssets(dir: string): Array<RequestHandler | ErrorRequestHandler> {
  return [precompressedAssets(dir), express.static(dir, { immutable: true, maxAge: '1y', fallthrough: false }), assetRefusal];
}

/**
 * The static files' refusal: 404 (an older page's file after a release, or a packed copy gone
 * while the build is redone), 416 (a range past the end), 412 (a precondition failed). Its
 * own status in plain text, kept by no cache, and without the packed copy's encoding and
 * validators the request may already carry: the body is not packed. A fault stays a 500.
 */
const assetRefusal: ErrorRequestHandler = (err: { status?: number; statusCode?: number }, _req, res, next) => {
  if (res.headersSent) return next(err);
  const status = err.statusCode ?? err.status ?? 500;
  for (const header of ['Content-Encoding', 'Content-Type', 'ETag', 'Last-Modified', 'Content-Range', 'Cache-Control'])
    res.removeHeader(header);
  res.setHeader('Cache-Control', 'no-store');
  if (status === 416) res.setHeader('Content-Range', 'bytes */*');
  res
    .status(status >= 400 && status < 500 ? status : 500)
    .type('text/plain; charset=utf-8')
    .send(status === 404 ? 'Not Found' : 'Refused');
};
