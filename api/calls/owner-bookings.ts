import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { notice } from '../contract/notices';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { bookingSettings, durationsOf, saveBay, saveBookingRules, saveDuration, setDayOff } from '../bookings/owner';
import { bookingReport } from '../bookings/report';

/** The owner's side of booking (docs/decisions/040-booking-into-the-live-queue.md): bays, hours, days off, durations, the report. */
export function ownerBookingCalls(api: ApiContext): AnyCallSpec[] {
  const { db, settings } = api;
  const now = () => api.clock?.() ?? new Date();
  return [
    defineCall(CALLS['owner/booking-rules'], {
      summary: 'The booking rules: opening hours per weekday, how many days ahead, the cancel limit, the days off to come, the bays',
      roles: CALLERS.owner,
      handler: async () => ({ data: await bookingSettings(db, now(), settings.TZ_BUSINESS) }),
    }),
    defineCall(CALLS['owner/booking-rules/save'], {
      summary: 'Set the opening hours (Monday first, null for closed), the days open for booking and the cancel limit in hours; audited',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await saveBookingRules(db, auth!.user.id, body);
        return { notice: notice('booking_rules_saved') };
      },
    }),
    defineCall(CALLS['owner/bay'], {
      summary: 'Add a bay (without id) or change one: its name, kind (wash, tire, both), in use or not; audited',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await saveBay(db, auth!.user.id, body);
        return { notice: notice('bay_saved') };
      },
    }),
    defineCall(CALLS['owner/day-off'], {
      summary: 'Make a date a day off (no bookings) or a working day again; audited',
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await setDayOff(db, auth!.user.id, body.day, body.off);
        return { notice: notice('day_off_saved') };
      },
    }),
    defineCall(CALLS['owner/durations'], {
      summary: "How long each service takes on a class, and whether that is the owner's figure, the shop's history or the default",
      roles: CALLERS.owner,
      handler: async ({ query }) => ({ data: await durationsOf(db, query.class_id, now()) }),
    }),
    defineCall(CALLS['owner/duration'], {
      summary: "Set a service's minutes on a class (5 to 600), or null to go back to the shop's history; audited",
      roles: CALLERS.owner,
      handler: async ({ body, auth }) => {
        await saveDuration(db, auth!.user.id, body);
        return { notice: notice('duration_saved') };
      },
    }),
    defineCall(CALLS['report/bookings'], {
      summary:
        "Bookings per day of their time: made online and at the desk, arrived, no-shows, canceled, and the share of the bays' hours booked",
      roles: CALLERS.owner,
      handler: async ({ query }) => ({ data: await bookingReport(db, query.from, query.to, settings.TZ_BUSINESS) }),
    }),
  ];
}
