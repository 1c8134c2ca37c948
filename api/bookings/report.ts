import { and, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { bookings } from '../db/schema';
import { addDays, startOfBusinessDate } from '../domain/business-time';
import { dayHours } from '../domain/booking-slots';
import { baysOf, bookingRulesOf, daysOffBetween } from './rules';

/**
 * The owner's report of bookings, per day of their time: made online and by the desk, what came
 * of them (arrived, no-show, canceled), and the share of the bays' open hours that bookings
 * hold (canceled ones left out), against the bays in use and the hours as they are now.
 */
export async function bookingReport(db: Db, from: string, to: string, timeZone: string) {
  const day = sql<string>`to_char(${bookings.startsAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const [rows, rules, off, allBays] = await Promise.all([
    db
      .select({
        day,
        online: sql<number>`count(*) filter (where ${bookings.source} = 'online')::int`,
        staff: sql<number>`count(*) filter (where ${bookings.source} = 'staff')::int`,
        arrived: sql<number>`count(*) filter (where ${bookings.status} = 'arrived')::int`,
        noShow: sql<number>`count(*) filter (where ${bookings.status} = 'no_show')::int`,
        canceled: sql<number>`count(*) filter (where ${bookings.status} = 'canceled')::int`,
        minutes: sql<number>`coalesce(sum(extract(epoch from ${bookings.endsAt} - ${bookings.startsAt}) / 60)
          filter (where ${bookings.status} <> 'canceled'), 0)::float8`,
      })
      .from(bookings)
      .where(
        and(
          gte(bookings.startsAt, startOfBusinessDate(from, timeZone)),
          lt(bookings.startsAt, startOfBusinessDate(addDays(to, 1), timeZone)),
        ),
      )
      // By the first column: the zone is a parameter, and PostgreSQL would not see the select's day as the group's.
      .groupBy(sql`1`),
    bookingRulesOf(db),
    daysOffBetween(db, from, to),
    baysOf(db),
  ]);
  const days = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const row = rows.find((r) => r.day === date);
    const hours = dayHours(date, rules.hours, off, timeZone);
    const open = hours ? ((hours.close - hours.open) / 60_000) * allBays.length : 0;
    days.push({
      date,
      online: row?.online ?? 0,
      staff: row?.staff ?? 0,
      arrived: row?.arrived ?? 0,
      no_show: row?.noShow ?? 0,
      canceled: row?.canceled ?? 0,
      booked_percent: open > 0 ? Math.min(100, Math.round(((row?.minutes ?? 0) / open) * 1000) / 10) : 0,
    });
  }
  return { days };
}
