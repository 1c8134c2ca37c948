import { asc, eq } from 'drizzle-orm';
import type { ApiContext } from '../context';
import { CALLS } from '../contract/calls';
import { notice } from '../contract/notices';
import { normalizePlate } from '../contract/plates';
import { cars, services, vehicleClasses } from '../db/schema';
import { bayServes, ONLINE_LEAD_MINUTES, type BookingKind } from '../domain/booking-slots';
import { CALLERS } from '../http/callers';
import { defineCall, type AnyCallSpec } from '../http/registry';
import { bookableRange, bookingLength, freeDays } from '../bookings/availability';
import { confirmOnlineBooking, ONLINE_MAX_MINUTES, startOnlineBooking } from '../bookings/online';
import { invalid } from '../domain/refusal';
import { bookingOfToken, cancelByCustomer, moveByCustomer, publicBookingView } from '../bookings/public-booking';
import { baysOf, bookingRulesOf } from '../bookings/rules';
import { bookedMinutes } from '../bookings/place';
import { arriveIntoOpenOrder } from '../bookings/arrive';
import {
  bookedToday,
  bookingById,
  bookingRow,
  cancelByStaff,
  correctCarByStaff,
  createByStaff,
  dayBoard,
  moveByStaff,
} from '../bookings/staff';
import type { Db } from '../db/database';
import { businessDate } from '../domain/business-time';
import { businessProfileOf } from '../owner/business-profile';
import { createPublicLimiter, throttledRefusal } from '../public/rate-limit';
import { bookingCodesOfAddresses } from '../bookings/address-codes';

/** Plates looked up from one address in a minute: a person types one or two. */
export const plateLookupLimiter = createPublicLimiter(20);

/** How long a choice of services takes on a class; a booking being moved keeps its own length. */
async function lengthOf(db: Db, choice: { kind: BookingKind; services: number[]; class_id: number }, now: Date) {
  return bookingLength(db, { kind: choice.kind, serviceIds: choice.services, classId: choice.class_id }, now);
}

/** The free start times of the days open for booking, as the API answers them. */
async function slotsAnswer(
  db: Db,
  choice: { kind: BookingKind; minutes: number; ownStart?: number },
  now: Date,
  timeZone: string,
  leadMinutes: number,
  ignoreBookingId?: number,
) {
  const { minutes } = choice;
  const range = bookableRange(await bookingRulesOf(db), now, timeZone);
  const { days } = await freeDays(db, { kind: choice.kind, minutes, ...range, now, leadMinutes, ignoreBookingId, timeZone });
  // A booking being moved is not offered its own time back: moving there would change nothing.
  const own = ignoreBookingId !== undefined ? choice.ownStart : undefined;
  return {
    minutes,
    time_zone: timeZone,
    days: days.map((d) => ({
      date: d.date,
      open: d.open,
      starts: d.slots.filter((s) => s.start !== own).map((s) => new Date(s.start).toISOString()),
    })),
  };
}

