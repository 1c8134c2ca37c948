import type { PeriodQuery } from '../contract/reports';
import { addDays, startOfBusinessDate } from '../domain/business-time';

/** The instants a report's days span in the business time zone: from the first day's start to the start of the day after the last. */
export function periodBounds(period: PeriodQuery, timeZone: string): { from: Date; to: Date } {
  return { from: startOfBusinessDate(period.from, timeZone), to: startOfBusinessDate(addDays(period.to, 1), timeZone) };
}
