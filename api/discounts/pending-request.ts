import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { discountRequests } from '../db/schema';
import type { DiscountRequestState } from '../contract/orders';
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
  const open = last.closedAt === null && last.expiresAt.getTime() > now.getTime();
  if (!open && retryAfter === 0) return null;
  return {
    pending: open
      ? { percent: last.percent, expires_at: last.expiresAt.toISOString(), tries_left: Math.max(0, MAX_TRIES - last.tries) }
      : null,
    retry_after: retryAfter,
  };
}

const lastRequest = prepared((db) =>
  db
    .select()
    .from(discountRequests)
    .where(eq(discountRequests.orderId, sql.placeholder('orderId')))
    .orderBy(desc(discountRequests.id))
    .limit(1)
    .prepare('order_discount_request'),
);
