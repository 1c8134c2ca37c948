import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { errorMessage } from './logger';

describe('errorMessage', () => {
  it("gives an Error's message, also one made in another realm", () => {
    expect(errorMessage(new TypeError('fetch failed'))).toBe('fetch failed');
    expect(errorMessage(runInNewContext("new Error('from a vm')"))).toBe('from a vm');
    expect(errorMessage({ message: 'a plain object with a message' })).toBe('a plain object with a message');
  });

  it('gives any other rejection as text, never the object whole, and never throws', () => {
    expect(errorMessage('socket hang up')).toBe('socket hang up');
    expect(errorMessage(null)).toBe('null');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage({ config: { headers: { Authorization: 'Bearer secret' } } })).toBe('[object Object]');
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(errorMessage(proxy)).toBe('an error that cannot be read');
    const hostile = {
      get message(): string {
        throw new Error('no');
      },
    };
    expect(errorMessage(hostile)).toBe('an error that cannot be read');
  });
});
