import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import { invalid, Refused } from '../domain/refusal';

/**
 * The idempotency key of a money call: the `Idempotency-Key` header (8 to 100 characters),
 * else the body's `idempotency_key` field (its schema holds it to the same length).
 */
export function keyOf(header: string | undefined, field: string | undefined): string | undefined {
  const given = header?.trim();
  if (given !== undefined && (given.length < 8 || given.length > 100)) throw invalid('idempotency_key_length');
  return given || field;
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * Runs `work` once per idempotency key of a user (Stripe's model: a key belongs to whoever
 * sends it, so one cashier's key never answers another's request). The key's row is
 * inserted in the same transaction as the work: a concurrent repeat waits on it, then reads
 * the stored answer. The same key with another body is refused (422). A refusal rolls
 * back, so a corrected retry with the same key is not held to it.
 */
export async function once<T>(
  tx: Db,
  key: string,
  userId: number | null,
  body: unknown,
  work: () => Promise<T>,
): Promise<{ answer: T; repeated: boolean }> {
  const hash = requestHash(body);
  const owned = `${userId ?? 'system'}:${key}`;
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ key: owned, userId, requestHash: hash, answer: sql`'null'::jsonb` })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!inserted.length) {
    const [previous] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, owned));
    if (!previous || previous.requestHash !== hash) {
      throw new Refused('unprocessable', 'idempotency_key_reused');
    }
    return { answer: previous.answer as T, repeated: true };
  }
  const answer = await work();
  await tx
    .update(idempotencyKeys)
    .set({ answer: answer as object })
    .where(eq(idempotencyKeys.key, owned));
  return { answer, repeated: false };
}
