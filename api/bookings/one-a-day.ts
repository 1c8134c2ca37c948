import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings } from '../db/schema';
import { addDays, businessDate, startOfBusinessDate } from '../domain/business-time';
import { conflict } from '../domain/refusal';

/**
 * One booking a day per phone on the customer's own calls: a second that day is the desk's to
 * take, by phone. Checked when the code books, and when the customer moves a booking by its link
 * onto another day (`moving`: that booking, which does not count against itself). 409
 * `booking_one_a_day`.
 */
export async function refuseSecondThatDay(tx: Db, clientId: number, startsAt: Date, timeZone: string, moving?: number): Promise<void> {
  const day = businessDate(startsAt, timeZone);
  const [same] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.clientId, clientId),
        eq(bookings.status, 'booked'),
        gte(bookings.startsAt, startOfBusinessDate(day, timeZone)),
        lt(bookings.startsAt, startOfBusinessDate(addDays(day, 1), timeZone)),
        moving === undefined ? undefined : ne(bookings.id, moving),
      ),
    )
    .limit(1);
  if (same) throw conflict('booking_one_a_day');
}
