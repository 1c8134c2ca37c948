import { createReadableStreamFromReadable } from '@remix-run/node';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { forwardedHostOf, type TrustedPeer } from './forwarded-host';

/** A request whose address cannot be a page's: the error handler answers it 400 without a stack in the log. */
class UnreadableAddress extends Error {
  readonly status = 400;
}

/**
 * The Fetch request Remix reads, made from Express's as Remix's Express adapter made it: every
 * header, the body as a stream, and a signal that aborts the loaders and actions once the
 * client has gone before its answer was sent. Its address is the scheme as the proxy settings
 * read it (`req.protocol`), the host the visitor asked for (a trusted proxy's
 * `X-Forwarded-Host`, else `Host`; both checked by server/http/allowed-host.ts), and the path
 * and query only: an absolute target (`GET http://host/path`) gives its path, and one that is
 * not a path at all (`*`), or a host or port no address can hold, is the asker's mistake (400),
 * not a failure of the server.
 */
export function remixRequestOf(req: ExpressRequest, res: ExpressResponse, trusted: TrustedPeer): Request {
  const host = forwardedHostOf(req, trusted) ?? req.headers.host ?? 'localhost';
  let url: URL;
  try {
    const target = req.originalUrl.startsWith('/') ? req.originalUrl : pathOf(req.originalUrl);
    url = new URL(`${req.protocol}://${host}${target}`);
  } catch {
    throw new UnreadableAddress(`not an address of a page: ${req.originalUrl.slice(0, 200)}`);
  }

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

/** The path and query of an absolute target; throws for one that is not a URL. */
function pathOf(target: string): string {
  const url = new URL(target);
  return `${url.pathname}${url.search}`;
}
