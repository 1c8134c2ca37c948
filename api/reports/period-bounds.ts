import type { PeriodQuery } from '../contract/reports';
import { startOfBusinessDate } from '../domain/business-time';

/** The instants a report's days span in the business time zone: from the first day's start to the start of the day after the last. */
export function periodBounds(period: PeriodQuery, timeZone: string): { from: Date; to: Date } {
  const dayAfter = new Date(Date.parse(`${period.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { from: startOfBusinessDate(period.from, timeZone), to: startOfBusinessDate(dayAfter, timeZone) };
}
