/**
 * The calendar of a stored set (docs/decisions/041-seasonal-tyre-storage.md): its term and the
 * months it stayed past it. Dates are the business's calendar dates, 'YYYY-MM-DD'.
 */

/** The date `months` calendar months after `date`; the 31st becomes the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * Months a set given back on `today` stayed past its term, each month begun counted whole:
 * a day past the term is a month, a month and a day past it two. The term's own day is in it.
 */
export function overdueMonths(termUntil: string, today: string): number {
  if (today <= termUntil) return 0;
  let months = 1;
  while (addMonths(termUntil, months) < today) months += 1;
  return months;
}

/** A cell's name from its rack, shelf and place: «A-3-2». */
export function cellName(rack: string, shelf: number, place: number): string {
  return `${rack}-${shelf}-${place}`;
}

/** 'MM-DD' of a date: the day of the year a season reminder is set for. */
export const monthDay = (date: string) => date.slice(5);
