import { describe, expect, it } from 'vitest';
import { clientAddressOf, isLoopback } from './client-address';

/** Who the API takes a visitor for (docs/decisions/028: only a person at this machine sees the demo passwords). */
describe('the visitor address', () => {
  it('is the peer (or what a trusted proxy said), and a proxy that hides who is behind it is nobody from this machine', () => {
    expect(clientAddressOf({ ip: '203.0.113.5', headers: {} })).toBe('203.0.113.5');
    expect(clientAddressOf({ ip: '127.0.0.1', headers: {} })).toBe('127.0.0.1');
    for (const header of ['forwarded', 'x-real-ip', 'via']) {
      const address = clientAddressOf({ ip: '127.0.0.1', headers: { [header]: 'for=203.0.113.5' } });
      expect(address, header).toBe('proxied');
      expect(isLoopback(address)).toBe(false);
    }
    // From elsewhere, the marks change nothing: the address is already not this machine's.
    expect(clientAddressOf({ ip: '198.51.100.7', headers: { 'x-real-ip': '127.0.0.1' } })).toBe('198.51.100.7');
  });

  it('knows the loopback addresses in their written forms, and nothing else', () => {
    for (const a of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a), a).toBe(true);
    for (const a of ['0.0.0.0', '127.1', 'localhost', '::ffff:7f00:1', '[::1]', '127.0.0.1:80', 'proxied', undefined])
      expect(isLoopback(a), String(a)).toBe(false);
  });
});
