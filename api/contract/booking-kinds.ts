/**
 * What a booking is for. Apart from the bookings' schemas (bookings.ts) so that a screen that
 * needs only the names does not bring zod into the browser with them: a module of schemas is
 * kept whole by the bundler, its top-level calls counted as effects.
 */
export const BOOKING_KINDS = ['wash', 'tire'] as const;
export type BookingKindName = (typeof BOOKING_KINDS)[number];
