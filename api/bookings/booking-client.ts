import { and, eq, isNull } from 'drizzle-orm';
import { clients } from '../db/schema';
import { changePhone } from '../orders/intake';
import type { OrderChange, OrderContext } from '../orders/order-change';

/**
 * A booking that joins an order begun without it (a draft taken up again, or a car already in
 * the live queue) brings its client: the order with no phone yet takes the phone the booking
 * was made for, as if the master had typed it (the client's terms, the «ready» message, the
 * visit counted to them). The «Принять» of a new order does the same through the wizard, which
 * fills the phone in from the booking. A phone the order already has is the master's and stays.
 * Answers whether the order's client changed.
 */
export async function giveOrderTheBookingsClient(change: OrderChange, ctx: OrderContext, bookingClientId: number | null): Promise<boolean> {
  if (bookingClientId === null) return false;
  const { tx, order } = change;
  if (order.clientId !== null) {
    const [current] = await tx.select({ phone: clients.phone }).from(clients).where(eq(clients.id, order.clientId));
    if (current?.phone) return false;
  }
  // Merging clients moves their bookings to the one kept; an erased client has no phone.
  const [booked] = await tx
    .select({ phone: clients.phone })
    .from(clients)
    .where(and(eq(clients.id, bookingClientId), isNull(clients.forgottenAt)));
  if (!booked?.phone) return false;
  return changePhone(change, ctx, booked.phone);
}
