/**
 * The business runs in one time zone (TZ_BUSINESS, docs/domain.md 'Money and discounts'): "today"
 * is the business day there, whatever the server's own zone.
 */

// Building an Intl formatter costs far more than using one, and the counters ask for "today"
// on every page: one formatter of each kind per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'parts' | 'date', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format =
      kind === 'parts'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          })
        : new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(key, format);
  }
  return format;
}

function offsetMinutes(at: Date, timeZone: string): number {
  const parts = formatter('parts', timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** The local calendar date (YYYY-MM-DD) of an instant in the business zone. */
export function businessDate(at: Date, timeZone: string): string {
  return formatter('date', timeZone).format(at);
}

/** The instant the business day containing `at` began. */
export function startOfBusinessDay(at: Date, timeZone: string): Date {
  return startOfBusinessDate(businessDate(at, timeZone), timeZone);
}

/** The calendar date (YYYY-MM-DD) `days` after this one (before, below zero). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant a calendar date (YYYY-MM-DD) began in the business zone: its midnight there,
 * for any offset (from a date, not from an instant, so a zone 12 hours ahead of UTC does
 * not fall into the next day). The offset is read again at the midnight found, in case the
 * zone changed its offset that night.
 */
export function startOfBusinessDate(date: string, timeZone: string): Date {
  return businessInstant(date, 0, timeZone);
}

/** The first day of the business month containing `at`, as YYYY-MM-01. */
export function businessMonth(at: Date, timeZone: string): string {
  return `${businessDate(at, timeZone).slice(0, 7)}-01`;
}

/** The instant the business month before `month` (YYYY-MM-01) began, and the instant `month` began. */
export function previousMonthRange(month: string, timeZone: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const to = startOfBusinessDay(new Date(Date.UTC(y, m - 1, 1, 12)), timeZone);
  const from = startOfBusinessDay(new Date(Date.UTC(m === 1 ? y - 1 : y, m === 1 ? 11 : m - 2, 1, 12)), timeZone);
  return { from, to };
}

/**
 * The instant of a wall-clock time (minutes after midnight) on a calendar date in the business
 * zone, read with the zone's offset at that very moment: on a day the clocks change, 9:00 is
 * still 9:00 on the wall.
 */
export function businessInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), timeZone) * 60_000);
}
