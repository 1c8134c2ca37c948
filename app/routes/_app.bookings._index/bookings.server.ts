import { z } from 'zod';
import { businessDay, id } from '#contract/fields';
import { actionResult } from '~/utils/action-result';
import { apiFor, dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { isMaster, isStaffArea } from '~/utils/areas';
import { parseIntentForm, invalidForm } from '~/utils/intent-form.server';
import { redirectWithToast } from '~/utils/toast.server';
import { businessToday } from '~/utils/report-period.server';
import { zoneLabel } from '~/components/booking/booking-format';
import { pageLocale } from '~/utils/customer-locale.server';

/** The day asked for (`?date=`), else today in the business zone; a date the API would refuse is today. */
const dayQuery = z.object({ date: businessDay.optional().catch(undefined) });

export async function bookingsLoader(args: ServerArgs) {
  const api = await apiFor(args, isStaffArea);
  const { date } = dayQuery.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const board = dataOrThrow(await api.call('bookings/day', { query: date ? { date } : {} }));
  // The bays take a car in (the wizard is theirs); the desk books, moves and cancels.
  // The zone named for people («Москва (GMT+03:00)»), by the server so the page reads the same before and after its scripts.
  // Named at the noon of the day shown: a zone with summer time has that day's offset, not today's.
  const zone = zoneLabel(board.time_zone, await pageLocale(args.request), new Date(`${board.date}T12:00:00Z`));
  return { board, zone, today: businessToday(board.time_zone), takesCarsIn: isMaster.admits(api.user.role) };
}

const cancelForm = z.object({ intent: z.literal('cancel'), booking_id: id, date: businessDay });

/** «Отменить запись» (after «Да, отменить»): the bay's time is free again at once. */
export async function bookingsAction(args: ServerArgs) {
  const api = await apiFor(args, isStaffArea);
  const submission = parseIntentForm(await args.request.formData(), cancelForm);
  if (submission.status !== 'success') return invalidForm(submission, 'cancel');
  const { booking_id, date } = submission.value;
  const result = actionResult(await api.call('bookings/cancel', { body: { booking_id } }), 'cancel');
  if (!result.ok) return result;
  return redirectWithToast(`/bookings?date=${date}`, { type: 'success', description: result.message ?? '' });
}
