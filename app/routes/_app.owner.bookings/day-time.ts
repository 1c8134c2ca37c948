/**
 * The booking rules' times and dates as the owner's page writes them: minutes after midnight
 * as 24-hour HH:MM ('10:00'; a text field, since a time field follows the browser's language
 * and writes 10:00 AM in an English one), a weekday Monday first (the API's order).
 */

/** Monday to Sunday, the indexes of the API's `hours` (docs/decisions/040-booking-into-the-live-queue.md). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Midnight as a closing time: the end of the day (24:00, the last minute the API takes). */
export const MIDNIGHT = 24 * 60;

const two = (n: number) => String(n).padStart(2, '0');

/** 600 → '10:00'; a closing at midnight (1440) → '24:00'. */
export function timeText(minutes: number): string {
  return `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
}

/** The longest time one writes: '23:59'. */
export const TIME_LENGTH = 5;

const TIME = /^(\d{1,2})[:.,](\d{2})$/;

/** '10:00', '9:30', '9.30' or '9,30' (a phone's number keys) → minutes after midnight, '24:00' → 1440; anything else → undefined. */
export function minutesOf(text: string): number | undefined {
  const m = TIME.exec(text.trim());
  if (!m) return undefined;
  const [hours, minutes] = [Number(m[1]), Number(m[2])];
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return undefined;
  return hours * 60 + minutes;
}

/** The weekday of a business date (YYYY-MM-DD), Monday 0 … Sunday 6. */
export function weekdayOf(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}
