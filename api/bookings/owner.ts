import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bays, bookingRules, daysOff, serviceDurations, services, vehicleClasses, type DayHours } from '../db/schema';
import { recordChange } from '../audit/record';
import { serviceMinutes } from '../domain/booking-duration';
import { businessDate } from '../domain/business-time';
import { notFound } from '../domain/refusal';
import { durationTable } from '../orders/wait-times';
import { bumpReference } from '../owner/revision';
import { baysOf, bookingRulesOf, ownerDurations } from './rules';

/** The owner's page of booking: hours, how far ahead, the cancel limit, the days off to come, the bays. */
export async function bookingSettings(db: Db, now: Date, timeZone: string) {
  const today = businessDate(now, timeZone);
  const [rules, off, allBays] = await Promise.all([
    bookingRulesOf(db),
    db.select({ day: daysOff.day }).from(daysOff).where(gte(daysOff.day, today)).orderBy(asc(daysOff.day)),
    baysOf(db, false),
  ]);
  return {
    hours: rules.hours,
    horizon_days: rules.horizonDays,
    cancel_hours: rules.cancelHours,
    days_off: off.map((d) => d.day),
    bays: allBays.map((b) => ({ id: b.id, name: b.name, kind: b.kind, is_active: b.isActive })),
    time_zone: timeZone,
  };
}

/** New booking rules, audited with what they were. Bookings already made keep their times. */
export async function saveBookingRules(
  db: Db,
  userId: number,
  input: { hours: (DayHours | null)[]; horizon_days: number; cancel_hours: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await bookingRulesOf(tx);
    const fields = { hours: input.hours, horizonDays: input.horizon_days, cancelHours: input.cancel_hours, updatedAt: new Date() };
    await tx
      .insert(bookingRules)
      .values({ id: 1, ...fields })
      .onConflictDoUpdate({ target: bookingRules.id, set: fields });
    await recordChange(tx, {
      userId,
      action: 'booking_rules.changed',
      entity: 'booking_rules',
      before: { hours: before.hours, horizon_days: before.horizonDays, cancel_hours: before.cancelHours },
      after: input,
    });
    await bumpReference(tx);
  });
}

/**
 * A bay added or changed. A bay is never deleted (its bookings name it): taken out of use, it
 * is offered no more, and the bookings it already holds stay for the desk to move.
 */
export async function saveBay(
  db: Db,
  userId: number,
  input: { id?: number; name: string; kind: 'wash' | 'tire' | 'both'; is_active?: boolean },
) {
  await db.transaction(async (tx) => {
    const fields = { name: input.name, kind: input.kind, isActive: input.is_active ?? true };
    if (input.id === undefined) {
      const [{ sort } = { sort: 0 }] = await tx.select({ sort: bays.sort }).from(bays).orderBy(desc(bays.sort)).limit(1);
      const [created] = await tx
        .insert(bays)
        .values({ ...fields, sort: sort + 1000 })
        .returning({ id: bays.id });
      await recordChange(tx, { userId, action: 'bay.created', entity: 'bay', entityId: created!.id, after: input });
    } else {
      const [before] = await tx.select().from(bays).where(eq(bays.id, input.id)).for('update');
      if (!before) throw notFound('bay_not_found', { id: input.id });
      // Left out, «in use» stays as it was: an edit of the name does not put a bay back in use.
      const changed = { ...fields, isActive: input.is_active ?? before.isActive };
      await tx.update(bays).set(changed).where(eq(bays.id, input.id));
      await recordChange(tx, {
        userId,
        action: 'bay.changed',
        entity: 'bay',
        entityId: input.id,
        before: { name: before.name, kind: before.kind, is_active: before.isActive },
        after: { name: changed.name, kind: changed.kind, is_active: changed.isActive },
      });
    }
    await bumpReference(tx);
  });
}

/** A day off set or taken back; bookings already on it stay for the desk to move. */
export async function setDayOff(db: Db, userId: number, day: string, off: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    if (off) await tx.insert(daysOff).values({ day }).onConflictDoNothing();
    else await tx.delete(daysOff).where(eq(daysOff.day, day));
    await recordChange(tx, { userId, action: off ? 'day_off.set' : 'day_off.removed', entity: 'day_off', after: { day } });
    await bumpReference(tx);
  });
}

/** Each active service's minutes on a class, and where the figure comes from (the owner, the history, the default). */
export async function durationsOf(db: Db, classId: number, now: Date) {
  const [list, owner, history] = await Promise.all([
    db
      .select({ id: services.id, kind: services.kind, name: services.name })
      .from(services)
      .where(eq(services.isActive, true))
      .orderBy(asc(services.kind), asc(services.sort), asc(services.id)),
    ownerDurations(db),
    durationTable(db, now),
  ]);
  return {
    class_id: classId,
    services: list.map((s) => ({ ...s, ...serviceMinutes(s.id, s.kind, classId, owner, history) })),
  };
}

/** The owner's minutes of a service on a class; null gives it back to the shop's history. */
export async function saveDuration(db: Db, userId: number, input: { service_id: number; class_id: number; minutes: number | null }) {
  await db.transaction(async (tx) => {
    const [service] = await tx.select({ id: services.id }).from(services).where(eq(services.id, input.service_id));
    if (!service) throw notFound('service_not_found', { id: input.service_id });
    const [klass] = await tx.select({ id: vehicleClasses.id }).from(vehicleClasses).where(eq(vehicleClasses.id, input.class_id));
    if (!klass) throw notFound('class_not_found', { id: input.class_id });
    const key = and(eq(serviceDurations.serviceId, input.service_id), eq(serviceDurations.classId, input.class_id));
    const [before] = await tx.select({ minutes: serviceDurations.minutes }).from(serviceDurations).where(key);
    if (input.minutes === null) await tx.delete(serviceDurations).where(key);
    else
      await tx
        .insert(serviceDurations)
        .values({ serviceId: input.service_id, classId: input.class_id, minutes: input.minutes })
        .onConflictDoUpdate({ target: [serviceDurations.serviceId, serviceDurations.classId], set: { minutes: input.minutes } });
    await recordChange(tx, {
      userId,
      action: 'duration.changed',
      entity: 'service',
      entityId: input.service_id,
      before: { class_id: input.class_id, minutes: before?.minutes ?? null },
      after: { class_id: input.class_id, minutes: input.minutes },
    });
    await bumpReference(tx);
  });
}
