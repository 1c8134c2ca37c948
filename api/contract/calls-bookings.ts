import { okOnlySchema } from './envelope';
import { get, post } from './call-shape';
import {
  bayBodySchema,
  bookingArriveBodySchema,
  bookingConfirmBodySchema,
  bookingDayAnswerSchema,
  bookingDayQuerySchema,
  bookingCarBodySchema,
  bookingIdBodySchema,
  bookingLinkAnswerSchema,
  bookingMoveBodySchema,
  bookingOptionsAnswerSchema,
  bookingParamsSchema,
  bookingReportAnswerSchema,
  bookingRulesAnswerSchema,
  bookingRulesBodySchema,
  bookingStartAnswerSchema,
  bookingStartBodySchema,
  bookingsTodayAnswerSchema,
  bookingTokenParamsSchema,
  dayOffBodySchema,
  durationBodySchema,
  durationsAnswerSchema,
  durationsQuerySchema,
  plateClassAnswerSchema,
  plateClassQuerySchema,
  publicBookingAnswerSchema,
  publicBookingLinkAnswerSchema,
  slotsAnswerSchema,
  slotsQuerySchema,
  staffBookingAnswerSchema,
  staffBookingBodySchema,
  staffMoveBodySchema,
  staffSlotsQuerySchema,
} from './bookings';
import { periodQuerySchema } from './reports';

/**
 * The calls of booking (docs/decisions/040-booking-into-the-live-queue.md): the public booking
 * page and a booking's own page (no sign-in), the staff's day by bay, the owner's bays, hours
 * and durations, the report. Part of the one table of calls (./calls.ts).
 */
export const BOOKING_CALLS = {
  'public/booking/options': get({ answer: bookingOptionsAnswerSchema }),
  'public/booking/class': get({ query: plateClassQuerySchema, answer: plateClassAnswerSchema }),
  'public/booking/slots': get({ query: slotsQuerySchema, answer: slotsAnswerSchema }),
  'public/booking/start': post({ body: bookingStartBodySchema, answer: bookingStartAnswerSchema }),
  'public/booking/confirm': post({ body: bookingConfirmBodySchema, answer: publicBookingLinkAnswerSchema }),
  'public/b/:token': get({ path: '/public/b/:token', params: bookingTokenParamsSchema, answer: publicBookingAnswerSchema }),
  'public/b/:token/slots': get({ path: '/public/b/:token/slots', params: bookingTokenParamsSchema, answer: slotsAnswerSchema }),
  'public/b/:token/move': post({
    path: '/public/b/:token/move',
    params: bookingTokenParamsSchema,
    body: bookingMoveBodySchema,
    answer: publicBookingAnswerSchema,
  }),
  'public/b/:token/cancel': post({ path: '/public/b/:token/cancel', params: bookingTokenParamsSchema, answer: publicBookingAnswerSchema }),

  'bookings/day': get({ query: bookingDayQuerySchema, answer: bookingDayAnswerSchema }),
  'bookings/today': get({ answer: bookingsTodayAnswerSchema }),
  'bookings/slots': get({ query: staffSlotsQuerySchema, answer: slotsAnswerSchema }),
  'bookings/create': post({ body: staffBookingBodySchema, answer: bookingLinkAnswerSchema }),
  'bookings/move': post({ body: staffMoveBodySchema, answer: okOnlySchema }),
  'bookings/cancel': post({ body: bookingIdBodySchema, answer: okOnlySchema }),
  'bookings/car': post({ body: bookingCarBodySchema, answer: okOnlySchema }),
  'bookings/arrive': post({ body: bookingArriveBodySchema, answer: okOnlySchema }),
  'booking/:id': get({ path: '/booking/:id(\\d+)', params: bookingParamsSchema, answer: staffBookingAnswerSchema }),

  'owner/booking-rules': get({ answer: bookingRulesAnswerSchema }),
  'owner/booking-rules/save': post({ body: bookingRulesBodySchema, answer: okOnlySchema }),
  'owner/bay': post({ body: bayBodySchema, answer: okOnlySchema }),
  'owner/day-off': post({ body: dayOffBodySchema, answer: okOnlySchema }),
  'owner/durations': get({ query: durationsQuerySchema, answer: durationsAnswerSchema }),
  'owner/duration': post({ body: durationBodySchema, answer: okOnlySchema }),
  'report/bookings': get({ query: periodQuerySchema, answer: bookingReportAnswerSchema }),
};
