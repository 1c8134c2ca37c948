import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { smsOutbox } from '../db/schema';
import { codeInSms } from '../bookings/code-sms';

/**
 * The booking code carried by the last SMS to a phone (its normalised form, +7XXXXXXXXXX): the
 * log provider keeps every message in the outbox, as a customer's phone would receive it.
 * Undefined when no such SMS was sent.
 */
export async function lastBookingCode(db: Db, phone: string): Promise<string | undefined> {
  const [row] = await db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row ? codeInSms(row.text) : undefined;
}