/** Booking (docs/decisions/040-booking-into-the-live-queue.md): the public pages and the desk's day by bay. */
export function bookingCalls(api: ApiContext): AnyCallSpec[] {
  const { db, settings } = api;
  // Read when a call runs: the call table is also built without settings (the OpenAPI document, the fuzz test).
  const tzOf = () => settings.TZ_BUSINESS;
  const now = () => api.clock?.() ?? new Date();
  const bookingCodes = bookingCodesOfAddresses(() => now().getTime());
  return [
    defineCall(CALLS['public/booking/options'], {
      summary: 'What the booking page offers: the kinds of work with bays, their services, the classes, the shop, the rules; no sign-in',
      roles: 'public',
      customerLimited: true,
      handler: async () => {
        const [allBays, list, classes, rules, shop] = await Promise.all([
          baysOf(db),
          db
            .select({ id: services.id, kind: services.kind, name: services.name })
            .from(services)
            .where(eq(services.isActive, true))
            .orderBy(asc(services.sort), asc(services.id)),
          db
            .select({ id: vehicleClasses.id, code: vehicleClasses.code, name: vehicleClasses.name })
            .from(vehicleClasses)
            .orderBy(asc(vehicleClasses.id)),
          bookingRulesOf(db),
          businessProfileOf(db),
        ]);
        const kinds = (['tire', 'wash'] as const).filter((k) => allBays.some((b) => bayServes(b.kind, k)));
        return {
          data: {
            kinds: [...kinds],
            services: list.filter((s) => kinds.includes(s.kind)),
            classes,
            shop: shop ? { name: shop.name, address: shop.address, hours: shop.hours } : null,
            time_zone: tzOf(),
            horizon_days: rules.horizonDays,
            cancel_hours: rules.cancelHours,
          },
        };
      },
    }),
    defineCall(CALLS['public/booking/class'], {
      summary:
        'The class of a car the shop knows by its plate (null for an unknown one), so the page need not ask; nothing else of the car',
      roles: 'public',
      customerLimited: true,
      handler: async ({ query, meta }) => {
        // Each answer says whether the shop has served a plate: looked up far less often than pages are read.
        const wait = plateLookupLimiter.take(meta.clientAddress ?? 'unknown');
        if (wait > 0) throw throttledRefusal(wait);
        const [car] = await db
          .select({ classId: cars.classId })
          .from(cars)
          .where(eq(cars.plateNumber, normalizePlate(query.plate_number)));
        return { data: { class_id: car?.classId ?? null } };
      },
    }),
    defineCall(CALLS['public/booking/slots'], {
      summary: 'The free start times of each day open for booking, for these services on this class; at least 30 minutes from now',
      roles: 'public',
      customerLimited: true,
      handler: async ({ query }) => {
        const at = now();
        const minutes = await lengthOf(db, query, at);
        // Said at the times, not only when the code is asked for.
        if (minutes > ONLINE_MAX_MINUTES) throw invalid('booking_too_long', { n: ONLINE_MAX_MINUTES / 60 }).on('services');
        return { data: await slotsAnswer(db, { kind: query.kind, minutes }, at, tzOf(), ONLINE_LEAD_MINUTES) };
      },
    }),
    defineCall(CALLS['public/booking/start'], {
      summary:
        'Book: the choice and contacts are checked and a 4-digit code goes to the phone by SMS; nothing is booked until the code. ' +
        'At most 10 codes a minute and 10 an hour from one address, and 3 an hour to one phone',
      roles: 'public',
      customerLimited: true,
      handler: async ({ body, meta }) => {
        const address = meta.clientAddress ?? 'unknown';
        const countSend = () => bookingCodes.count(address);
        const uncountSend = () => bookingCodes.giveBack(address);
        return {
          data: await startOnlineBooking({ db, sms: api.sms, settings, secret: api.secret, now: now(), countSend, uncountSend }, body),
        };
      },
    }),
    defineCall(CALLS['public/booking/confirm'], {
      summary:
        'The SMS code: the right one books the time (or another free one given here when it was taken meanwhile) ' +
        "and answers the booking's link; " +
        'five wrong codes end the request',
      roles: 'public',
      customerLimited: true,
      handler: async ({ body }) => {
        return { data: await confirmOnlineBooking({ db, sms: api.sms, settings, secret: api.secret, now: now() }, body) };
      },
    }),
    defineCall(CALLS['public/b/:token'], {
      summary: "A booking's page by its link: the time, services, car (plate masked), until when it may be changed, the shop; no sign-in",
      roles: 'public',
      customerLimited: true,
      handler: async ({ params }) => {
        const at = now();
        return { data: await publicBookingView(db, await bookingOfToken(db, params.token, at), at, tzOf()) };
      },
    }),
    defineCall(CALLS['public/b/:token/slots'], {
      summary: 'The free times a booking may move to (its own time counts as free)',
      roles: 'public',
      customerLimited: true,
      handler: async ({ params }) => {
        const at = now();
        const row = await bookingOfToken(db, params.token, at);
        const choice = { kind: row.kind, minutes: bookedMinutes(row), ownStart: row.startsAt.getTime() };
        return { data: await slotsAnswer(db, choice, at, tzOf(), ONLINE_LEAD_MINUTES, row.id) };
      },
    }),
    defineCall(CALLS['public/b/:token/move'], {
      summary: 'The customer moves the booking to another free time, until the cancel limit before its time',
      roles: 'public',
      customerLimited: true,
      handler: async ({ params, body }) => {
        const at = now();
        await moveByCustomer(db, params.token, body.starts_at, at, settings);
        return { data: await publicBookingView(db, await bookingOfToken(db, params.token, at), at, tzOf()) };
      },
    }),
    defineCall(CALLS['public/b/:token/cancel'], {
      summary: 'The customer cancels the booking, until the cancel limit before its time; the time is free again at once',
      roles: 'public',
      customerLimited: true,
      handler: async ({ params }) => {
        const at = now();
        await cancelByCustomer(db, params.token, at);
        return { data: await publicBookingView(db, await bookingOfToken(db, params.token, at), at, tzOf()) };
      },
    }),

    defineCall(CALLS['bookings/day'], {
      summary: "A day by bay: the bays, the day's hours, and every booking of the day with the client, services and what became of it",
      roles: CALLERS.staff,
      handler: async ({ query }) => ({ data: await dayBoard(db, query.date ?? businessDate(now(), tzOf()), settings) }),
    }),
    defineCall(CALLS['bookings/today'], {
      summary: "Today's cars still expected, by time, for the master's lists and the wall display (to the wall the plate hidden only)",
      roles: CALLERS.anyone,
      handler: async ({ auth }) => {
        const booked = await bookedToday(db, now(), tzOf());
        // The whole plate for the staff who take the car in; the wall, read by customers, and any
        // role added later get the hidden one only.
        const staff: readonly string[] = CALLERS.staff;
        return { data: auth && staff.includes(auth.user.role) ? booked : booked.map((b) => ({ ...b, plate: null })) };
      },
    }),
    defineCall(CALLS['bookings/slots'], {
      summary: 'The free start times for a booking taken at the desk (from now on); with booking_id, for moving that booking',
      roles: CALLERS.staff,
      handler: async ({ query }) => {
        const at = now();
        const moving = query.booking_id ? await bookingRow(db, query.booking_id) : null;
        const choice = moving
          ? { kind: moving.kind, minutes: bookedMinutes(moving), ownStart: moving.startsAt.getTime() }
          : { kind: query.kind, minutes: await lengthOf(db, query, at) };
        return { data: await slotsAnswer(db, choice, at, tzOf(), 0, query.booking_id) };
      },
    }),
    defineCall(CALLS['bookings/create'], {
      summary: 'A booking taken by phone for a caller: the car, services, time, and the phone and name when given; audited',
      roles: CALLERS.staff,
      handler: async ({ body, auth }) => ({
        data: await createByStaff(db, auth!.user.id, body, now(), settings),
        notice: notice('booking_created'),
      }),
    }),
    defineCall(CALLS['bookings/move'], {
      summary: 'Move a booking to another free time; audited',
      roles: CALLERS.staff,
      handler: async ({ body, auth }) => {
        await moveByStaff(db, auth!.user.id, body.booking_id, body.starts_at, now(), settings);
        return { notice: notice('booking_moved') };
      },
    }),
    defineCall(CALLS['bookings/cancel'], {
      summary: 'Cancel a booking: its time is free again at once; audited; a repeat changes nothing',
      roles: CALLERS.staff,
      handler: async ({ body, auth }) => {
        await cancelByStaff(db, auth!.user.id, body.booking_id, now());
        return { notice: notice('booking_canceled') };
      },
    }),
    defineCall(CALLS['bookings/car'], {
      summary: "Correct a booking's plate (its time, services and client stay); audited; the same plate again changes nothing",
      roles: CALLERS.staff,
      handler: async ({ body, auth }) => {
        await correctCarByStaff(db, auth!.user.id, body, now());
        return { notice: notice('booking_car_changed') };
      },
    }),
    defineCall(CALLS['bookings/arrive'], {
      summary: "«Принять» of a booked car already in the live queue: the booking arrives with the car's open order; audited",
      roles: CALLERS.staff,
      handler: async ({ body, auth }) => {
        await arriveIntoOpenOrder(db, auth!.user.id, { bookingId: body.booking_id, orderId: body.order_id }, now(), tzOf());
        return { notice: notice('booking_arrived') };
      },
    }),
    defineCall(CALLS['booking/:id'], {
      summary: 'One booking with its car, client and services: «Принять» fills the new-order wizard from it',
      roles: CALLERS.staff,
      handler: async ({ params }) => ({ data: await bookingById(db, params.id, settings) }),
    }),
  ];
}
