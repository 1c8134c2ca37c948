import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customerMessages } from '../db/schema';
import { conflict, notFound } from '../domain/refusal';
import { touchOrders } from '../orders/change-feed';
import { audit } from '../orders/audit';

/**
 * A failed message goes out again at the next pass, with its tries counted anew. One still
 * pending is the queue's (a worker may be sending it this moment): it is not touched, or the
 * customer could get it twice.
 */
export async function retryMessage(db: Db, userId: number, messageId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [message] = await tx.select().from(customerMessages).where(eq(customerMessages.id, messageId)).for('update');
    // A booking's reminder is on no order's page: it is not retried from one.
    if (!message || message.orderId === null) throw notFound('message_not_found', { id: messageId });
    if (message.status === 'sent') throw conflict('message_already_sent');
    if (message.status === 'pending') throw conflict('message_pending');
    if (message.status === 'skipped') throw conflict('message_skipped');
    await tx.update(customerMessages).set({ status: 'pending', attempts: 0, nextAt: now }).where(eq(customerMessages.id, messageId));
    await audit(tx, { userId, action: 'order.message_retry', orderId: message.orderId, after: { message_id: message.id } });
    await touchOrders(tx, [message.orderId], ['messages']);
  });
}
