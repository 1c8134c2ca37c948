import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { discountRequests, orderItems, orders } from '../db/schema';
import { audit } from './audit';

/** A wizard left this long before any service was added is given up. */
export const DRAFT_TTL_MS = 24 * 60 * 60_000;

/**
 * Removes orders that never got a service and were started more than a day ago: nobody will
 * come back to them, and they would hold the car's history with an empty order. One that
 * holds keys in a cell is left for a person to settle. Each removal is audited. Answers how
 * many went. Several processes may run it at once: a row deleted twice is simply not found.
 */
export async function removeStaleDrafts(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: orders.id, plate: orders.plateNumber, createdAt: orders.createdAt })
      .from(orders)
      .where(
        and(
          eq(orders.isDraft, true),
          eq(orders.jobStatus, 'waiting'),
          ne(orders.keysState, 'cell'),
          lt(orders.createdAt, new Date(now.getTime() - DRAFT_TTL_MS)),
        ),
      )
      .limit(500)
      .for('update', { skipLocked: true });
    if (!stale.length) return 0;
    const ids = stale.map((o) => o.id);
    await tx.delete(discountRequests).where(inArray(discountRequests.orderId, ids));
    await tx.delete(orderItems).where(inArray(orderItems.orderId, ids));
    await tx.delete(orders).where(inArray(orders.id, ids));
    for (const o of stale)
      await audit(tx, {
        userId: null,
        action: 'order.draft_removed',
        orderId: o.id,
        before: { plate: o.plate, created_at: o.createdAt.toISOString() },
      });
    return stale.length;
  });
}

/** Once at start and every hour after, in the background. */
export function startDraftSweep(db: Db, onError: (err: unknown) => void): { stop(): void } {
  const run = () => void removeStaleDrafts(db, new Date()).catch(onError);
  const timer = setInterval(run, 60 * 60_000);
  timer.unref();
  run();
  return { stop: () => clearInterval(timer) };
}
