import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings, services, vehicleClasses } from '../db/schema';
import { addDays, businessDate, startOfBusinessDate } from '../domain/business-time';
import { bookingMinutes } from '../domain/booking-duration';
import {
  dayHours,
  freeSlots,
  liveQueueFreeAt,
  roundDuration,
  type BayBusy,
  type BookingKind,
  type LiveCar,
  type Slot,
} from '../domain/booking-slots';
import { invalid } from '../domain/refusal';
import { remainingFloorMinutes } from '../domain/wait-estimate';
import { durationTable, openQueue } from '../orders/wait-times';
import { baysOf, bookingRulesOf, daysOffBetween, ownerDurations, type Bay, type BookingRules } from './rules';

/** What is to be booked: the kind of work, its services, the car's class. */
export interface BookingChoice {
  kind: BookingKind;
  serviceIds: number[];
  classId: number;
}

/**
 * The booking's length in minutes, rounded to a quarter hour; refuses a service that is not
 * an active one of the kind, and a class that does not exist.
 */
export async function bookingLength(db: Db, choice: BookingChoice, now: Date): Promise<number> {
  const [klass] = await db.select({ id: vehicleClasses.id }).from(vehicleClasses).where(eq(vehicleClasses.id, choice.classId));
  if (!klass) throw invalid('booking_class_unknown', { id: choice.classId }).on('class_id');
  const rows = await db
    .select({ id: services.id, kind: services.kind, active: services.isActive })
    .from(services)
    .where(inArray(services.id, choice.serviceIds));
  for (const id of choice.serviceIds) {
    const row = rows.find((r) => r.id === id);
    if (!row || !row.active || row.kind !== choice.kind) throw invalid('booking_service_invalid', { id }).on('services');
  }
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const owner = await ownerDurations(db);
  const history = await durationTable(db, now);
  const lines = choice.serviceIds.map((serviceId) => ({ serviceId, kind: choice.kind }));
  return roundDuration(bookingMinutes(lines, choice.classId, owner, history));
}

/** Today's live queue as the bays see it: the cars at work first, then the waiting ones as they came. */
async function liveCars(db: Db, now: Date): Promise<LiveCar[]> {
  const queue = await openQueue(db, now);
  const at = now.getTime();
  const working = queue.filter((o) => o.startedAt !== null);
  const waiting = queue.filter((o) => o.startedAt === null).sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  return [
    ...working.map((o) => ({
      kind: o.kind,
      minutesLeft: Math.max((o.startedAt! + o.minutes * 60_000 - at) / 60_000, remainingFloorMinutes(o.minutes)),
    })),
    ...waiting.map((o) => ({ kind: o.kind, minutesLeft: o.minutes })),
  ];
}

/**
 * Today's live queue for a booking at `startsAt`, read before its transaction (DaysQuery.live);
 * none for another day, which the queue does not reach.
 */
export async function liveQueueFor(db: Db, startsAt: Date, now: Date, timeZone: string): Promise<LiveCar[] | undefined> {
  return businessDate(startsAt, timeZone) === businessDate(now, timeZone) ? liveCars(db, now) : undefined;
}

export interface DayOfSlots {
  date: string;
  /** Whether the shop works that day at all (a day without free time is still open). */
  open: boolean;
  /** The day's opening and closing instants; null when closed. */
  hours: { open: number; close: number } | null;
  slots: Slot[];
}

export interface DaysQuery {
  kind: BookingKind;
  minutes: number;
  /** The first and last date asked for, YYYY-MM-DD in the business zone. */
  from: string;
  to: string;
  now: Date;
  /** No start sooner than this many minutes from now. */
  leadMinutes: number;
  /** A booking being moved: its own time does not count as taken. */
  ignoreBookingId?: number;
  timeZone: string;
  /**
   * Today's live queue read before the booking's transaction began (liveCars), so the times a
   * booking checks are the times that were offered: the shop's history is kept per database for
   * ten minutes, and a transaction would read it afresh, and differ.
   */
  live?: LiveCar[];
}

/** The bookable days: today to the last the rules open (horizonDays days in all). */
export function bookableRange(rules: BookingRules, now: Date, timeZone: string): { from: string; to: string } {
  const today = businessDate(now, timeZone);
  return { from: today, to: addDays(today, rules.horizonDays - 1) };
}

/**
 * The free start times of each day from `from` to `to`, from the bays, the hours, the days off,
 * the bookings still booked and (today) the live queue. Read in four queries whatever the days.
 */
export async function freeDays(db: Db, q: DaysQuery): Promise<{ days: DayOfSlots[]; bays: Bay[]; rules: BookingRules }> {
  // One after the other: `db` may be the booking's transaction.
  const rules = await bookingRulesOf(db);
  const allBays = await baysOf(db);
  const off = await daysOffBetween(db, q.from, q.to);
  const rangeStart = startOfBusinessDate(q.from, q.timeZone);
  const rangeEnd = startOfBusinessDate(addDays(q.to, 1), q.timeZone);
  const taken = await db
    .select({ id: bookings.id, bayId: bookings.bayId, start: bookings.startsAt, end: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'booked'),
        lt(bookings.startsAt, rangeEnd),
        gt(bookings.endsAt, rangeStart),
        q.ignoreBookingId ? ne(bookings.id, q.ignoreBookingId) : undefined,
      ),
    );
  const busy: BayBusy[] = taken.map((b) => ({ bayId: b.bayId, start: b.start.getTime(), end: b.end.getTime() }));
  const today = businessDate(q.now, q.timeZone);
  const liveFreeAt =
    q.from <= today && today <= q.to ? liveQueueFreeAt(q.live ?? (await liveCars(db, q.now)), allBays, q.now.getTime()) : undefined;
  const notBefore = q.now.getTime() + q.leadMinutes * 60_000;
  const days: DayOfSlots[] = [];
  for (let date = q.from; date <= q.to; date = addDays(date, 1)) {
    const hours = dayHours(date, rules.hours, off, q.timeZone);
    days.push({
      date,
      open: hours !== null,
      hours,
      slots: freeSlots({
        hours,
        bays: allBays,
        kind: q.kind,
        minutes: q.minutes,
        busy,
        liveFreeAt: date === today ? liveFreeAt : undefined,
        notBefore,
      }),
    });
  }
  return { days, bays: allBays, rules };
}
