import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customerMessages } from '../db/schema';
import { touchOrders } from '../orders/change-feed';
import type { SmsProvider } from '../sms/provider';
import { composeBookingMessage, type BookingMessageKind } from './booking-compose';
import { composeMessage, type LinkSettings, type MessageOfOrder } from './compose';
import { composeStorageMessage } from '../storage/reminders';
import { errorMessage } from '../logger';

/** After this many failed tries in a row a message is failed: the desk sees it and may send it again. */
export const MAX_ATTEMPTS = 5;
/** Messages one pass claims. */
export const BATCH = 20;
/** How long a claimed message is one worker's: longer than a batch of gateway calls (20 × 10 s) can take. */
const LEASE_MS = 5 * 60_000;
/** The wait before the next try after `attempts` failures: 30 s, 1, 2, 4 min. */
export const retryAfterMs = (attempts: number) => 30_000 * 2 ** Math.max(0, attempts - 1);

/**
 * One pass of the customers' messages: claims the due ones under a lease (several processes
 * share the work; no lock is held while the gateway answers), sends each, and writes what came
 * of it. A failure is tried again later, up to MAX_ATTEMPTS; each outcome touches the order, so
 * its page at the desk shows the message's state live. Answers how many were handled.
 */
export async function sendDueMessages(db: Db, sms: SmsProvider, now: Date, settings: LinkSettings): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: customerMessages.id })
      .from(customerMessages)
      .where(and(eq(customerMessages.status, 'pending'), lte(customerMessages.nextAt, now)))
      .orderBy(asc(customerMessages.nextAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(customerMessages)
      .set({ nextAt: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          customerMessages.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  for (const message of claimed) {
    let outcome: Partial<typeof customerMessages.$inferInsert>;
    // As it would go out now: an erasure, an opt-out, a new phone, a new link or a text turned off since it was queued wins.
    const clock = now;
    const composed =
      message.orderId !== null
        ? await composeMessage(db, message.orderId, message.kind as MessageOfOrder, settings)
        : message.bookingId !== null
          ? await composeBookingMessage(db, message.bookingId, message.kind as BookingMessageKind, settings, clock)
          : await composeStorageMessage(db, message.tyreSetId!, settings);
    try {
      if (!composed) {
        outcome = { status: 'skipped', lastError: null };
      } else {
        await sms.send(composed.phone, composed.text);
        outcome = { status: 'sent', sentAt: clock, attempts: message.attempts + 1, lastError: null, ...composed };
      }
    } catch (err) {
      const attempts = message.attempts + 1;
      outcome = {
        attempts,
        status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        nextAt: new Date(clock.getTime() + retryAfterMs(attempts)),
        lastError: errorMessage(err).slice(0, 300),
      };
    }
    // Written only while the lease is still this pass's (an erasure may have deleted the row meanwhile).
    await db.transaction(async (tx) => {
      const [written] = await tx
        .update(customerMessages)
        .set(outcome)
        .where(
          and(eq(customerMessages.id, message.id), eq(customerMessages.status, 'pending'), eq(customerMessages.nextAt, message.nextAt)),
        )
        .returning({ id: customerMessages.id });
      if (written && message.orderId !== null) await touchOrders(tx, [message.orderId], ['messages']);
    });
  }
  return claimed.length;
}
