import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, customerMessages, type BookedLine } from '../db/schema';
import { businessDate } from '../domain/business-time';
import { bayServes, freeSlots, type BookingKind, type LiveCar } from '../domain/booking-slots';
import { conflict, invalid } from '../domain/refusal';
import { composeBookingMessage, type BookingMessageKind } from '../messages/booking-compose';
import type { LinkSettings } from '../messages/compose';
import { newPublicToken } from '../public/token';
import { LOCKS } from '../db/locks';
import { bookableRange, freeDays } from './availability';
import { bookingRulesOf } from './rules';

/** PostgreSQL's exclusion violation: the bay's time was taken by a booking that committed first. */
const EXCLUSION_VIOLATION = '23P01';

export function isExclusionViolation(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1)
    if ((e as { code?: unknown }).code === EXCLUSION_VIOLATION) return true;
  return false;
}

export interface TimeWanted {
  kind: BookingKind;
  minutes: number;
  startsAt: Date;
  now: Date;
  leadMinutes: number;
  timeZone: string;
  /** A booking being moved: its own time is free to it. */
  ignoreBookingId?: number;
  /** Today's live queue, read before the transaction (DaysQuery.live). */
  live?: LiveCar[];
  /**
   * The customer's own call (the public page, the booking's link): the car rule is the desk's
   * alone. Refused by another booking of the plate, a caller who can move a booking of theirs
   * from time to time would read off when someone's car is booked (decision 040).
   */
  byCustomer?: boolean;
}

/**
 * The bays that could take the booking at that time, the one to try first first. Refuses a time
 * the shop does not offer at all (past, beyond the days open for booking, outside the hours, off
 * the half-hour grid: 422) apart from one that is simply taken (409).
 */
export async function baysForTime(tx: Db, want: TimeWanted): Promise<number[]> {
  const date = businessDate(want.startsAt, want.timeZone);
  const rules = await bookingRulesOf(tx);
  const range = bookableRange(rules, want.now, want.timeZone);
  if (date < range.from || date > range.to) throw invalid('booking_slot_outside').on('starts_at');
  const { days, bays } = await freeDays(tx, { ...want, from: date, to: date });
  const day = days[0]!;
  const start = want.startsAt.getTime();
  const slot = day.slots.find((s) => s.start === start);
  if (slot) return slot.bayIds;
  if (!bays.some((b) => bayServes(b.kind, want.kind))) throw conflict('booking_closed');
  // Not free: would the shop offer it with every bay empty? Then it is taken; else it is no time of ours.
  const notBefore = want.now.getTime() + want.leadMinutes * 60_000;
  const offered = freeSlots({ hours: day.hours, bays, kind: want.kind, minutes: want.minutes, busy: [], notBefore });
  if (!offered.some((s) => s.start === start)) throw invalid('booking_slot_outside').on('starts_at');
  throw conflict('booking_slot_taken').on('starts_at');
}

export interface BookingToPlace extends TimeWanted {
  lines: BookedLine[];
  classId: number;
  plate: string;
  clientId: number | null;
  source: 'online' | 'staff';
  createdBy: number | null;
}

/**
 * Tries each bay free at that time, each try in a savepoint: when another booking took the bay
 * between the read and the write, the database's exclusion constraint refuses the row and the
 * next bay is tried; when none is left, the time is taken (409). Runs in the caller's transaction.
 * The bay's lock, taken in the savepoint, lets one write of that bay at a time reach the
 * constraint: two rows checked at once would each wait for the other's transaction, and
 * PostgreSQL would end one of them as a deadlock (a 500, not «время занято»). A refused try
 * lets the lock go with its savepoint, so no transaction holds one bay while waiting for another.
 */
async function claimBay<T>(tx: Db, want: TimeWanted, plate: string, write: (bayId: number, sp: Db) => Promise<T>): Promise<T> {
  const bayIds = await baysForTime(tx, want);
  if (!want.byCustomer) await refuseCarBookedThen(tx, plate, want);
  for (const bayId of bayIds) {
    try {
      return await tx.transaction(async (sp) => {
        await sp.execute(sql`select pg_advisory_xact_lock(${LOCKS.bookedBay}, ${bayId})`);
        return write(bayId, sp);
      });
    } catch (err) {
      if (!isExclusionViolation(err)) throw err;
    }
  }
  throw conflict('booking_slot_taken').on('starts_at');
}

