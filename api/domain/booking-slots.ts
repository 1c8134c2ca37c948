/**
 * The free times of the booking page and the desk (docs/decisions/040-booking-into-the-live-queue.md):
 * which start times of a day have a bay free for as long as the booking takes. Pure: instants
 * are epoch ms, `now` is a parameter. The database keeps the last word (an exclusion
 * constraint); this only says what to offer and which bay to try first.
 */

import { businessInstant } from './business-time';

export type BookingKind = 'wash' | 'tire';
export type BayKind = BookingKind | 'both';

const MINUTE_MS = 60_000;

/** Start times are offered every 30 minutes from opening: a grid a person reads at a glance. */
export const SLOT_STEP_MINUTES = 30;
/** A booking's length is the sum of its services' minutes, rounded up to a quarter of an hour. */
export const DURATION_STEP_MINUTES = 15;
/** An online booking starts at least this long after now: time to drive there. */
export const ONLINE_LEAD_MINUTES = 30;

export interface SlotBay {
  id: number;
  kind: BayKind;
  sort: number;
}

/** A bay's time taken by a booking, [start, end). */
export interface BayBusy {
  bayId: number;
  start: number;
  end: number;
}

export interface Slot {
  start: number;
  end: number;
  /** The bays free for the whole slot, the one to take first first. */
  bayIds: number[];
}

/** Whether a bay of this kind works on cars of that kind. */
export const bayServes = (bay: BayKind, kind: BookingKind) => bay === kind || bay === 'both';

/** The bays of a kind in the order they are given: a bay of that kind alone before a bay for both, then by sort and id. */
export function baysFor(bays: SlotBay[], kind: BookingKind): SlotBay[] {
  return bays
    .filter((b) => bayServes(b.kind, kind))
    .sort((a, b) => Number(a.kind === 'both') - Number(b.kind === 'both') || a.sort - b.sort || a.id - b.id);
}

/** Minutes rounded up to DURATION_STEP_MINUTES, at least one step. */
export function roundDuration(minutes: number): number {
  return Math.max(1, Math.ceil(minutes / DURATION_STEP_MINUTES - 1e-9)) * DURATION_STEP_MINUTES;
}

/** A car of today's live queue: its kind and how many minutes of work it still holds a bay for. */
export interface LiveCar {
  kind: BookingKind;
  minutesLeft: number;
}

/**
 * When each bay is free of today's live queue: the cars in the order given (those at work
 * first, then the waiting ones as they came), each on the bay of its kind that frees first,
 * from now on. A bay no car needs is free now. The queue knows no bays of its own, so this is
 * the same estimate as the customers' wait times, laid onto the real bays.
 */
export function liveQueueFreeAt(cars: LiveCar[], bays: SlotBay[], now: number): Map<number, number> {
  const freeAt = new Map<number, number>(bays.map((b) => [b.id, now]));
  for (const car of cars) {
    const able = baysFor(bays, car.kind);
    if (able.length === 0) continue;
    let first = able[0]!;
    for (const bay of able) if (freeAt.get(bay.id)! < freeAt.get(first.id)!) first = bay;
    freeAt.set(first.id, freeAt.get(first.id)! + Math.max(0, car.minutesLeft) * MINUTE_MS);
  }
  return freeAt;
}

export interface DayInput {
  /** The day's opening and closing instants; null when the shop is closed that day (a weekday off or a day off). */
  hours: { open: number; close: number } | null;
  bays: SlotBay[];
  kind: BookingKind;
  /** The booking's length, already rounded (roundDuration). */
  minutes: number;
  /** The day's bookings still booked. */
  busy: BayBusy[];
  /** When each bay is free of the live queue (today only; other days nothing). */
  liveFreeAt?: Map<number, number>;
  /** No slot starts before this instant (now, plus the lead for an online booking). */
  notBefore: number;
}

/**
 * The start times of one day with at least one bay free for the whole booking: on the
 * SLOT_STEP_MINUTES grid from opening, ending by closing, not before `notBefore`, not
 * overlapping a booking of the bay nor its share of the live queue.
 */
export function freeSlots(input: DayInput): Slot[] {
  const { hours } = input;
  if (!hours) return [];
  const able = baysFor(input.bays, input.kind);
  const length = input.minutes * MINUTE_MS;
  const slots: Slot[] = [];
  for (let start = hours.open; start + length <= hours.close; start += SLOT_STEP_MINUTES * MINUTE_MS) {
    if (start < input.notBefore) continue;
    const end = start + length;
    const bayIds = able
      .filter((bay) => (input.liveFreeAt?.get(bay.id) ?? 0) <= start)
      .filter((bay) => !input.busy.some((b) => b.bayId === bay.id && b.start < end && start < b.end))
      .map((bay) => bay.id);
    if (bayIds.length > 0) slots.push({ start, end, bayIds });
  }
  return slots;
}

/** Monday 0 … Sunday 6 of a calendar date (YYYY-MM-DD). */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * A day's opening and closing instants in the business zone: the weekday's hours of the week,
 * none on a day off or a weekday the shop is closed.
 */
export function dayHours(
  date: string,
  week: ({ open: number; close: number } | null)[],
  daysOff: ReadonlySet<string>,
  timeZone: string,
): { open: number; close: number } | null {
  if (daysOff.has(date)) return null;
  const hours = week[weekdayOf(date)];
  if (!hours || hours.close <= hours.open) return null;
  return { open: businessInstant(date, hours.open, timeZone).getTime(), close: businessInstant(date, hours.close, timeZone).getTime() };
}
