import { sql } from 'drizzle-orm';
import type { CashierStats, Count, MasterStats } from '../contract/stats';
import type { Db } from '../db/database';
import { startOfBusinessDay } from '../domain/business-time';
import { oncePerScope } from '../domain/once-per-scope';

interface Row {
  bucket: string;
  all_count: number | string;
  wash_count: number | string;
  tire_count: number | string;
}

/**
 * The one statement behind both counter calls (also explained by the benchmark's query
 * plans). The cashier's badge counts what needs the desk now: a car that is ready (or an
 * order canceled) with money to take or keys to hand back, and money to give back; a car
 * still in work may be prepaid from the list but does not call the cashier.
 */
export function countersQuery(dayStart: Date) {
  return sql`
    select 'open' as kind, job_status as bucket, count(*) as all_count,
           count(*) filter (where has_wash) as wash_count, count(*) filter (where has_tire) as tire_count
      from orders where job_status in ('waiting', 'in_progress') and not is_draft group by job_status
    union all
    select 'done', 'done', count(*), count(*) filter (where has_wash), count(*) filter (where has_tire)
      from orders where job_status = 'done' and done_at >= ${dayStart.toISOString()}
    union all
    select 'pay', 'waiting_for_payment', count(*), count(*) filter (where has_wash), count(*) filter (where has_tire)
      from orders where needs_cashier and (job_status in ('done', 'canceled') or refund_due > 0)
  `;
}

/**
 * All counters in one statement; each branch reads its own partial index, so the cost
 * follows the number of open orders, not the size of the history.
 */
async function counts(db: Db, timeZone: string): Promise<Record<'waiting' | 'in_progress' | 'done' | 'waiting_for_payment', Count>> {
  const result = await db.execute(countersQuery(startOfBusinessDay(new Date(), timeZone)));
  const rows = (result as unknown as { rows: Row[] }).rows;
  const zero = (): Count => ({ all: 0, wash: 0, tire: 0 });
  const out = { waiting: zero(), in_progress: zero(), done: zero(), waiting_for_payment: zero() };
  for (const row of rows) {
    const key = row.bucket as keyof typeof out;
    if (key in out) out[key] = { all: Number(row.all_count), wash: Number(row.wash_count), tire: Number(row.tire_count) };
  }
  return out;
}

type Counts = Awaited<ReturnType<typeof counts>>;

// Both counter calls read the same statement: calls that share a scope (the live layer's
// poll asks for both at once, CallMeta.scope) read it once.
const counted = oncePerScope<string, Promise<Counts>>();
const countsOnce = (db: Db, timeZone: string, scope: object | undefined) => counted.get(scope, timeZone, () => counts(db, timeZone));

export async function masterStats(db: Db, timeZone: string, scope?: object): Promise<MasterStats> {
  const c = await countsOnce(db, timeZone, scope);
  return { waiting: c.waiting, in_progress: c.in_progress, done: c.done, waitingForPayment: c.waiting_for_payment };
}

export async function cashierStats(db: Db, timeZone: string, scope?: object): Promise<CashierStats> {
  return countsOnce(db, timeZone, scope);
}
