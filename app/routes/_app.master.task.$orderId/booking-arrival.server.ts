import type { Order } from '#contract/orders';
import { isStillExpected } from '~/components/booking/booking-state';
import type { Api } from '~/utils/api.server';

/** What the task page offers for a booking whose car it shows: its time and services. */
export interface BookingToArrive {
  id: number;
  starts_at: string;
  services: string[];
}

/**
 * The booking «Принять» came from (`?booking=`) when the car was already in the live queue: the
 * wizard sends the master here rather than begin a second order. The page offers to mark it
 * arrived with this order (a form, so that opening an address changes nothing) while the booking
 * is still expected, nobody's, and for this car; the API judges the rest (the day, the order).
 */
export async function bookingToArrive(
  api: Api,
  request: Request,
  order: Pick<Order, 'car' | 'can_be_changed'>,
): Promise<BookingToArrive | null> {
  const raw = new URL(request.url).searchParams.get('booking');
  if (!raw || !/^\d{1,9}$/.test(raw) || !order.can_be_changed) return null;
  const answer = await api.call('booking/:id', { params: { id: Number(raw) } });
  if (!answer.ok) return null;
  const b = answer.data;
  if (!isStillExpected(b) || b.order_id !== null || b.plate_number !== order.car.plate_number) return null;
  return { id: b.id, starts_at: b.starts_at, services: b.services.map((s) => s.name) };
}
