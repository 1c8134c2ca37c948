/** The calendar date (YYYY-MM-DD) `days` after this one: plain date arithmetic, no time zone involved. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** «вт, 1 декабря» in the reader's language: the weekday and the date of a calendar date. */
export function dayTitle(date: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
