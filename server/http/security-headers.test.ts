import { describe, expect, it } from 'vitest';
import type { NextFunction, Request, Response } from 'express';
import { securityHeaders } from './security-headers';

function respond(production: boolean, secure = false) {
  const headers = new Map<string, string>([['x-powered-by', 'Express']]);
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let passed = false;
  securityHeaders(production)({ secure } as Request, res as unknown as Response, (() => (passed = true)) as NextFunction);
  return { headers, nonce: res.locals.cspNonce as string, passed };
}

describe('security headers', () => {
  it("write helmet's headers with a nonce of each response's own in the script policy", () => {
    const first = respond(true);
    const second = respond(true);
    expect(first.passed).toBe(true);
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${first.nonce}'`);
    expect(second.headers.get('content-security-policy')).toContain(`'nonce-${second.nonce}'`);
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('referrer-policy')).toBe('same-origin');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.has('x-powered-by')).toBe(false);
    expect(first.headers.has('strict-transport-security')).toBe(false);
  });

  it('add HSTS over HTTPS only, and allow inline scripts in development (Vite)', () => {
    expect(respond(true, true).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(respond(false).headers.get('content-security-policy')).toContain("'unsafe-inline'");
  });
});
