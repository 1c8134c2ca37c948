import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isSameOrigin, sameOriginOnly } from './same-origin';

/** A POST through the middleware from `remoteAddress`, with 10.0.0.9 the one trusted proxy: 'passed' or the status. */
function postFrom(remoteAddress: string, headers: Record<string, string>, method = 'POST', url = '/cashier/task/5') {
  const req = { method, url, headers, socket: { remoteAddress } } as unknown as IncomingMessage;
  const res = { statusCode: 200, setHeader: () => undefined, end: () => undefined } as unknown as ServerResponse;
  let passed = false;
  sameOriginOnly([], (peer) => peer.socket.remoteAddress === '10.0.0.9')(req, res, () => (passed = true));
  return passed ? 'passed' : res.statusCode;
}

describe('isSameOrigin', () => {
  const host = 'wash.example.ru';
  it('accepts our own origin, by Origin or, without it, by Referer', () => {
    expect(isSameOrigin({ host, origin: 'https://wash.example.ru' })).toBe(true);
    expect(isSameOrigin({ host, referer: 'https://wash.example.ru/cashier/task/5' })).toBe(true);
    expect(isSameOrigin({ host: 'WASH.example.ru', origin: 'https://wash.EXAMPLE.ru' })).toBe(true);
  });

  it('accepts the host a trusted load balancer forwarded, and the origins named in PUBLIC_ORIGIN', () => {
    expect(isSameOrigin({ host: '10.0.0.5:3000', origin: 'https://wash.example.ru' }, [], 'wash.example.ru')).toBe(true);
    expect(isSameOrigin({ host: '10.0.0.5:3000', origin: 'https://wash.example.ru' }, ['https://wash.example.ru'])).toBe(true);
  });

  it('believes X-Forwarded-Host only from a proxy named in TRUSTED_PROXIES', () => {
    const claimed = { host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.example', origin: 'https://evil.example' };
    // A device on the network says which host it asked for: not believed.
    expect(postFrom('192.0.2.44', claimed)).toBe(403);
    expect(postFrom('10.0.0.9', claimed)).toBe('passed');
    expect(postFrom('192.0.2.44', { host: '10.0.0.5:3000', origin: 'http://10.0.0.5:3000' })).toBe('passed');
  });

  it('hands on an accepted request without its Origin, so that Remix does not judge it again by other rules', () => {
    const post = (headers: Record<string, string>) => {
      const req = { method: 'POST', headers: { ...headers }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
      const res = { statusCode: 200, setHeader: () => undefined, end: () => undefined } as unknown as ServerResponse;
      let passed = false;
      sameOriginOnly(['https://wash.example.ru'])(req, res, () => (passed = true));
      return { passed, origin: req.headers.origin };
    };
    // Behind a proxy that sends its own address as Host: PUBLIC_ORIGIN names the site.
    expect(post({ host: '127.0.0.1:3000', origin: 'https://wash.example.ru' })).toEqual({ passed: true, origin: undefined });
    // Refused: the Origin stays as it came, for the log.
    expect(post({ host: '127.0.0.1:3000', origin: 'https://evil.example' })).toEqual({ passed: false, origin: 'https://evil.example' });
  });

  it('refuses our host under another scheme where the scheme is known', () => {
    // A plain-HTTP page under our name (served by a network in the middle) posting to the HTTPS site.
    expect(isSameOrigin({ host, origin: 'http://wash.example.ru' }, [], undefined, 'https:')).toBe(false);
    expect(isSameOrigin({ host, origin: 'https://wash.example.ru' }, [], undefined, 'https:')).toBe(true);
    // PUBLIC_ORIGIN names the scheme of its host; the request's own is not known behind a proxy.
    expect(isSameOrigin({ host, origin: 'http://wash.example.ru' }, ['https://wash.example.ru'])).toBe(false);
    expect(isSameOrigin({ host, origin: 'https://wash.example.ru' }, ['https://wash.example.ru'])).toBe(true);
    // However the name or the port is written: the root's dot, or the other scheme's default port.
    expect(isSameOrigin({ host: `${host}.`, origin: 'http://wash.example.ru.' }, ['https://wash.example.ru'])).toBe(false);
    expect(isSameOrigin({ host: `${host}:443`, origin: 'http://wash.example.ru:443' }, ['https://wash.example.ru'])).toBe(false);
    expect(isSameOrigin({ host: `${host}:8080`, origin: 'http://WASH.example.ru:8080' }, ['https://wash.example.ru'])).toBe(false);
    expect(isSameOrigin({ host: `${host}.`, origin: 'https://wash.example.ru.' }, ['https://wash.example.ru'])).toBe(true);
    expect(isSameOrigin({ host: `${host}:443`, origin: 'https://wash.example.ru' }, [], undefined, 'https:')).toBe(true);
    // Nothing says the scheme: the host decides, as a plain-HTTP shop on the local network needs.
    expect(isSameOrigin({ host, origin: 'http://wash.example.ru' })).toBe(true);

    const fromPlainPage = { host, 'x-forwarded-proto': 'https', origin: 'http://wash.example.ru' };
    expect(postFrom('10.0.0.9', fromPlainPage)).toBe(403);
    // X-Forwarded-Proto from anyone but a trusted proxy is not believed.
    expect(postFrom('192.0.2.44', fromPlainPage)).toBe('passed');
    expect(postFrom('10.0.0.9', { ...fromPlainPage, origin: 'https://wash.example.ru' })).toBe('passed');
  });

  it('refuses another site, another port, a missing or null origin, and other schemes', () => {
    expect(isSameOrigin({ host, origin: 'https://evil.example' })).toBe(false);
    expect(isSameOrigin({ host, origin: 'https://wash.example.ru.evil.example' })).toBe(false);
    expect(isSameOrigin({ host: 'localhost:3000', origin: 'http://localhost:4000' })).toBe(false);
    expect(isSameOrigin({ host: 'wash.example.ru/x', origin: 'https://wash.example.ru' })).toBe(false);
    expect(isSameOrigin({ host })).toBe(false);
    expect(isSameOrigin({ host, origin: 'null' })).toBe(false);
    expect(isSameOrigin({ host, origin: 'null', referer: 'https://evil.example/page' })).toBe(false);
    expect(isSameOrigin({ host, origin: 'null', referer: 'https://wash.example.ru/cashier/task/5' })).toBe(false);
    expect(isSameOrigin({ host, origin: 'not a url' })).toBe(false);
    // An Origin that cannot be ours is not looked past for a Referer that could.
    expect(isSameOrigin({ host, origin: 'chrome-extension://abc', referer: 'https://wash.example.ru/x' })).toBe(false);
    expect(isSameOrigin({ host, origin: '::::', referer: 'https://wash.example.ru/x' })).toBe(false);
    expect(isSameOrigin({ host, referer: 'file:///wash.example.ru/x' })).toBe(false);
    expect(isSameOrigin({ host: '10.0.0.5:3000', origin: 'https://evil.example' }, ['https://wash.example.ru'])).toBe(false);
  });

  it('checks a HEAD or OPTIONS for a page’s data as Remix takes it, an action’s; other safe requests pass', () => {
    const foreign = { host: 'wash.example.ru', origin: 'https://evil.example' };
    expect(postFrom('192.0.2.44', foreign, 'HEAD', '/owner/accounts.data')).toBe(403);
    expect(postFrom('192.0.2.44', foreign, 'OPTIONS', '/owner/accounts.data?_routes=x')).toBe(403);
    expect(postFrom('192.0.2.44', foreign, 'GET', '/owner/accounts.data')).toBe('passed');
    expect(postFrom('192.0.2.44', foreign, 'HEAD', '/owner/accounts')).toBe('passed');
    expect(postFrom('192.0.2.44', { ...foreign, origin: 'https://wash.example.ru' }, 'HEAD', '/owner/accounts.data')).toBe('passed');
  });
});
