import type { Server } from 'node:http';
import type { ServerBuild } from '@remix-run/node';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ru from '../locales/ru/errors.json';
import { parseSettings } from '../api/settings';
import { mountCommonMiddleware } from './http/middleware';
import { ask, listening, rawExchange } from './http/packed-answers.test-support';
import { webErrors } from './http/web-errors';
import { webAppHandler } from './web-app';

/** Where the proxy in front of the server stands: it alone may say which host a visitor asked for. */
const PROXY = '127.0.0.1';

/**
 * The smallest build Remix runs: a root and one resource route under every path, whose loader
 * answers the address Remix was handed and the visitor's address from the load context.
 */
const build = {
  mode: 'production',
  entry: { module: { default: () => new Response('no pages here', { status: 500 }) } },
  routes: {
    root: { id: 'root', path: '', module: {} },
    'routes/echo': {
      id: 'routes/echo',
      parentId: 'root',
      path: '*',
      module: {
        loader: ({ request, context }: { request: Request; context: { clientAddress: string } }) =>
          new Response(`${request.url} from ${context.clientAddress}`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } }),
      },
    },
  },
  assets: { entry: { imports: [], module: '/build/entry.js' }, routes: {}, url: '/build/manifest.js', version: 'test' },
  publicPath: '/build/',
  assetsBuildDirectory: 'public/build',
  future: {},
  isSpaMode: false,
} as unknown as ServerBuild;

/** GET `target` written on the wire as it is (Node's client would not send `*`), with `headers`. */
function rawGet(base: string, target: string, headers: string): Promise<string> {
  return rawExchange(base, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${new URL(base).port}\r\n${headers}`);
}

/** The web app behind the common middleware, with `trusted` as the proxy it believes. */
async function webApp(trusted: (req: { socket: { remoteAddress?: string } }) => boolean) {
  const app = express();
  const settings = parseSettings({ NODE_ENV: 'test' });
  const logger = pino({ level: 'silent' });
  mountCommonMiddleware(app, { settings, logger, hostNames: ['127.0.0.1', 'wash.example'], trusted });
  const api = () => Promise.reject(new Error('no product calls here'));
  app.all('*', webAppHandler({ build, settings, secret: 'x'.repeat(32), api, localOnly: false, customerAssets: {} as never, trusted }));
  app.use(webErrors(logger));
  return listening(app);
}

describe('the web app behind the common middleware', () => {
  const servers: Server[] = [];
  let behindProxy: string;
  let open: string;
  beforeAll(async () => {
    const proxied = await webApp((req) => req.socket.remoteAddress === PROXY || req.socket.remoteAddress === `::ffff:${PROXY}`);
    const direct = await webApp(() => false);
    servers.push(proxied.server, direct.server);
    behindProxy = proxied.base;
    open = direct.base;
  });
  afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

  it('hands Remix the host a trusted proxy forwards, and the Host header from anyone else', async () => {
    const forwarded = await ask(behindProxy, '/o/abc?x=1', 'identity', { 'X-Forwarded-Host': 'wash.example' });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body).toMatch(/^http:\/\/wash\.example\/o\/abc\?x=1 from /);
    const { port } = new URL(open);
    const direct = await ask(open, '/o/abc', 'identity', { 'X-Forwarded-Host': 'wash.example' });
    expect(direct.body).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/o/abc from `));
  });

  it('answers a target that is no address of a page 400 in Russian, without reaching Remix', async () => {
    const answer = await rawGet(open, '*', '');
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toContain(ru.badAddress);
    expect(answer).not.toContain('from ');
  });

  it('refuses a forwarded host no address can hold at the host check, before Remix', async () => {
    const answer = await rawGet(behindProxy, '/o/abc', 'X-Forwarded-Host: wash.example:99999\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 421/);
    expect(answer).not.toContain('from ');
  });
});
