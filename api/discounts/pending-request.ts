import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { discountRequests } from '../db/schema';
import type { DiscountRequestState } from '../contract/payments';
import { MAX_TRIES, requestLockSeconds } from './manual-discount';

/**
 * The discount request of an order as the cashier's page shows it: the code still expected
 * (its percent, when it expires, tries left) and how long before a new SMS may be asked.
 * It comes with the order so a reload, or a look at another order, loses nothing.
 */
export async function discountRequestOf(db: Db, orderId: number, now: Date): Promise<DiscountRequestState | null> {
  const [last] = await lastRequest(db).execute({ orderId });
  if (!last) return null;
  const retryAfter = requestLockSeconds(last, now);
  const left = last.expiresAt.getTime() - now.getTime();
  const open = last.closedAt === null && left > 0;
  // Ran out: not answered, replaced or voided before its time (a code tried after it closes it then).
  const ranOut = last.closedAt === null || last.closedAt.getTime() >= last.expiresAt.getTime();
  const expired = ranOut && left <= 0 && -left < EXPIRY_SHOWN_MS;
  if (!open && !expired && retryAfter === 0) return null;
  return {
    pending: open
      ? { percent: last.percent, expires_at: last.expiresAt.toISOString(), tries_left: Math.max(0, MAX_TRIES - last.tries) }
      : null,
    retry_after: retryAfter,
    expired: expired ? { percent: last.percent, expired_at: last.expiresAt.toISOString() } : null,
  };
}

/** How long after a code ran out unanswered the desk still says so: past it, it is old news. */
const EXPIRY_SHOWN_MS = 60 * 60_000;

const lastRequest = prepared((db) =>
  db
    .select()
    .from(discountRequests)
    .where(eq(discountRequests.orderId, sql.placeholder('orderId')))
    .orderBy(desc(discountRequests.id))
    .limit(1)
    .prepare('order_discount_request'),
);
