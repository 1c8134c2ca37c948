import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import type { staffBookingBodySchema, StaffBooking } from '../contract/bookings';
import type { Db } from '../db/database';
import { bookings, clients, services, vehicleClasses } from '../db/schema';
import { recordChange } from '../audit/record';
import { addDays, businessDate, startOfBusinessDate } from '../domain/business-time';
import { dayHours } from '../domain/booking-slots';
import { hidePlate } from '../domain/plate-hiding';
import { conflict, notFound } from '../domain/refusal';
import type { LinkSettings } from '../messages/compose';
import { bookingUrl } from '../messages/link';
import { clientWithPhone } from '../orders/intake';
import { parsePlate } from '../orders/plate-input';
import { bookingLength, liveQueueFor } from './availability';
import { cancelBooking } from './public-booking';
import { bookedMinutes, moveBooking, placeBooking, refuseCarBookedThen } from './place';
import { baysOf, bookingRulesOf, daysOffBetween } from './rules';

/** A car booked and not come this long after its time is a no-show, and its bay's time is free. */
export const NO_SHOW_AFTER_MS = 15 * 60_000;

type Row = typeof bookings.$inferSelect;

/** Bookings as the staff see them: the client's name and phone, the services' names, the link. */
async function staffView(db: Db, rows: Row[], settings: LinkSettings): Promise<StaffBooking[]> {
  if (rows.length === 0) return [];
  const clientIds = [...new Set(rows.map((r) => r.clientId).filter((id): id is number => id !== null))];
  const serviceIds = [...new Set(rows.flatMap((r) => r.lines.map((l) => l.serviceId)))];
  const [people, names, classes] = await Promise.all([
    clientIds.length
      ? db.select({ id: clients.id, name: clients.name, phone: clients.phone }).from(clients).where(inArray(clients.id, clientIds))
      : [],
    serviceIds.length ? db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, serviceIds)) : [],
    db.select({ id: vehicleClasses.id, name: vehicleClasses.name, code: vehicleClasses.code }).from(vehicleClasses),
  ]);
  return rows.map((r) => {
    const person = people.find((p) => p.id === r.clientId);
    const klass = classes.find((c) => c.id === r.classId);
    return {
      id: r.id,
      bay_id: r.bayId,
      kind: r.kind,
      status: r.status,
      source: r.source,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      plate_number: r.plateNumber,
      class_id: r.classId,
      class_name: klass?.name ?? '',
      class_code: klass?.code ?? null,
      client_id: r.clientId,
      client_name: person?.name ?? null,
      phone: person?.phone ?? null,
      services: r.lines.map((l) => ({ id: l.serviceId, name: names.find((n) => n.id === l.serviceId)?.name ?? '' })),
      order_id: r.orderId,
      public_url: bookingUrl(settings, r.publicToken),
    };
  });
}

/** The day by bay: every bay, the day's hours, and each booking of the day whatever became of it. */
export async function dayBoard(db: Db, date: string, settings: LinkSettings) {
  const timeZone = settings.TZ_BUSINESS;
  const from = startOfBusinessDate(date, timeZone);
  const to = startOfBusinessDate(addDays(date, 1), timeZone);
  const [allBays, rules, off, rows] = await Promise.all([
    baysOf(db, false),
    bookingRulesOf(db),
    daysOffBetween(db, date, date),
    db
      .select()
      .from(bookings)
      .where(and(gte(bookings.startsAt, from), lt(bookings.startsAt, to)))
      .orderBy(asc(bookings.startsAt), asc(bookings.id)),
  ]);
  const hours = dayHours(date, rules.hours, off, timeZone);
  const usedBays = new Set(rows.map((r) => r.bayId));
  return {
    date,
    time_zone: timeZone,
    hours: hours ? { open: new Date(hours.open).toISOString(), close: new Date(hours.close).toISOString() } : null,
    bays: allBays
      .filter((b) => b.isActive || usedBays.has(b.id))
      .map((b) => ({ id: b.id, name: b.name, kind: b.kind, is_active: b.isActive })),
    bookings: await staffView(db, rows, settings),
  };
}

/** One booking's row, or 404. */
export async function bookingRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) throw notFound('booking_not_found', { id });
  return row;
}

/** One booking, for «Принять». */
export async function bookingById(db: Db, id: number, settings: LinkSettings): Promise<StaffBooking> {
  return (await staffView(db, [await bookingRow(db, id)], settings))[0]!;
}

/** Today's cars still expected (booked, not yet a no-show): for the master's lists and the wall. */
export async function bookedToday(db: Db, now: Date, timeZone: string) {
  const today = businessDate(now, timeZone);
  const rows = await db
    .select({ id: bookings.id, startsAt: bookings.startsAt, kind: bookings.kind, plate: bookings.plateNumber })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'booked'),
        // One being taken in is the master's order now, not a car still expected.
        isNull(bookings.orderId),
        gte(bookings.startsAt, new Date(Math.max(startOfBusinessDate(today, timeZone).getTime(), now.getTime() - NO_SHOW_AFTER_MS))),
        lt(bookings.startsAt, startOfBusinessDate(addDays(today, 1), timeZone)),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(bookings.id));
  return rows.map((r) => ({
    id: r.id,
    starts_at: r.startsAt.toISOString(),
    kind: r.kind,
    plate: r.plate,
    plate_masked: hidePlate(r.plate),
  }));
}

