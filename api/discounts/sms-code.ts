import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A 4-digit code; only an HMAC of it (bound to the request) is stored. */
export function newCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/**
 * Four digits are 10,000 guesses: a hash keyed only by what the database holds would let
 * anyone who reads the database find the code at once. The key is the server's secret
 * (never stored in the database), the message binds the code to its request.
 */
export function codeHash(code: string, requestSalt: string, secret: string): string {
  // A key of its own, derived from the secret, which also signs the session cookies.
  const key = createHmac('sha256', secret).update('washdesk:discount-code').digest();
  return createHmac('sha256', key).update(`${requestSalt}|${code}`).digest('hex');
}

export function codeMatches(code: string, requestSalt: string, hash: string, secret: string): boolean {
  const a = Buffer.from(codeHash(code, requestSalt, secret), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
