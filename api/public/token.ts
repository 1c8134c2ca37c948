import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';

/**
 * The token of a customer's public link: 18 random bytes (144 bits) in base64url, 24
 * characters. It is the only key to the page, so it is never the order id nor derived from it.
 */
export function newPublicToken(): string {
  return randomBytes(18).toString('base64url');
}

/** What a token looks like; anything else is answered as an unknown token, in the same time. */
export const PUBLIC_TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** The order's token, made now for an order taken before links existed. */
export async function ensurePublicToken(tx: Db, orderId: number): Promise<string> {
  const [row] = await tx.select({ token: orders.publicToken }).from(orders).where(eq(orders.id, orderId));
  if (row?.token) return row.token;
  const token = newPublicToken();
  await tx.update(orders).set({ publicToken: token }).where(eq(orders.id, orderId));
  return token;
}
