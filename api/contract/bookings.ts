import { z } from 'zod';
import { okEnvelope } from './envelope';
import { businessDay, id, idText, isoTime, oneLine, optionalBoolean, plateInput, wholeNumber } from './fields';
import { normalizePhone } from './phones';
import { BOOKING_KINDS } from './booking-kinds';

/* ---- Booking into the live queue (docs/decisions/040-booking-into-the-live-queue.md) ---- */

export { BOOKING_KINDS, type BookingKindName } from './booking-kinds';
export const bookingKindSchema = z.enum(BOOKING_KINDS);

/** An instant as ISO 8601 with its offset or Z (a start time the slots offered). */
export const instantInput = z
  .string()
  .trim()
  .max(40)
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), {
    message: 'время в виде 2026-11-30T14:30:00+03:00',
    params: { i18n: 'validation.instant' },
  })
  .transform((v) => new Date(v));

/** A phone a person types, as a Russian number (+7 and ten digits). */
export const bookingPhone = z
  .string()
  .trim()
  .max(30)
  .refine((v) => normalizePhone(v) !== undefined, { message: 'неверный формат телефона', params: { i18n: 'validation.phone' } })
  .transform((v) => normalizePhone(v)!);

/** Services as a query string carries them: ids separated by commas, 1 to 20 of them, each once. */
const serviceIdsText = z
  .string()
  .trim()
  .max(200)
  .transform((v) => v.split(',').filter((s) => s !== ''))
  .pipe(z.array(idText).min(1, 'выберите хотя бы одну услугу').max(20, 'не больше 20 услуг'))
  .refine((ids) => new Set(ids).size === ids.length, 'услуга выбрана дважды');
const serviceIds = z
  .array(id)
  .min(1, 'выберите хотя бы одну услугу')
  .max(20, 'не больше 20 услуг')
  .refine((ids) => new Set(ids).size === ids.length, 'услуга выбрана дважды');

/** What a free time is asked for: the kind of work, its services, the car's class. */
export const slotsQuerySchema = z.object({ kind: bookingKindSchema, services: serviceIdsText, class_id: idText });

/** The free start times of each day open for booking. */
export const slotsAnswerSchema = okEnvelope(
  z.object({
    /** The booking's length in minutes, from the services on the class. */
    minutes: z.number().int(),
    time_zone: z.string(),
    days: z.array(z.object({ date: z.string(), open: z.boolean(), starts: z.array(isoTime) })),
  }),
);

/** What the booking page offers: the kinds with bays, their services, the classes, the shop and its rules. */
export const bookingOptionsAnswerSchema = okEnvelope(
  z.object({
    kinds: z.array(bookingKindSchema),
    services: z.array(z.object({ id: z.number().int(), kind: bookingKindSchema, name: z.string() })),
    /** `code`: the class's stable code the pages translate (docs/decisions/014); null for a class the owner added. */
    classes: z.array(z.object({ id: z.number().int(), code: z.string().nullable(), name: z.string() })),
    /** The shop's name, address and hours, as the customer's page of an order shows them (no phone: the domain's list). */
    shop: z.object({ name: z.string(), address: z.string(), hours: z.string() }).nullable(),
    time_zone: z.string(),
    horizon_days: z.number().int(),
    cancel_hours: z.number().int(),
  }),
);

/** `GET /api/v1/public/booking/class`: the class a known plate is of, so the page need not ask. */
export const plateClassQuerySchema = z.object({ plate_number: plateInput.max(20) });
export const plateClassAnswerSchema = okEnvelope(z.object({ class_id: z.number().int().nullable() }));

const bookingFields = {
  kind: bookingKindSchema,
  service_ids: serviceIds,
  class_id: id,
  plate_number: plateInput,
  non_standard: optionalBoolean,
  starts_at: instantInput,
};

/** Online, at most five services: a longer job is the desk's to book, by phone. */
const onlineServiceIds = z
  .array(id)
  .min(1, 'выберите хотя бы одну услугу')
  .max(5, 'онлайн не больше 5 услуг; для большего позвоните нам')
  .refine((ids) => new Set(ids).size === ids.length, 'услуга выбрана дважды');

