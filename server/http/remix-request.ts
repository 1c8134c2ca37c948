import { createReadableStreamFromReadable } from '@remix-run/node';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/**
 * The Fetch request Remix reads, made from Express's, as Remix's Express adapter makes it (which
 * does not export it): the address as the proxy settings read it (`req.protocol`, `req.hostname`,
 * the port the visitor asked for), every header, the body as a stream, and a signal that aborts
 * the loaders and actions once the client has gone before its answer was sent.
 */
export function remixRequestOf(req: ExpressRequest, res: ExpressResponse): Request {
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(':')[1] ?? '', 10);
  const forwardedPort = portOf(req.get('X-Forwarded-Host'));
  const hostPort = portOf(req.get('host'));
  const port = Number.isSafeInteger(forwardedPort) ? forwardedPort : Number.isSafeInteger(hostPort) ? hostPort : undefined;
  const url = new URL(`${req.protocol}://${req.hostname}${port === undefined ? '' : `:${port}`}${req.originalUrl}`);

  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (Array.isArray(values)) for (const value of values) headers.append(name, value);
    else if (values) headers.set(name, values);
  }
  let controller: AbortController | undefined = new AbortController();
  res.on('finish', () => (controller = undefined));
  res.on('close', () => controller?.abort());
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}
