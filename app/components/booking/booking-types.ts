import type { CallData } from '#contract/calls';

/** What the booking page offers (`GET /api/v1/public/booking/options`). */
export type BookingOptions = CallData<'public/booking/options'>;
/** The free times (`GET /api/v1/public/booking/slots`, and a booking's own to move it). */
export type BookingSlots = CallData<'public/booking/slots'>;
export type SlotDay = BookingSlots['days'][number];
export type BookingShop = NonNullable<BookingOptions['shop']>;
