import type { StaffBooking } from '#contract/bookings';

/**
 * What the screens read of a booking's state (the API's words: booked, arrived, no_show,
 * canceled), in one place as app/components/orders/status-display.ts does for orders.
 */

/** Still to come, or just missed (a late car may still be taken in from it). */
export const isStillExpected = (b: Pick<StaffBooking, 'status'>) => b.status === 'booked' || b.status === 'no_show';

/** Holding its bay's time: booked and not yet come. */
export const isBooked = (b: Pick<StaffBooking, 'status'>) => b.status === 'booked';

/** The locales key of a booking's state. */
export const bookingStateKey = (b: Pick<StaffBooking, 'status'>) => `bookings.state.${b.status}`;
