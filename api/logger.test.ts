import { describe, expect, it } from 'vitest';
import { errorMessage } from './logger';

describe('errorMessage', () => {
  it("gives an Error's message", () => {
    expect(errorMessage(new TypeError('fetch failed'))).toBe('fetch failed');
  });

  it('gives any other rejection as text instead of throwing on it', () => {
    expect(errorMessage('socket hang up')).toBe('socket hang up');
    expect(errorMessage(null)).toBe('null');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage({ code: 'ECONNRESET' })).toBe('{"code":"ECONNRESET"}');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(errorMessage(loop)).toBe('[object Object]');
  });
});
