import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import { SMALL_GZIP } from '../../server/http/middleware';
import { noTrustedPeer } from '../../server/http/forwarded-host';
import { remixRequestOf } from '../../server/http/remix-request';
import { sendWhole } from '../../server/http/whole-answer';

/**
 * The bare app served as Washdesk serves its pages, minus everything of Washdesk's own: Express,
 * the same compression settings, Remix's request made and its answer sent whole as Washdesk's
 * web app does (decision 058). No log, no host or origin check, no security headers, no session,
 * no load context.
 */
const dir = process.env.FRAMEWORK_FLOOR_BUILD ?? 'build/framework-floor';
const build = (await import(pathToFileURL(path.resolve(dir, 'server/index.js')).href)) as ServerBuild;
const remix = createRequestHandler(build, 'production');
const app = express();
app.disable('x-powered-by');
app.use(compression(SMALL_GZIP));
app.all('*', (req, res, next) => {
  remix(remixRequestOf(req, res, noTrustedPeer), {} as AppLoadContext)
    .then((answer) => sendWhole(req, res, answer))
    .catch(next);
});
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
