import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { addressOf } from './public-socket';

const request = (peer: string, forwarded?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;
const loopbackTrusted = (address: string) => address === '127.0.0.1';

describe("the address a customer's socket is counted under", () => {
  it('is the peer when no proxy is trusted, whatever the header says', () => {
    expect(addressOf(request('203.0.113.9', '1.2.3.4'), () => false)).toBe('203.0.113.9');
  });
  it('is what the trusted proxy appended, not what the client wrote before it', () => {
    expect(addressOf(request('127.0.0.1', '1.2.3.4, 198.51.100.7'), loopbackTrusted)).toBe('198.51.100.7');
    expect(addressOf(request('127.0.0.1', '198.51.100.7'), loopbackTrusted)).toBe('198.51.100.7');
  });
  it('is the trusted proxy itself when it forwarded nothing', () => {
    expect(addressOf(request('127.0.0.1'), loopbackTrusted)).toBe('127.0.0.1');
  });
});
