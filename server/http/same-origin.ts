import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import ru from '../../locales/ru/errors.json';
import { forwardedHostOf, forwardedProtoOf, noTrustedPeer, type TrustedPeer } from './forwarded-host';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request was sent by a page of our own site (OWASP: verify the origin with
 * standard headers). Browsers send `Origin` with every POST; `Referer` stands in when a
 * privacy setting drops it. Accepted: the origins named in PUBLIC_ORIGIN, or any origin
 * whose host is the one the request was sent to: `Host`, or `forwardedHost`, the host a
 * trusted load balancer forwarded (server/http/forwarded-host.ts; a page of another site
 * cannot set either on a form or a simple fetch).
 *
 * The host alone does not make an origin: a page served over plain HTTP under our name (a
 * network in the middle can serve one) must not post to the site served over HTTPS. So the
 * scheme must match too where it is known: `scheme`, the request's own (its socket's TLS, or
 * what a trusted proxy forwarded), and a host PUBLIC_ORIGIN names, only with the scheme named.
 */
export function isSameOrigin(
  headers: IncomingHttpHeaders,
  publicOrigins: readonly string[] = [],
  forwardedHost?: string,
  scheme?: 'http:' | 'https:',
): boolean {
  // `null` is an opaque origin (a sandboxed frame, a file, a privacy setting), never one of our
  // pages: its Referer is not asked, however it reads.
  if (firstValue(headers.origin) === 'null') return false;
  // Referer only stands in for a missing Origin: an Origin we cannot read (another scheme, a
  // malformed one) is refused, not looked past.
  const origin = headers.origin !== undefined ? originOf(headers.origin) : originOf(headers.referer);
  if (!origin) return false;
  const named = publicOrigins.map(originOf).filter((url): url is URL => url !== undefined);
  if (named.some((url) => sameOriginAs(url, origin))) return true;
  if (scheme && origin.protocol !== scheme) return false;
  // A name PUBLIC_ORIGIN gives is ours only as written there: not under another scheme, and
  // not on another port (`http://wash.example.ru:443`), however the name is spelled
  // (`wash.example.ru.` with the root's dot is the same name).
  if (named.some((url) => hostNameOf(url) === hostNameOf(origin))) return false;
  const hosts = [headers.host, forwardedHost].filter((h): h is string => Boolean(h));
  return hosts.some((host) => {
    if (/[/?#@\\\s]/.test(host)) return false;
    const sent = originOf(`${origin.protocol}//${host}`);
    return sent !== undefined && sameOriginAs(sent, origin);
  });
}

/** Same scheme, name and port; URL already drops a port that is the scheme's default. */
function sameOriginAs(a: URL, b: URL): boolean {
  return a.protocol === b.protocol && hostNameOf(a) === hostNameOf(b) && a.port === b.port;
}

/** The host name lower-cased and without the root's trailing dot. */
function hostNameOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/\.$/, '');
}

function originOf(value: string | string[] | undefined): URL | undefined {
  const text = firstValue(value);
  if (!text || text === 'null') return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The request's scheme where it is known: TLS on its own socket, or a trusted proxy's word. */
export function requestSchemeOf(req: IncomingMessage, trusted: TrustedPeer): 'http:' | 'https:' | undefined {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return 'https:';
  const forwarded = forwardedProtoOf(req, trusted);
  return forwarded === 'https' ? 'https:' : forwarded === 'http' ? 'http:' : undefined;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

/**
 * A request that changes nothing. Remix takes any request for a page's data (`….data`) but a GET
 * as an action's, and checks its Origin by its own rule, failing a foreign one with a bare 500:
 * those are checked here like a POST, so that a HEAD or OPTIONS from elsewhere gets our 403.
 */
function isSafe(req: IncomingMessage): boolean {
  const method = req.method ?? 'GET';
  if (!SAFE_METHODS.has(method)) return false;
  return method === 'GET' || !(req.url ?? '').split('?', 1)[0]!.endsWith('.data');
}

/**
 * CSRF protection of the web app: a request that may change state (any method but GET,
 * HEAD and OPTIONS) must come from our own pages, else 403 before any action runs. The
 * product API is not covered: it takes bearer tokens, which a browser never adds by itself.
 */
export function sameOriginOnly(publicOrigins: readonly string[], trusted: TrustedPeer = noTrustedPeer) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (isSafe(req)) return next();
    if (isSameOrigin(req.headers, publicOrigins, forwardedHostOf(req, trusted), requestSchemeOf(req, trusted))) {
      // Decided here. Remix compares `Origin` once more with `X-Forwarded-Host` (from anyone) or
      // `Host`, knowing neither PUBLIC_ORIGIN nor the trusted proxies, and answers a mismatch
      // with a bare 500: a shop behind a proxy that sends its own address as `Host` could not
      // sign in. The web app never reads `Origin` itself.
      delete req.headers.origin;
      return next();
    }
    res.statusCode = 403;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(ru.crossSite);
  };
}
