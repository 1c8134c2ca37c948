import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { allowedHostsOnly, isAllowedHost } from './allowed-host';

describe('host names the server answers (DNS rebinding)', () => {
  const known = ['wash.example.ru', 'deskpc'];
  it.each([
    '127.0.0.1:3000',
    '192.0.2.2',
    '[fd00::2]:3000',
    '[::1]',
    'localhost:3000',
    'localhost.:3000',
    'app.localhost',
    'WASH.example.ru',
    'wash.example.ru.:443',
    'deskpc',
  ])('answers %s', (host) => expect(isAllowedHost(host, known)).toBe(true));
  it.each([
    'evil.example',
    'evil.example:3000',
    '127.0.0.1#evil',
    '127.0.0.1/x',
    'user@127.0.0.1',
    '127.0.0.1 evil',
    'wash.example.ru.evil.example',
    '',
    undefined,
  ])('refuses %s', (host) => expect(isAllowedHost(host, known)).toBe(false));

  it('checks the host a trusted proxy forwarded too, and ignores the header from anyone else', () => {
    const check = allowedHostsOnly(known, (peer) => peer.socket.remoteAddress === '127.0.0.1');
    const ask = (remoteAddress: string, headers: Record<string, string>) => {
      const req = { headers, socket: { remoteAddress } } as unknown as IncomingMessage;
      const res = { statusCode: 200, setHeader: () => undefined, end: () => undefined } as unknown as ServerResponse;
      let passed = false;
      check(req, res, () => (passed = true));
      return passed ? 'passed' : res.statusCode;
    };
    // A proxy on this machine that sends the upstream address as Host: the name the browser used is checked.
    expect(ask('127.0.0.1', { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example' })).toBe(421);
    expect(ask('127.0.0.1', { host: '127.0.0.1:3000', 'x-forwarded-host': 'wash.example.ru' })).toBe('passed');
    // From anyone else the header means nothing: neither a way in nor a way to be refused.
    expect(ask('192.0.2.44', { host: 'evil.example', 'x-forwarded-host': 'wash.example.ru' })).toBe(421);
    expect(ask('192.0.2.44', { host: 'wash.example.ru', 'x-forwarded-host': 'evil.example' })).toBe('passed');
  });
});
