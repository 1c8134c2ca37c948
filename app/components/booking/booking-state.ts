import type { PublicBooking, StaffBooking } from '#contract/bookings';

/**
 * How a booking's page speaks of each state of the booking (the one module where a state is
 * looked at, as app/components/orders/status-display.ts is for orders): its headline, its line
 * under it (`lateNote` once it may no longer be changed here), whether the page offers to book
 * again, and whether a booking past its change limit sends the customer to the phone.
 */
const SHOWS = {
  booked: {
    key: 'bookingPage.state.booked',
    note: 'bookingPage.note.booked',
    lateNote: 'bookingPage.note.bookedLate',
    bookAgain: false,
    callToChange: true,
  },
  arrived: {
    key: 'bookingPage.state.arrived',
    note: 'bookingPage.note.arrived',
    lateNote: 'bookingPage.note.arrived',
    bookAgain: false,
    callToChange: false,
  },
  no_show: {
    key: 'bookingPage.state.no_show',
    note: 'bookingPage.note.no_show',
    lateNote: 'bookingPage.note.no_show',
    bookAgain: true,
    callToChange: false,
  },
  canceled: {
    key: 'bookingPage.state.canceled',
    note: 'bookingPage.note.canceled',
    lateNote: 'bookingPage.note.canceled',
    bookAgain: true,
    callToChange: false,
  },
} as const satisfies Record<
  PublicBooking['state'],
  { key: string; note: string; lateNote: string; bookAgain: boolean; callToChange: boolean }
>;

export function bookingShows(state: PublicBooking['state']) {
  return SHOWS[state];
}

/* The staff's screens read the same states (app/components/bookings): */

/** Still to come, or just missed (a late car may still be taken in from it). */
export const isStillExpected = (b: Pick<StaffBooking, 'status'>) => b.status === 'booked' || b.status === 'no_show';

/** Holding its bay's time: booked and not yet come. */
export const isBooked = (b: Pick<StaffBooking, 'status'>) => b.status === 'booked';

/** The locales key of a booking's state on the day board. */
export const bookingStateKey = (b: Pick<StaffBooking, 'status'>) => `bookings.state.${b.status}`;
