import type { Order } from '#contract/orders';
import { isStillExpected } from '~/components/booking/booking-state';
import { isCanceled } from '~/components/orders/status-display';
import type { Api } from '~/utils/api.server';

/** What the task page offers for a booking whose car it shows: its time, who booked, its services. */
export interface BookingToArrive {
  id: number;
  starts_at: string;
  /** Who booked, as the booking names them (a forgotten client or a caller who gave none: null). */
  client_name: string | null;
  phone: string | null;
  services: string[];
  /** The booked services this order does not hold yet (a line not canceled of the same service). */
  missing: string[];
  /** Already marked arrived with this order, its booked services still missing from it. */
  arrived: boolean;
}

/**
 * The booking «Принять» came from (`?booking=`) when the car was already in the live queue: the
 * wizard sends the master here rather than begin a second order. The page offers to mark it
 * arrived with this order (a form, so that opening an address changes nothing) while the booking
 * is still expected, nobody's, and for this car; the API judges the rest (the day, the order).
 * Once it arrived with this order, the page keeps naming the booked services the order lacks
 * with the way to add them, so that leaving the services page unsaved loses nothing.
 */
export async function bookingToArrive(
  api: Api,
  request: Request,
  order: Pick<Order, 'id' | 'car' | 'can_be_changed' | 'items'>,
): Promise<BookingToArrive | null> {
  const raw = new URL(request.url).searchParams.get('booking');
  if (!raw || !/^\d{1,9}$/.test(raw) || !order.can_be_changed) return null;
  const answer = await api.call('booking/:id', { params: { id: Number(raw) } });
  if (!answer.ok) return null;
  const b = answer.data;
  const arrived = b.status === 'arrived' && b.order_id === order.id;
  if (!arrived && (!isStillExpected(b) || b.order_id !== null || b.plate_number !== order.car.plate_number)) return null;
  const held = new Set(order.items.filter((i) => !isCanceled(i) && i.service_id !== null).map((i) => i.service_id));
  const missing = b.services.filter((s) => !held.has(s.id)).map((s) => s.name);
  if (arrived && missing.length === 0) return null;
  return {
    id: b.id,
    starts_at: b.starts_at,
    client_name: b.client_name,
    phone: b.phone,
    services: b.services.map((s) => s.name),
    missing,
    arrived,
  };
}