/** `POST /api/v1/public/booking/start`: the customer's choice and contacts; an SMS code goes to the phone. */
export const bookingStartBodySchema = z.object({
  ...bookingFields,
  service_ids: onlineServiceIds,
  name: oneLine(60),
  phone: bookingPhone,
  /** The language of the customer's page: the code's SMS is written in it (Russian when not given). */
  language: z.enum(['ru', 'en']).optional(),
});
export type BookingStartBody = z.infer<typeof bookingStartBodySchema>;
export const bookingStartAnswerSchema = okEnvelope(
  z.object({ request_id: z.string(), phone_masked: z.string(), expires_at: isoTime, code_length: z.number().int() }),
);

/** `POST /api/v1/public/booking/confirm`: the code from the SMS; another free time when the one chosen was taken meanwhile. */
export const bookingConfirmBodySchema = z.object({
  request_id: z.string().trim().min(1).max(64),
  code: z
    .string()
    .trim()
    .max(20)
    .refine((v) => /^\d{4}$/.test(v), { message: 'код — 4 цифры из СМС', params: { i18n: 'validation.smsCode' } }),
  starts_at: instantInput.optional(),
});
/** The booking's link; the desk's answer also says its number (the public one does not: numbers tell a shop's volume). */
export const publicBookingLinkAnswerSchema = okEnvelope(z.object({ token: z.string(), url: z.string() }));
export const bookingLinkAnswerSchema = okEnvelope(z.object({ booking_id: z.number().int(), token: z.string(), url: z.string() }));

export const BOOKING_STATES = ['booked', 'arrived', 'no_show', 'canceled'] as const;

/** The customer's page of a booking: only what DOMAIN allows (no phone, no name). */
export const publicBookingSchema = z.object({
  state: z.enum(BOOKING_STATES),
  kind: bookingKindSchema,
  starts_at: isoTime,
  ends_at: isoTime,
  services: z.array(z.string()),
  /** The class's code beside its Russian name (null for a class the owner added), so each reader's language names it. */
  car: z.object({ plate: z.string(), class_name: z.string(), class_code: z.string().nullable() }),
  /** Until when the customer may move or cancel it themselves; null when no more. */
  change_until: isoTime.nullable(),
  cancel_hours: z.number().int(),
  time_zone: z.string(),
  /** The shop's name, address and hours, as the customer's page of an order shows them (no phone: the domain's list). */
  shop: z.object({ name: z.string(), address: z.string(), hours: z.string() }).nullable(),
});
export type PublicBooking = z.infer<typeof publicBookingSchema>;
export const publicBookingAnswerSchema = okEnvelope(publicBookingSchema);
export const bookingTokenParamsSchema = z.object({ token: z.string().max(512) });
export const bookingMoveBodySchema = z.object({ starts_at: instantInput });

/* ---- The staff's side ---- */

export const bookingDayQuerySchema = z.object({ date: businessDay.optional() });

