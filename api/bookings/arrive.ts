import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings } from '../db/schema';
import type { Refusal } from '../contract/refusals';
import { recordChange } from '../audit/record';
import { conflict, notFound } from '../domain/refusal';
import { isFinal } from '../domain/order-rules';
import { businessDate } from '../domain/business-time';
import { lockOrder } from '../orders/lock';

/**
 * «Принять»: the draft order the wizard makes for a booked car is the booking's, in the order's
 * own transaction (an order refused leaves the booking as it was). The booking keeps its bay
 * until the order is taken (its services confirmed: arriveWithOrder); a draft abandoned and swept
 * away lets the booking go again (the foreign key sets its order to null). A car a little late
 * (already a no-show) is taken in too; a canceled booking, an arrived one, one another master is
 * taking in right now, one of another day (a car come days early is a walk-in, and its booking is
 * moved or canceled at the desk, decision 040) or one of another car is not.
 */
export async function takeBookingIntoOrder(tx: Db, bookingId: number, order: { id: number; plate: string }, today: Today): Promise<void> {
  const booking = await lockedBooking(tx, bookingId);
  const refusal = whyNotForCar(booking, order.plate, today);
  if (refusal) throw conflict(refusal);
  await tx.update(bookings).set({ orderId: order.id }).where(eq(bookings.id, bookingId));
}

/** The moment and the shop's time zone that say which day is today. */
export interface Today {
  now: Date;
  timeZone: string;
}

/** Whether a booking's start falls on the shop's today: a booking arrives on its own day only. */
function isToday(startsAt: Date, { now, timeZone }: Today): boolean {
  return businessDate(startsAt, timeZone) === businessDate(now, timeZone);
}

type BookingRow = typeof bookings.$inferSelect;

/** The booking's row, locked until the transaction ends; 404 when there is none. */
async function lockedBooking(tx: Db, bookingId: number): Promise<BookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!row) throw notFound('booking_not_found', { id: bookingId });
  return row;
}

/** A booking's car is still expected: booked, or a no-show a little late. */
const EXPECTED = ['booked', 'no_show'] as const;
const stillExpected = (status: string) => (EXPECTED as readonly string[]).includes(status);

/** Why a booking is not one an order may take (still expected and nobody's), or null when it is. */
function whyNotExpected(row: { status: string; orderId: number | null }): Refusal | null {
  if (!stillExpected(row.status)) return { code: 'booking_not_booked' };
  if (row.orderId !== null) return { code: 'booking_taken_in', params: { order: row.orderId } };
  return null;
}

/**
 * Why a booking cannot come in with an order of the car `plate` today, or null when it can: it must
 * be still expected and nobody's, today's and this car's. One rule for the wizard's «Принять»: the
 * new draft throws the refusal, the draft taken up again passes the booking by quietly. (The car
 * already in the live queue, arriveIntoOpenOrder, checks the order between the day and the car.)
 */
function whyNotForCar(row: BookingRow, plate: string, today: Today): Refusal | null {
  const notExpected = whyNotExpected(row);
  if (notExpected) return notExpected;
  if (!isToday(row.startsAt, today)) return { code: 'booking_not_today' };
  if (row.plateNumber !== plate) return { code: 'booking_other_car' };
  return null;
}

/** Whether an order already holds a booking: an order is one car's one visit, so one booking at most. */
async function holdsBooking(tx: Db, orderId: number): Promise<boolean> {
  const [held] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderId, orderId)).limit(1);
  return Boolean(held);
}

/**
 * «Принять» of a booking whose car already had an order begun without it (a draft the wizard took
 * up again): the booking becomes the order's if it is still expected, no order holds it, it is for
 * this order's car (the same plate) and today's, and the order holds no booking yet; true when it
 * did. Quiet otherwise, as the services the master confirms are the call's point. Under the
 * order's lock.
 */
export async function claimBookingForOrder(
  tx: Db,
  bookingId: number,
  order: { id: number; plateNumber: string },
  today: Today,
): Promise<boolean> {
  if (await holdsBooking(tx, order.id)) return false;
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking || whyNotForCar(booking, order.plateNumber, today)) return false;
  await tx.update(bookings).set({ orderId: order.id }).where(eq(bookings.id, bookingId));
  return true;
}

/**
 * An order canceled before its booking arrived (a draft given up at «Отменить заказ»): the
 * booking is nobody's again, so the desk may move or cancel it and the car may still be taken in
 * by it; otherwise it would stay held by a canceled order for good. In the order's transaction.
 */
export async function releaseBookingOf(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(bookings)
    .set({ orderId: null })
    .where(and(eq(bookings.orderId, orderId), inArray(bookings.status, [...EXPECTED])));
}

/**
 * The order of a booked car was taken (it left the drafts): the booking has arrived and its bay's
 * time is free (the car is in the live queue now). In the order's change transaction.
 */
export async function arriveWithOrder(
  tx: Db,
  orderId: number,
  userId: number | null,
  now: Date,
  /** What the booking was (booked, or a no-show a little late), for the audit, when the caller read it. */
  was?: string,
): Promise<void> {
  const arrived = await tx
    .update(bookings)
    .set({ status: 'arrived', updatedAt: now })
    .where(and(eq(bookings.orderId, orderId), inArray(bookings.status, [...EXPECTED])))
    .returning({ id: bookings.id });
  for (const { id } of arrived)
    await recordChange(tx, {
      userId,
      action: 'booking.arrived',
      entity: 'booking',
      entityId: id,
      ...(was ? { before: { status: was } } : {}),
      after: { order_id: orderId },
    });
}

/**
 * «Принять» of a booked car that is already in the live queue (taken in without its booking, a
 * walk-in before its time): the booking arrives with that order, so it is not left to become a
 * no-show. The order must be open and the car's, the booking today's, still expected and
 * nobody's; a repeat changes nothing. Arriving frees the bay's time for good, so a booking of
 * another day is refused (the day board offers «Принять» on the day only). In a transaction of
 * its own, under the order's lock then the booking's.
 */
export async function arriveIntoOpenOrder(
  db: Db,
  userId: number,
  target: { bookingId: number; orderId: number },
  now: Date,
  timeZone: string,
): Promise<void> {
  const { bookingId, orderId } = target;
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const booking = await lockedBooking(tx, bookingId);
    if (booking.orderId === orderId && booking.status === 'arrived') return;
    const notExpected = whyNotExpected(booking);
    if (notExpected) throw conflict(notExpected);
    if (!isToday(booking.startsAt, { now, timeZone })) throw conflict('booking_not_today');
    if (order.isDraft || isFinal(order.jobStatus)) throw conflict('booking_order_not_open', { order: orderId });
    if (booking.plateNumber !== order.plateNumber) throw conflict('booking_other_car');
    if (await holdsBooking(tx, orderId)) throw conflict('order_has_booking', { order: orderId });
    await tx.update(bookings).set({ orderId }).where(eq(bookings.id, bookingId));
    await arriveWithOrder(tx, orderId, userId, now, booking.status);
  });
}
