import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings } from '../db/schema';
import { recordChange } from '../audit/record';
import { conflict, notFound } from '../domain/refusal';

/**
 * The booked car came: the order taken from «Принять» is the booking's, in the order's own
 * transaction (an order refused leaves the booking booked). A car a little late (already a
 * no-show) still arrives; a canceled booking or one already taken into another order does not.
 */
export async function arriveBooking(tx: Db, bookingId: number, orderId: number, userId: number | null, now: Date): Promise<void> {
  const [row] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!row) throw notFound('booking_not_found', { id: bookingId });
  if (row.status !== 'booked' && row.status !== 'no_show') throw conflict('booking_not_booked');
  await tx.update(bookings).set({ status: 'arrived', orderId, updatedAt: now }).where(eq(bookings.id, bookingId));
  await recordChange(tx, { userId, action: 'booking.arrived', entity: 'booking', entityId: bookingId, after: { order_id: orderId } });
}
