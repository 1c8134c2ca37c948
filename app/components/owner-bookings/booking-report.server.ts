import type { PeriodQuery } from '#contract/reports';
import { apiFor, type ServerArgs } from '~/utils/api.server';
import { refusalMessage } from '~/utils/api-text';
import { isOwnerArea } from '~/utils/areas';

/**
 * The bookings of a period for the owner's reports page (docs/decisions/040-booking-into-the-live-queue.md):
 * each day's figures from `report/bookings`, and each day's weight in the period's share of
 * booked bay time. The API gives each day's share only; a day counts for the minutes the shop
 * is open on its weekday under the hours as they are now (the API's own measure of a day), a
 * day off still to come for none.
 */
export async function bookingReportOf(args: ServerArgs, period: PeriodQuery) {
  const api = await apiFor(args, isOwnerArea);
  const [report, rules] = await Promise.all([api.call('report/bookings', { query: period }), api.call('owner/booking-rules')]);
  // A section of the reports page: its failure is said in it, and the rest of the page stays.
  if (!report.ok) return { days: [], weights: [], error: refusalMessage(report) };
  const daysOff = new Set(rules.ok ? rules.data.days_off : []);
  const weights = report.data.days.map((d) => {
    const hours = rules.ok ? rules.data.hours[(new Date(`${d.date}T12:00:00Z`).getUTCDay() + 6) % 7] : null;
    return hours && !daysOff.has(d.date) ? hours.close - hours.open : 0;
  });
  return { days: report.data.days, weights, error: null };
}
