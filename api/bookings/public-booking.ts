import { and, eq, inArray } from 'drizzle-orm';
import type { PublicBooking } from '../contract/bookings';
import type { Db } from '../db/database';
import { bookings, customerMessages, services, vehicleClasses } from '../db/schema';
import { ONLINE_LEAD_MINUTES } from '../domain/booking-slots';
import { businessDate } from '../domain/business-time';
import { hidePlate } from '../domain/plate-hiding';
import { conflict, Refused } from '../domain/refusal';
import type { LinkSettings } from '../messages/compose';
import { businessProfileOf } from '../owner/business-profile';
import { PUBLIC_TOKEN_PATTERN } from '../public/token';
import { liveQueueFor } from './availability';
import { lockClients } from '../clients/update';
import { refuseSecondThatDay } from './one-a-day';
import { bookedMinutes, moveBooking } from './place';
import { bookingRulesOf } from './rules';

/** A booking's link works until 30 days after its time, as an order's does after the pickup. */
export const BOOKING_LINK_DAYS = 30;

type BookingRow = typeof bookings.$inferSelect;

/** The booking of a token, or the same «gone» for an unknown, malformed or expired one. */
export async function bookingOfToken(db: Db, token: string, now: Date, lock = false): Promise<BookingRow> {
  // A malformed token is looked up too (cut short), so it answers in the same time as an unknown one.
  const query = db
    .select()
    .from(bookings)
    .where(eq(bookings.publicToken, token.slice(0, 64)));
  const [row] = lock ? await query.for('update') : await query;
  const gone = !row || !PUBLIC_TOKEN_PATTERN.test(token) || row.startsAt.getTime() + BOOKING_LINK_DAYS * 86_400_000 < now.getTime();
  if (gone) throw new Refused('gone', 'booking_gone');
  return row;
}

/** Until when the customer may still move or cancel: `cancelHours` before the time, while it is booked. */
export function changeUntil(row: Pick<BookingRow, 'status' | 'startsAt'>, cancelHours: number): Date | null {
  return row.status === 'booked' ? new Date(row.startsAt.getTime() - cancelHours * 3_600_000) : null;
}

/** What the booking's page shows: no phone, no name, no staff (docs/domain.md 'The customer's side'). */
export async function publicBookingView(db: Db, row: BookingRow, now: Date, timeZone: string): Promise<PublicBooking> {
  const ids = row.lines.map((l) => l.serviceId);
  const [names, [klass], rules, shop] = await Promise.all([
    ids.length ? db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, ids)) : [],
    db.select({ name: vehicleClasses.name, code: vehicleClasses.code }).from(vehicleClasses).where(eq(vehicleClasses.id, row.classId)),
    bookingRulesOf(db),
    businessProfileOf(db),
  ]);
  const until = changeUntil(row, rules.cancelHours);
  return {
    state: row.status,
    kind: row.kind,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    services: ids.map((id) => names.find((n) => n.id === id)?.name ?? ''),
    car: { plate: hidePlate(row.plateNumber), class_name: klass?.name ?? '', class_code: klass?.code ?? null },
    change_until: until && until.getTime() > now.getTime() ? until.toISOString() : null,
    cancel_hours: rules.cancelHours,
    time_zone: timeZone,
    shop: shop ? { name: shop.name, address: shop.address, hours: shop.hours } : null,
  };
}

/** Refuses a change of a booking no longer booked, or too close to its time for the customer to change alone. */
async function refuseLateChange(db: Db, row: BookingRow, now: Date): Promise<void> {
  if (row.status !== 'booked') throw conflict('booking_not_booked');
  // The car is already at the shop being taken in: nothing left to move or cancel from a phone.
  if (row.orderId !== null) throw conflict('booking_not_booked');
  const { cancelHours } = await bookingRulesOf(db);
  if (changeUntil(row, cancelHours)!.getTime() <= now.getTime()) throw conflict('booking_change_too_late', { n: cancelHours });
}

/** The customer cancels: the time is free again at once, the reminders will not go. A repeat answers the page as it is. */
export async function cancelByCustomer(db: Db, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await bookingOfToken(tx, token, now, true);
    if (row.status === 'canceled') return;
    await refuseLateChange(tx, row, now);
    await cancelBooking(tx, row.id, now);
  });
}

/** A booking canceled (by anyone): its time freed, its waiting reminders dropped. */
export async function cancelBooking(tx: Db, bookingId: number, now: Date): Promise<void> {
  await tx.update(bookings).set({ status: 'canceled', updatedAt: now }).where(eq(bookings.id, bookingId));
  await tx.delete(customerMessages).where(and(eq(customerMessages.bookingId, bookingId), eq(customerMessages.status, 'pending')));
}

/** The customer moves the booking to another free time, by the same rules as booking it (one a day among them). */
export async function moveByCustomer(db: Db, token: string, startsAt: Date, now: Date, settings: LinkSettings): Promise<void> {
  const live = await liveQueueFor(db, startsAt, now, settings.TZ_BUSINESS);
  await db.transaction(async (tx) => {
    const row = await bookingOfToken(tx, token, now, true);
    if (row.status === 'booked' && row.startsAt.getTime() === startsAt.getTime()) return;
    await refuseLateChange(tx, row, now);
    const tz = settings.TZ_BUSINESS;
    const { clientId } = row;
    const otherDay = clientId !== null && businessDate(row.startsAt, tz) !== businessDate(startsAt, tz);
    // The client's row, as the code booking locks it, so two moves onto one day (or a move beside a code booking) check
    // one after the other; before the move's write, or a move holding its new time while waiting here could deadlock
    // with a code booking that holds the client and waits for that time (the bay's exclusion constraint).
    if (otherDay) await lockClients(tx, [clientId]);
    const minutes = bookedMinutes(row);
    await moveBooking(
      tx,
      row,
      { kind: row.kind, minutes, startsAt, now, leadMinutes: ONLINE_LEAD_MINUTES, timeZone: tz, live, byCustomer: true },
      settings,
    );
    // Onto another day: one booking a day, as when the code books. After the time's own rules,
    // so a time taken or not offered is said first (as when booking); a refusal undoes the move with the transaction.
    // Within its day the move adds no booking to the day, even beside another the desk made for the same phone.
    if (otherDay) await refuseSecondThatDay(tx, clientId, startsAt, tz, row.id);
  });
}
