import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A 4-digit code; only an HMAC of it (bound to the request) is stored. */
export function newCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

export function codeHash(code: string, requestSalt: string): string {
  return createHmac('sha256', requestSalt).update(code).digest('hex');
}

export function codeMatches(code: string, requestSalt: string, hash: string): boolean {
  const a = Buffer.from(codeHash(code, requestSalt), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
