import { createHash, randomBytes } from 'node:crypto';

/** Session lifetimes (docs/domain.md 'Users and sessions'): 12 hours, 30 days with 'remember me'. */
export const TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function tokenExpiry(remember: boolean, now = new Date()): Date {
  return new Date(now.getTime() + (remember ? REMEMBER_TTL_MS : TOKEN_TTL_MS));
}
