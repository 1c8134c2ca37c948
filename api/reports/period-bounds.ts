import type { PeriodQuery } from '../contract/reports';
import { startOfBusinessDay } from '../domain/business-time';

/** The instants a report's days span in the business time zone: from the first day's start to the start of the day after the last. */
export function periodBounds(period: PeriodQuery, timeZone: string): { from: Date; to: Date } {
  const noon = (date: string, plusDays = 0) => new Date(Date.parse(`${date}T12:00:00Z`) + plusDays * 86_400_000);
  return { from: startOfBusinessDay(noon(period.from), timeZone), to: startOfBusinessDay(noon(period.to, 1), timeZone) };
}