/** A booking taken at the desk for a caller: any free time from now on, the phone and name when given. */
export async function createByStaff(
  db: Db,
  userId: number,
  body: z.infer<typeof staffBookingBodySchema>,
  now: Date,
  settings: LinkSettings,
) {
  const { plate } = parsePlate(body.plate_number, body.non_standard);
  const minutes = await bookingLength(db, { kind: body.kind, serviceIds: body.service_ids, classId: body.class_id }, now);
  const live = await liveQueueFor(db, body.starts_at, now, settings.TZ_BUSINESS);
  return db.transaction(async (tx) => {
    let clientId: number | null = null;
    if (body.phone) {
      const client = await clientWithPhone(tx, body.phone, body.name ?? null);
      if (!client.name && body.name) await tx.update(clients).set({ name: body.name }).where(eq(clients.id, client.id));
      clientId = client.id;
    }
    const placed = await placeBooking(
      tx,
      {
        kind: body.kind,
        minutes,
        startsAt: body.starts_at,
        now,
        leadMinutes: 0,
        timeZone: settings.TZ_BUSINESS,
        live,
        lines: body.service_ids.map((serviceId) => ({ serviceId })),
        classId: body.class_id,
        plate,
        clientId,
        source: 'staff',
        createdBy: userId,
      },
      settings,
    );
    await recordChange(tx, {
      userId,
      action: 'booking.created',
      entity: 'booking',
      entityId: placed.id,
      after: { starts_at: body.starts_at.toISOString(), plate_number: plate },
    });
    return { booking_id: placed.id, token: placed.token, url: bookingUrl(settings, placed.token) };
  });
}

async function lockedBooked(tx: Db, id: number): Promise<Row> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound('booking_not_found', { id });
  if (row.status !== 'booked') throw conflict('booking_not_booked');
  // The car is being taken in from it: the order decides, not a change of the booking.
  if (row.orderId !== null) throw conflict('booking_taken_in', { order: row.orderId });
  return row;
}

/** The desk moves a booking to any free time from now on (the customer's limit of hours before does not bind the staff). */
export async function moveByStaff(db: Db, userId: number, id: number, startsAt: Date, now: Date, settings: LinkSettings) {
  const live = await liveQueueFor(db, startsAt, now, settings.TZ_BUSINESS);
  await db.transaction(async (tx) => {
    const row = await lockedBooked(tx, id);
    if (row.startsAt.getTime() === startsAt.getTime()) return;
    const minutes = bookedMinutes(row);
    await moveBooking(tx, row, { kind: row.kind, minutes, startsAt, now, leadMinutes: 0, timeZone: settings.TZ_BUSINESS, live }, settings);
    await recordChange(tx, {
      userId,
      action: 'booking.moved',
      entity: 'booking',
      entityId: id,
      before: { starts_at: row.startsAt.toISOString() },
      after: { starts_at: startsAt.toISOString() },
    });
  });
}

/**
 * The desk corrects the plate a booking was taken with (a letter misheard on the phone, a typo
 * on the booking page), so that «Принять» finds the car that comes: its time, bay, services and
 * client stay. Only a booking still booked and not being taken in; a car is booked once at a
 * time, so a plate already booked over the same time is refused as a new booking would be. The
 * same plate again changes nothing. Audited with the plate before and after.
 */
export async function correctCarByStaff(
  db: Db,
  userId: number,
  body: { booking_id: number; plate_number: string; non_standard?: boolean | undefined },
  now: Date,
) {
  const { plate } = parsePlate(body.plate_number, body.non_standard);
  await db.transaction(async (tx) => {
    const row = await lockedBooked(tx, body.booking_id);
    if (row.plateNumber === plate) return;
    const want = { startsAt: row.startsAt, minutes: bookedMinutes(row), ignoreBookingId: row.id };
    await refuseCarBookedThen(tx, plate, want, 'plate_number');
    await tx.update(bookings).set({ plateNumber: plate, updatedAt: now }).where(eq(bookings.id, row.id));
    await recordChange(tx, {
      userId,
      action: 'booking.car',
      entity: 'booking',
      entityId: row.id,
      before: { plate_number: row.plateNumber },
      after: { plate_number: plate },
    });
  });
}

/** The desk cancels a booking; a repeat changes nothing. */
export async function cancelByStaff(db: Db, userId: number, id: number, now: Date) {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    if (current?.status === 'canceled') return;
    await lockedBooked(tx, id);
    await cancelBooking(tx, id, now);
    await recordChange(tx, { userId, action: 'booking.canceled', entity: 'booking', entityId: id });
  });
}
