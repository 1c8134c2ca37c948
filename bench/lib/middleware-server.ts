/**
 * A one-route Express app with some of the server's per-request middleware in front of it,
 * for the middleware benchmark (bench/middleware.ts): `tsx bench/lib/middleware-server.ts
 * <port> <middleware,…>`. The route answers a short JSON, as a small API call would.
 */
import { randomBytes } from 'node:crypto';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import helmet from 'helmet';
import { pino } from 'pino';
import { allowedHostsOnly, knownHostNames } from '../../server/http/allowed-host';
import { requestLog } from '../../server/http/request-log';
import { securityHeaders } from '../../server/http/security-headers';

const [port, list = ''] = process.argv.slice(2);
const logger = pino({ level: 'info' }, pino.destination('/dev/null'));

/** helmet run for every request, as server.ts did before the speed work (a nonce function in the CSP). */
function helmetPerRequest(): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      next();
    },
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
    }),
  ];
}

const MIDDLEWARE: Record<string, () => RequestHandler[]> = {
  'log-off': () => [requestLog(logger, () => 'debug')],
  'log-on': () => [requestLog(logger, () => 'info')],
  'helmet-per-request': helmetPerRequest,
  'security-headers': () => [securityHeaders(true)],
  'compression-always': () => [compression()],
  compression: () => {
    const compress = compression();
    return [(req, res, next) => (/\b(gzip|deflate|br)\b/.test(req.headers['accept-encoding'] ?? '') ? compress(req, res, next) : next())];
  },
  'host-check': () => [allowedHostsOnly(knownHostNames([], []))],
};

const app = express();
app.disable('x-powered-by');
for (const name of list.split(',').filter(Boolean)) {
  const make = MIDDLEWARE[name];
  if (!make) throw new Error(`unknown middleware ${name}`);
  for (const m of make()) app.use(m);
}
app.get('/', (_req, res) => {
  res.json({ result: 'ok', data: { waiting: 3 } });
});
app.listen(Number(port), '127.0.0.1');
