import type { BookingModel, Hours, Kind, World } from './booking-sequences-world';

/**
 * The shop's calendar as the test works it out for itself (Moscow, UTC+3 all year), from what
 * the owner was told: the days, their hours, the half-hour grid, the bays of a kind. Written
 * apart from api/domain/booking-slots.ts so that a slip there shows as a difference here.
 */
export type BayKindName = Kind | 'both';

const MSK_MS = 3 * 3_600_000;
export const MINUTE = 60_000;
export const DAY_MS = 86_400_000;
/** Start times are offered every 30 minutes from opening; an online booking starts at least 30 minutes ahead. */
export const GRID_MINUTES = 30;
export const ONLINE_LEAD = 30;
/** The longest job the public page books (a longer one is the desk's, by phone). */
export const ONLINE_MAX_MINUTES = 180;
/** A booked car not come 15 minutes after its time is a no-show. */
export const NO_SHOW_MS = 15 * MINUTE;

export const dateOf = (ms: number): string => new Date(ms + MSK_MS).toISOString().slice(0, 10);
export const midnightOf = (date: string): number => Date.parse(`${date}T00:00:00Z`) - MSK_MS;
export const addDays = (date: string, n: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
export const weekdayOf = (date: string): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
export const hhmm = (ms: number): string => new Date(ms + MSK_MS).toISOString().slice(5, 16).replace('T', ' ');
export const iso = (ms: number): string => new Date(ms).toISOString();

export const serves = (bay: BayKindName, kind: Kind): boolean => bay === kind || bay === 'both';

/** The day's opening and closing instants, or null when closed (a weekday without hours or a day off). */
export function openHours(w: World, date: string): { open: number; close: number } | null {
  if (w.daysOff.has(date)) return null;
  const h: Hours | null | undefined = w.hours[weekdayOf(date)];
  if (!h) return null;
  return { open: midnightOf(date) + h.open * MINUTE, close: midnightOf(date) + h.close * MINUTE };
}

/** The days open for booking now: today and the next horizon − 1. */
export function bookableDates(w: World): string[] {
  const today = dateOf(w.now);
  return Array.from({ length: w.horizon }, (_, i) => addDays(today, i));
}

/** The ids of the bays in use that serve a kind. */
export const baysOfKind = (w: World, kind: Kind): number[] => w.bays.filter((b) => b.active && serves(b.kind, kind)).map((b) => b.id);

/** A booked row of the table: which bay, when. */
export interface Held {
  id: number;
  bayId: number;
  start: number;
  end: number;
}

/**
 * Whether a start would be offered with every bay empty: on a bookable day that is open, on the
 * grid from opening, ending by closing, not before now + lead. Answers the reason when not.
 */
export function offeredWhenEmpty(w: World, start: number, minutes: number, lead: number): string | null {
  const date = dateOf(start);
  if (!bookableDates(w).includes(date)) return 'not a bookable day';
  const hours = openHours(w, date);
  if (!hours) return 'a closed day';
  if (start < hours.open || start + minutes * MINUTE > hours.close) return 'outside the hours';
  if ((start - hours.open) % (GRID_MINUTES * MINUTE) !== 0) return 'off the grid';
  if (start < w.now + lead * MINUTE) return 'too soon';
  return null;
}

/** The bays of the kind free of every booked row (but `ignore`) for the whole time. */
export function freeBays(w: World, kind: Kind, start: number, minutes: number, held: Held[], ignore?: number): number[] {
  const end = start + minutes * MINUTE;
  return baysOfKind(w, kind).filter((bay) => !held.some((h) => h.id !== ignore && h.bayId === bay && h.start < end && start < h.end));
}

/** The starts of a day the model offers: the grid times with a bay of the kind free of bookings (the live queue left out). */
export function modelStarts(w: World, kind: Kind, minutes: number, date: string, lead: number, held: Held[], ignore?: number): number[] {
  const hours = openHours(w, date);
  if (!hours || !bookableDates(w).includes(date)) return [];
  const out: number[] = [];
  for (let start = hours.open; start + minutes * MINUTE <= hours.close; start += GRID_MINUTES * MINUTE) {
    if (start < w.now + lead * MINUTE) continue;
    if (freeBays(w, kind, start, minutes, held, ignore).length > 0) out.push(start);
  }
  return out;
}

/** A booking's length as the test works it out when it can: the owner's minutes, else 20 or 30; null when history may count. */
export function expectedMinutes(w: World, kind: Kind, services: number[], classId: number): number | null {
  let sum = 0;
  for (const s of services) {
    const set = w.durations.get(`${s}:${classId}`);
    if (set !== undefined) sum += set;
    else if (w.learned.has(s)) return null;
    else sum += kind === 'wash' ? 20 : 30;
  }
  return Math.max(1, Math.ceil(sum / 15)) * 15;
}

/**
 * Why a booking as it was just made or moved breaks the rules in force (null: it keeps them):
 * a bay in use of its kind, a bookable open day, within the hours, on the grid, not in the past.
 */
export function brokenRule(w: World, b: BookingModel, lead: number): string | null {
  const bay = w.bays.find((x) => x.id === b.bayId);
  if (!bay || !bay.active) return `bay ${b.bayId} is not in use`;
  if (!serves(bay.kind, b.kind)) return `bay ${b.bayId} (${bay.kind}) does not serve ${b.kind}`;
  return offeredWhenEmpty(w, b.start, (b.end - b.start) / MINUTE, lead);
}

/** The answer of a slots call, as the test reads it. */
export interface SlotsAnswer {
  minutes: number;
  days: { date: string; open: boolean; starts: string[] }[];
}

/**
 * Holds a slots answer to the model: the bookable days exactly, each day open as the model
 * says, and its starts those the model finds free (today: a subset, the live queue may take a
 * bay); exactly those on today too when no order is open; a move's without the booking's own
 * time. Answers a difference, or null.
 */
export function slotsDiffer(w: World, kind: Kind, answer: SlotsAnswer, lead: number, held: Held[], queueEmpty: boolean, ignore?: number) {
  const dates = bookableDates(w);
  if (answer.days.map((d) => d.date).join() !== dates.join()) return `days ${answer.days.map((d) => d.date).join()} ≠ ${dates.join()}`;
  const today = dateOf(w.now);
  for (const day of answer.days) {
    if (day.open !== (openHours(w, day.date) !== null)) return `${day.date} open=${day.open}`;
    const got = day.starts.map((s) => Date.parse(s));
    // A booking being moved is not offered its own time back.
    const own = ignore === undefined ? undefined : w.bookings.get(ignore)?.start;
    const want = modelStarts(w, kind, answer.minutes, day.date, lead, held, ignore).filter((s) => s !== own);
    const extra = got.filter((s) => !want.includes(s));
    const missing = want.filter((s) => !got.includes(s));
    if (extra.length) return `${day.date}: offered ${extra.map(hhmm).join(', ')} the model finds taken or outside`;
    if (missing.length && (day.date !== today || queueEmpty)) return `${day.date}: ${missing.map(hhmm).join(', ')} free but not offered`;
  }
  return null;
}

/** Every offered start of an answer, as ms. */
export const offeredStarts = (answer: SlotsAnswer): number[] => answer.days.flatMap((d) => d.starts.map((s) => Date.parse(s)));

/**
 * A start the answer does not offer, of a random sort: off the grid, taken, before opening,
 * after closing, on a closed day, in the past, beyond the days open for booking.
 */
export function unofferedStart(w: World, answer: SlotsAnswer): { start: number; sort: string } {
  const offered = offeredStarts(answer);
  const today = dateOf(w.now);
  for (let tries = 0; tries < 20; tries += 1) {
    const sort = w.rng.pick(['off-grid', 'grid', 'before-open', 'after-close', 'past', 'beyond', 'closed-day'] as const);
    const date = addDays(today, w.rng.int(w.horizon));
    const hours = openHours(w, date) ?? { open: midnightOf(date) + 9 * 60 * MINUTE, close: midnightOf(date) + 21 * 60 * MINUTE };
    let start: number;
    if (sort === 'off-grid') start = hours.open + w.rng.int(20) * GRID_MINUTES * MINUTE + w.rng.pick([5, 10, 15, 20]) * MINUTE;
    else if (sort === 'grid') start = hours.open + w.rng.int(30) * GRID_MINUTES * MINUTE;
    else if (sort === 'before-open') start = hours.open - GRID_MINUTES * MINUTE * (1 + w.rng.int(3));
    else if (sort === 'after-close') start = hours.close + GRID_MINUTES * MINUTE * w.rng.int(3);
    else if (sort === 'past') start = w.now - w.rng.pick([30, 60, 24 * 60]) * MINUTE;
    else if (sort === 'beyond') start = midnightOf(addDays(today, w.horizon + w.rng.int(3))) + 12 * 60 * MINUTE;
    else {
      const closed = bookableDates(w).filter((d) => !openHours(w, d));
      if (!closed.length) continue;
      start = midnightOf(w.rng.pick(closed)) + 12 * 60 * MINUTE;
    }
    if (!offered.includes(start)) return { start, sort };
  }
  return { start: w.now - DAY_MS, sort: 'past' };
}

/**
 * What a time not offered must be refused with: 400 booking_slot_outside when the shop would
 * not offer it at all, 409 booking_closed when no bay in use serves the kind, else 409 taken.
 */
export function expectedRefusal(w: World, kind: Kind, start: number, minutes: number, lead: number): [number, string] {
  if (!bookableDates(w).includes(dateOf(start))) return [400, 'booking_slot_outside'];
  if (baysOfKind(w, kind).length === 0) return [409, 'booking_closed'];
  if (offeredWhenEmpty(w, start, minutes, lead)) return [400, 'booking_slot_outside'];
  return [409, 'booking_slot_taken'];
}
