import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin';

describe('isSameOrigin', () => {
  const host = 'wash.example.ru';
  it('accepts our own origin, by Origin or, without it, by Referer', () => {
    expect(isSameOrigin({ host, origin: 'https://wash.example.ru' })).toBe(true);
    expect(isSameOrigin({ host, referer: 'https://wash.example.ru/cashier/task/5' })).toBe(true);
    expect(isSameOrigin({ host: 'WASH.example.ru', origin: 'https://wash.EXAMPLE.ru' })).toBe(true);
  });

  it('accepts the host a load balancer forwarded, and the origins named in PUBLIC_ORIGIN', () => {
    expect(isSameOrigin({ host: '10.0.0.5:3000', 'x-forwarded-host': 'wash.example.ru', origin: 'https://wash.example.ru' })).toBe(true);
    expect(isSameOrigin({ host: '10.0.0.5:3000', origin: 'https://wash.example.ru' }, ['https://wash.example.ru'])).toBe(true);
  });

  it('refuses another site, another port, a missing or null origin, and other schemes', () => {
    expect(isSameOrigin({ host, origin: 'https://evil.example' })).toBe(false);
    expect(isSameOrigin({ host, origin: 'https://wash.example.ru.evil.example' })).toBe(false);
    expect(isSameOrigin({ host: 'localhost:3000', origin: 'http://localhost:4000' })).toBe(false);
    expect(isSameOrigin({ host })).toBe(false);
    expect(isSameOrigin({ host, origin: 'null' })).toBe(false);
    expect(isSameOrigin({ host, origin: 'null', referer: 'https://evil.example/page' })).toBe(false);
    expect(isSameOrigin({ host, origin: 'not a url' })).toBe(false);
    expect(isSameOrigin({ host, referer: 'file:///wash.example.ru/x' })).toBe(false);
    expect(isSameOrigin({ host: '10.0.0.5:3000', origin: 'https://evil.example' }, ['https://wash.example.ru'])).toBe(false);
  });
});
