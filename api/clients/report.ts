import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { isoOf, rawRows } from '../db/raw-rows';
import { CAME_BACK_DAYS, LAPSED_EXPORT_MAX, LAPSED_SHOWN } from '../contract/owner-clients';
import { mapInTurns } from '../contract/map-in-turns';
import { PAID_STATUSES } from '../contract/order-states';
import { businessMonth, startOfBusinessDate } from '../domain/business-time';
import { toRoubles } from '../domain/money';

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const PAID = sql.raw(`(${PAID_STATUSES.join(',')})`);
/** An order that is a visit: neither a draft nor cancelled. */
const VISIT = sql`not o.is_draft and o.job_status <> 'canceled'`;

/** The first days (YYYY-MM-01) of the last `n` business months, oldest first. */
export function lastMonths(now: Date, timeZone: string, n = 12): string[] {
  const [y, m] = businessMonth(now, timeZone).split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) => {
    const back = new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1));
    return `${back.toISOString().slice(0, 7)}-01`;
  });
}

type Person = { id: number; name: string | null; phone: string | null };
const person = (r: Person) => ({ client_id: Number(r.id), name: r.name, phone: r.phone });

/** `owner/clients` (docs/screens.md 'Clients for the owner'). */
export async function clientsReport(db: Db, lapsedDays: number, timeZone: string, now: Date) {
  const months = lastMonths(now, timeZone);
  const from = startOfBusinessDate(months[0]!, timeZone);
  const tz = timeZone;
  const [fresh, back, cohort, top, lapsed] = await Promise.all([
    rawRows<{ m: string; n: number }>(
      db,
      sql`select to_char(first_visit_at at time zone ${tz}, 'YYYY-MM') as m, count(*)::int as n from clients
          where merged_into_id is null and first_visit_at >= ${from} group by 1`,
    ),
    rawRows<{ m: string; n: number }>(
      db,
      sql`select to_char(o.created_at at time zone ${tz}, 'YYYY-MM') as m, count(distinct o.client_id)::int as n
          from orders o join clients c on c.id = o.client_id
          where o.created_at >= ${from} and ${VISIT}
            and to_char(c.first_visit_at at time zone ${tz}, 'YYYY-MM') < to_char(o.created_at at time zone ${tz}, 'YYYY-MM')
          group by 1`,
    ),
    rawRows<{ first_timers: number; returned: number }>(
      db,
      sql`select count(*)::int as first_timers, count(*) filter (where exists (
            select 1 from orders o where o.client_id = c.id and ${VISIT}
              and o.created_at > c.first_visit_at and o.created_at <= c.first_visit_at + make_interval(days => ${CAME_BACK_DAYS})
          ))::int as returned
          from clients c where c.merged_into_id is null
            and c.first_visit_at between ${daysBefore(now, CAME_BACK_DAYS + 365)} and ${daysBefore(now, CAME_BACK_DAYS)}`,
    ),
    rawRows<Person & { spent: string; paid_orders: number }>(
      db,
      sql`select c.id, c.name, c.phone, sum(o.sum_final)::bigint as spent, count(*)::int as paid_orders
          from orders o join clients c on c.id = o.client_id
          where o.created_at >= ${from} and o.pay_status in ${PAID} and c.forgotten_at is null
          group by c.id order by spent desc, c.id limit 10`,
    ),
    lapsedClients(db, lapsedDays, now, LAPSED_SHOWN),
  ]);
  const at = (rows: Array<{ m: string; n: number }>, month: string) => Number(rows.find((r) => r.m === month.slice(0, 7))?.n ?? 0);
  const c = cohort[0] ?? { first_timers: 0, returned: 0 };
  return {
    time_zone: timeZone,
    months: months.map((m) => ({ month: m.slice(0, 7), new: at(fresh, m), returning: at(back, m) })),
    came_back: {
      days: CAME_BACK_DAYS,
      first_timers: Number(c.first_timers),
      returned: Number(c.returned),
      percent: Number(c.first_timers) ? Math.round((Number(c.returned) * 100) / Number(c.first_timers)) : 0,
    },
    top: top.map((r) => ({ ...person(r), spent: toRoubles(Number(r.spent)), paid_orders: Number(r.paid_orders) })),
    lapsed: { days: lapsedDays, ...lapsed },
  };
}

/**
 * Clients with no visit in `days` (not erased): how many, how many agreed to be contacted,
 * and those who agreed, the most recently gone first (the likeliest to come back).
 */
export async function lapsedClients(db: Db, days: number, now: Date, limit = LAPSED_EXPORT_MAX) {
  const before = daysBefore(now, days);
  const lapsed = sql`c.merged_into_id is null and c.forgotten_at is null and c.last_visit_at < ${before}`;
  const [[counts], items] = await Promise.all([
    rawRows<{ total: number; with_consent: number }>(
      db,
      sql`select count(*)::int as total, count(*) filter (where c.marketing_consent)::int as with_consent from clients c where ${lapsed}`,
    ),
    rawRows<Person & { last_visit_at: unknown; visits: number; spent: string }>(
      db,
      sql`select c.id, c.name, c.phone, c.last_visit_at, c.visits,
            (select coalesce(sum(o.sum_final), 0) from orders o where o.client_id = c.id and o.pay_status in ${PAID})::bigint as spent
          from clients c where ${lapsed} and c.marketing_consent
          order by c.last_visit_at desc, c.id desc limit ${limit}`,
    ),
  ]);
  return {
    total: Number(counts?.total ?? 0),
    with_consent: Number(counts?.with_consent ?? 0),
    items: await mapInTurns(items, (r) => ({
      ...person(r),
      last_visit: isoOf(r.last_visit_at)!,
      visits: Number(r.visits),
      spent: toRoubles(Number(r.spent)),
      marketing_consent: true,
    })),
  };
}
