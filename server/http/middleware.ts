import type { IncomingMessage } from 'node:http';
import compression from 'compression';
import type { Express, Request } from 'express';
import type { Logger } from 'pino';
import type { Settings } from '../../api/settings';
import { acceptedEncodings } from '../../app/utils/accept-encoding';
import { allowedHostsOnly } from './allowed-host';
import type { TrustedPeer } from './forwarded-host';
import { requestLog } from './request-log';
import { securityHeaders } from './security-headers';

/**
 * What every request but the health check meets first: its log line, the host check, the
 * security headers and compression.
 */
export function mountCommonMiddleware(
  app: Express,
  options: { settings: Settings; logger: Logger; hostNames: readonly string[]; trusted: TrustedPeer },
): void {
  // Routine reads are debug: a good session check (each live socket's is repeated every 5 s)
  // and a page's data read (every live reload of every open screen is one). Pages, changes
  // and every refusal or failure are logged; assets are not.
  app.use(
    requestLog(options.logger, (req, res) =>
      // The whole address: inside the assets' mount Express has taken `/assets` off `url`.
      ((req as { originalUrl?: string }).originalUrl ?? req.url)?.startsWith('/assets/')
        ? 'silent'
        : res.statusCode >= 500
          ? 'error'
          : res.statusCode >= 400
            ? 'warn'
            : routineRead(req)
              ? 'debug'
              : 'info',
    ),
  );

  // Only names we know are answered (DNS rebinding), also the one a trusted proxy forwarded;
  // the health check answers any name.
  const knownHosts = allowedHostsOnly(options.hostNames, options.trusted);
  app.use((req, res, next) => (req.path === '/healthz' ? next() : knownHosts(req, res, next)));

  // A CSP nonce per response, the security headers, HSTS over HTTPS (server/http/security-headers.ts).
  app.use(securityHeaders(options.settings.NODE_ENV === 'production'));
  // Compressed for clients that ask for it (browsers); others skip the wrapping, which costs a
  // short answer more than the answer (docs/benchmarks.md 'Per-request middleware'). Pages and
  // data in gzip with small tables whenever the client takes gzip (decision 054): brotli's
  // encoder and zlib's default tables ask malloc for blocks that `npm start`'s settings map and
  // unmap on every answer (2.5 ms against 0.2 for the sign-in page). The built assets keep
  // their brotli files (precompressed-assets.ts, which reads the request's own header).
  const compress = compression({ ...SMALL_GZIP, threshold: PACK_FROM });
  // Vary all the same, so that a shared cache keeps the packed and the plain answer apart.
  app.use((req, res, next) => {
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    if (accepted.has('gzip')) return compress(offering(req, 'gzip'), res, next);
    // The codings our parser accepted, not the raw header: the middleware's own reading takes a
    // weight of 2 or 0.5abc as a number, and would pick a coding the client never offered properly.
    if (accepted.has('deflate') || accepted.has('br')) return compress(offering(req, [...accepted].join(', ')), res, next);
    res.vary('Accept-Encoding');
    next();
  });
}

/**
 * zlib's tables for one answer, each under the 32 kB from which `npm start` maps blocks of their
 * own (decision 048): an 8 kB window and 16 kB hash and match tables. At level 6 a page of 8.5 kB
 * packed to the same size as with the defaults' 64 kB tables, the demo shop's 94.5 kB list to 9 %
 * more. Level 3, the most thorough of zlib's fast levels (from 4 it defers each match to look for
 * a longer one): the list packs in about half the time of level 6 for 14 % more bytes (decision 054).
 */
export const SMALL_GZIP = { level: 3, windowBits: 13, memLevel: 6 } as const;

/**
 * Below this many bytes an answer goes out as it is (the compression middleware's own default):
 * packing it would cost more than the bytes it saves. Pages sent whole read the same rule
 * (server/http/whole-answer.ts).
 */
export const PACK_FROM = 1024;

/** The request as the compression middleware negotiates it: offering these codings only (gzip alone, as it prefers brotli). */
function offering(req: Request, codings: string): Request {
  return Object.create(req, { headers: { value: { ...req.headers, 'accept-encoding': codings } } }) as Request;
}

/** A GET of a page's data (`….data`, what a live reload fetches) or a session check. */
function routineRead(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false;
  const path = req.url?.split('?', 1)[0] ?? '';
  return path === '/api/v1/session' || path.endsWith('.data');
}
