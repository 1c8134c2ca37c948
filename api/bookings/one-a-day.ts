import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings } from '../db/schema';
import { addDays, businessDate, startOfBusinessDate } from '../domain/business-time';
import { conflict } from '../domain/refusal';

/**
 * One booking a day per phone on the customer's own calls: a second that day is the desk's to
 * take, by phone. Checked when the code books (409 `booking_one_a_day`), and after the customer
 * moved a booking by its link onto another day (`moved`: that booking, already at its new time in
 * the transaction, so it must not count against itself; 409 `booking_move_one_a_day`, which asks
 * for another day).
 */
export async function refuseSecondThatDay(tx: Db, clientId: number, startsAt: Date, timeZone: string, moved?: number): Promise<void> {
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
        moved === undefined ? undefined : ne(bookings.id, moved),
      ),
    )
    .limit(1);
  if (same) throw conflict(moved === undefined ? 'booking_one_a_day' : 'booking_move_one_a_day');
}