/**
 * A car is in one place at a time: no two of its bookings still booked overlap (another bay, or
 * the other kind of work at the same hour). A time the shop would give is refused for this car
 * alone (409). The desk's calls only (`byCustomer`). The plate's bookings are read under a lock of that plate until the transaction
 * ends, so two desks booking one car at once cannot both pass.
 */
export async function refuseCarBookedThen(
  tx: Db,
  plate: string,
  want: Pick<TimeWanted, 'startsAt' | 'minutes' | 'ignoreBookingId'>,
  field = 'starts_at',
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.bookedCar}, hashtext(${plate}))`);
  const [other] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.plateNumber, plate),
        eq(bookings.status, 'booked'),
        lt(bookings.startsAt, endOf(want)),
        gt(bookings.endsAt, want.startsAt),
        want.ignoreBookingId === undefined ? undefined : ne(bookings.id, want.ignoreBookingId),
      ),
    )
    .limit(1);
  if (other) throw conflict('booking_car_booked').on(field);
}

/** A booking's own length in minutes: a move keeps it, whatever its services take now. */
export const bookedMinutes = (row: { startsAt: Date; endsAt: Date }) =>
  Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000);

const endOf = (want: Pick<TimeWanted, 'startsAt' | 'minutes'>) => new Date(want.startsAt.getTime() + want.minutes * 60_000);

/** A new booking on a bay free at its time, with its reminders queued; in the caller's transaction. */
export async function placeBooking(tx: Db, b: BookingToPlace, settings: LinkSettings): Promise<{ id: number; token: string }> {
  const row = await claimBay(tx, b, b.plate, async (bayId, sp) => {
    const [created] = await sp
      .insert(bookings)
      .values({
        publicToken: newPublicToken(),
        kind: b.kind,
        bayId,
        startsAt: b.startsAt,
        endsAt: endOf(b),
        source: b.source,
        plateNumber: b.plate,
        classId: b.classId,
        clientId: b.clientId,
        lines: b.lines,
        createdBy: b.createdBy,
      })
      .returning({ id: bookings.id, token: bookings.publicToken });
    return created!;
  });
  await queueReminders(tx, row.id, b.startsAt, b.now, settings);
  return row;
}

/** A booking (its row, locked by the caller) to another time, maybe another bay, its reminders queued anew; in the caller's transaction. */
export async function moveBooking(
  tx: Db,
  booking: { id: number; plateNumber: string },
  want: TimeWanted,
  settings: LinkSettings,
): Promise<void> {
  const bookingId = booking.id;
  await claimBay(tx, { ...want, ignoreBookingId: bookingId }, booking.plateNumber, (bayId, sp) =>
    sp
      .update(bookings)
      .set({ bayId, startsAt: want.startsAt, endsAt: endOf(want), updatedAt: want.now })
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'booked'))),
  );
  await queueReminders(tx, bookingId, want.startsAt, want.now, settings);
}

/** Reminders fall this long before the booking's time. */
export const REMINDER_BEFORE_MS: Record<BookingMessageKind, number> = { booking_day: 24 * 3_600_000, booking_hour: 3_600_000 };

/**
 * The booking's reminders, replacing any still waiting: the day before and an hour before, each
 * only when that moment is still ahead (a booking made at noon for 13:30 gets neither) and only
 * when a message would go (a phone, not turned off); the text is composed again when it is sent.
 */
export async function queueReminders(tx: Db, bookingId: number, startsAt: Date, now: Date, settings: LinkSettings): Promise<void> {
  await tx.delete(customerMessages).where(and(eq(customerMessages.bookingId, bookingId), eq(customerMessages.status, 'pending')));
  for (const kind of ['booking_day', 'booking_hour'] as const) {
    const due = new Date(startsAt.getTime() - REMINDER_BEFORE_MS[kind]);
    if (due.getTime() <= now.getTime()) continue;
    const message = await composeBookingMessage(tx, bookingId, kind, settings, now);
    if (message) await tx.insert(customerMessages).values({ bookingId, kind, ...message, nextAt: due });
  }
}