export const staffBookingSchema = z.object({
  id: z.number().int(),
  bay_id: z.number().int(),
  kind: bookingKindSchema,
  status: z.enum(BOOKING_STATES),
  source: z.enum(['online', 'staff']),
  starts_at: isoTime,
  ends_at: isoTime,
  plate_number: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  /** Beside the name, for the reader's language; null for a class the owner added. */
  class_code: z.string().nullable(),
  client_id: z.number().int().nullable(),
  client_name: z.string().nullable(),
  phone: z.string().nullable(),
  services: z.array(z.object({ id: z.number().int(), name: z.string() })),
  order_id: z.number().int().nullable(),
  public_url: z.string(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

export const bayKindSchema = z.enum(['wash', 'tire', 'both']);
export const baySchema = z.object({ id: z.number().int(), name: z.string(), kind: bayKindSchema, is_active: z.boolean() });

export const bookingDayAnswerSchema = okEnvelope(
  z.object({
    date: z.string(),
    time_zone: z.string(),
    /** The day's opening and closing, or null when the shop is closed. */
    hours: z.object({ open: isoTime, close: isoTime }).nullable(),
    bays: z.array(baySchema),
    bookings: z.array(staffBookingSchema),
  }),
);

/**
 * Today's bookings still to come, for the master's lists and the wall: time, kind, the plate
 * hidden, and the whole plate for staff who take the car in (null for the wall display, which
 * customers read).
 */
export const bookingsTodayAnswerSchema = okEnvelope(
  z.array(
    z.object({ id: z.number().int(), starts_at: isoTime, kind: bookingKindSchema, plate: z.string().nullable(), plate_masked: z.string() }),
  ),
);

/** `POST bookings/create`: a booking taken by phone; the phone and name are optional (a caller may not give them). */
export const staffBookingBodySchema = z.object({
  ...bookingFields,
  phone: bookingPhone.optional(),
  name: oneLine(60).optional(),
});
export const bookingIdBodySchema = z.object({ booking_id: id });
/** «Принять» of a booked car already in the live queue: the booking and the car's open order. */
export const bookingArriveBodySchema = z.object({ booking_id: id, order_id: id });
export const staffMoveBodySchema = z.object({ booking_id: id, starts_at: instantInput });
/** The desk corrects the plate a booking was taken with (a letter misheard on the phone); its time and services stay. */
export const bookingCarBodySchema = z.object({ booking_id: id, plate_number: plateInput, non_standard: optionalBoolean });
export const staffSlotsQuerySchema = slotsQuerySchema.extend({ booking_id: idText.optional() });

/** `GET bookings/:id`: one booking, for «Принять» to fill the new-order wizard. */
export const bookingParamsSchema = z.object({ id: idText });
export const staffBookingAnswerSchema = okEnvelope(staffBookingSchema);

/* ---- The owner's side ---- */

const minuteOfDay = wholeNumber(0, 24 * 60);
export const dayHoursSchema = z
  .object({ open: minuteOfDay, close: minuteOfDay })
  .refine((h) => h.close > h.open, { message: 'закрытие позже открытия', params: { i18n: 'validation.hoursOrder' }, path: ['close'] })
  .nullable();
export const bookingRulesBodySchema = z.object({
  hours: z.array(dayHoursSchema).length(7),
  horizon_days: wholeNumber(1, 90),
  cancel_hours: wholeNumber(0, 72),
});
export const bookingRulesAnswerSchema = okEnvelope(
  z.object({
    hours: z.array(z.object({ open: z.number().int(), close: z.number().int() }).nullable()),
    horizon_days: z.number().int(),
    cancel_hours: z.number().int(),
    days_off: z.array(z.string()),
    bays: z.array(baySchema),
    time_zone: z.string(),
  }),
);
export const bayBodySchema = z.object({ id: id.optional(), name: oneLine(40), kind: bayKindSchema, is_active: optionalBoolean });
export const dayOffBodySchema = z.object({ day: businessDay, off: z.boolean() });

export const durationsQuerySchema = z.object({ class_id: idText });
export const durationsAnswerSchema = okEnvelope(
  z.object({
    class_id: z.number().int(),
    services: z.array(
      z.object({
        id: z.number().int(),
        kind: bookingKindSchema,
        name: z.string(),
        minutes: z.number().int(),
        from: z.enum(['owner', 'history', 'default']),
      }),
    ),
  }),
);
export const durationBodySchema = z.object({ service_id: id, class_id: id, minutes: wholeNumber(5, 600).nullable() });

/** `GET report/bookings`: per day of the period. */
export const bookingReportAnswerSchema = okEnvelope(
  z.object({
    days: z.array(
      z.object({
        date: z.string(),
        online: z.number().int(),
        staff: z.number().int(),
        arrived: z.number().int(),
        no_show: z.number().int(),
        canceled: z.number().int(),
        /** Minutes booked (not canceled) over the bays' open minutes that day, 0 to 100. */
        booked_percent: z.number(),
      }),
    ),
  }),
);
