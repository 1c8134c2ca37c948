import { and, asc, eq, gt, gte, inArray, isNull, or } from 'drizzle-orm';
import { OPEN_JOB_STATUSES } from '../contract/order-states';
import type { Queue } from '../contract/display';
import type { Db } from '../db/database';
import { brands, cars, models, orders } from '../db/schema';
import { startOfBusinessDay } from '../domain/business-time';
import { carBrandJoin, carNames } from './car-name';
import { waitTimes } from './wait-times';

const PER_COLUMN = 60;

/**
 * The wall display's queue (docs/decisions/006-live-updates-by-polling.md): waiting, in progress, and done
 * today but not yet collected, oldest first so the newest car is at the bottom of its
 * column. A done car drops off once its keys are handed back, or if the client kept them, or
 * once it counts as handed over (`picked_up_at`, api/orders/pickup.ts: settled at the desk after
 * the work, its keys never taken, the person is there), as the customer's page then says.
 */
export async function queue(db: Db, timeZone: string, now = new Date()): Promise<Queue> {
  const base = () =>
    db
      .select({
        id: orders.id,
        seq: orders.changeSeq,
        plate: orders.plateNumber,
        created: orders.createdAt,
        started: orders.startedAt,
        done: orders.doneAt,
        brand: brands.name,
        model: models.name,
        freeBrand: cars.freeBrand,
        freeModel: cars.freeModel,
      })
      .from(orders)
      .innerJoin(cars, eq(cars.id, orders.carId))
      .leftJoin(models, eq(models.id, cars.modelId))
      .leftJoin(brands, carBrandJoin);
  const [open, done, estimates] = await Promise.all([
    base()
      .where(and(inArray(orders.jobStatus, OPEN_JOB_STATUSES), eq(orders.isDraft, false)))
      .orderBy(asc(orders.id))
      .limit(PER_COLUMN * 2),
    base()
      .where(
        and(
          eq(orders.jobStatus, 'done'),
          gte(orders.doneAt, startOfBusinessDay(now, timeZone)),
          inArray(orders.keysState, ['cell', 'none']),
          or(isNull(orders.pickedUpAt), gt(orders.pickedUpAt, now)),
        ),
      )
      .orderBy(asc(orders.doneAt))
      .limit(PER_COLUMN),
    waitTimes(db, now),
  ]);
  const car = (r: (typeof open)[number], since: Date | null) => ({
    id: r.id,
    seq: r.seq,
    plate_number: r.plate,
    model_text: carNames(r).model_text,
    since: (since ?? r.created).toISOString(),
    ready_at: estimates.has(r.id) ? new Date(estimates.get(r.id)!.readyAt).toISOString() : null,
    ahead: estimates.get(r.id)?.ahead ?? null,
  });
  // Oldest first: the car that arrived (or started) last is at the bottom.
  const bySince = (a: { since: string }, b: { since: string }) => a.since.localeCompare(b.since);
  return {
    waiting: open
      .filter((r) => !r.started)
      .map((r) => car(r, r.created))
      .sort(bySince),
    in_progress: open
      .filter((r) => r.started)
      .map((r) => car(r, r.started))
      .sort(bySince),
    done: done.map((r) => car(r, r.done)),
  };
}
