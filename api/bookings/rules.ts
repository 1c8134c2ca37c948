import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bays, bookingRules, daysOff, serviceDurations, type DayHours } from '../db/schema';
import type { SlotBay } from '../domain/booking-slots';
import { serviceClassKey } from '../domain/wait-estimate';

/** What a shop that never set its booking rules works by: 9:00–21:00 every day, 14 days ahead, cancel until 2 hours before. */
export const DEFAULT_BOOKING_RULES = {
  hours: Array.from({ length: 7 }, (): DayHours => ({ open: 9 * 60, close: 21 * 60 })),
  horizonDays: 14,
  cancelHours: 2,
};

export interface BookingRules {
  /** Monday first; null: closed that weekday. */
  hours: (DayHours | null)[];
  horizonDays: number;
  cancelHours: number;
  isCustom: boolean;
}

/** The owner's booking rules, or the shipped ones. */
export async function bookingRulesOf(db: Db): Promise<BookingRules> {
  const [row] = await db.select().from(bookingRules).where(eq(bookingRules.id, 1));
  if (!row) return { ...DEFAULT_BOOKING_RULES, isCustom: false };
  return { hours: row.hours, horizonDays: row.horizonDays, cancelHours: row.cancelHours, isCustom: true };
}

/** The days off between two dates (YYYY-MM-DD, both included). */
export async function daysOffBetween(db: Db, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: daysOff.day })
    .from(daysOff)
    .where(and(gte(daysOff.day, from), lte(daysOff.day, to)));
  return new Set(rows.map((r) => r.day));
}

export interface Bay extends SlotBay {
  name: string;
  isActive: boolean;
}

/** Every bay, in the owner's order; `activeOnly` leaves out the ones taken out of use. */
export async function baysOf(db: Db, activeOnly = true): Promise<Bay[]> {
  const rows = await db
    .select()
    .from(bays)
    .where(activeOnly ? eq(bays.isActive, true) : undefined)
    .orderBy(asc(bays.sort), asc(bays.id));
  return rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, sort: r.sort, isActive: r.isActive }));
}

/** The owner's minutes per service and class, keyed by serviceClassKey. */
export async function ownerDurations(db: Db): Promise<Map<string, number>> {
  const rows = await db.select().from(serviceDurations);
  return new Map(rows.map((r) => [serviceClassKey(r.serviceId, r.classId), r.minutes]));
}
