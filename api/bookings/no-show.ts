import type { Logger } from 'pino';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookingRequests, bookings } from '../db/schema';
import { recordChange } from '../audit/record';
import { startRepeating, type Repeating } from '../repeat';
import { NO_SHOW_AFTER_MS } from './staff';
import { errorMessage } from '../logger';

/**
 * Bookings whose car has not come NO_SHOW_AFTER_MS after their time become no-shows: the bay's
 * time is free again (the exclusion constraint holds booked rows only). Answers how many.
 */
export async function markNoShows(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(bookings)
      .set({ status: 'no_show', updatedAt: now })
      .where(
        and(eq(bookings.status, 'booked'), isNull(bookings.orderId), lt(bookings.startsAt, new Date(now.getTime() - NO_SHOW_AFTER_MS))),
      )
      .returning({ id: bookings.id });
    for (const { id } of marked) await recordChange(tx, { userId: null, action: 'booking.no_show', entity: 'booking', entityId: id });
    // Code requests are of use for minutes; after a day they only keep a phone number nobody needs.
    await tx.delete(bookingRequests).where(lt(bookingRequests.expiresAt, new Date(now.getTime() - 86_400_000)));
    return marked.length;
  });
}

/** The no-show sweep of server.ts: once a minute; a sweep that marked any wakes the live layer. */
export function startNoShowSweep(db: Db, options: { logger: Logger; onChange: () => void }): Repeating {
  return startRepeating(
    async () => {
      if ((await markNoShows(db, new Date())) > 0) options.onChange();
      return 60_000;
    },
    {
      intervalMs: 60_000,
      firstMs: 5_000,
      wakeMs: 100,
      onError: (err) => options.logger.warn({ err: errorMessage(err) }, 'no-show sweep failed; retrying in a minute'),
    },
  );
}
