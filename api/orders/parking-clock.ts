import { and, asc, isNotNull, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import { orders } from '../db/schema';
import { rederiveIn, type OrderContext } from './order-change';

const BATCH = 100;

/**
 * Orders whose figures change by themselves by now (a started hour of parking) are derived
 * again, each in its own transaction, by the system (audited as 'order.parking.charged').
 * Answers how many orders changed. Several processes may run it at once: the order lock
 * serialises them and a second derivation finds nothing to change.
 */
export async function deriveDueOrders(ctx: OrderContext): Promise<number> {
  let changed = 0;
  // A bounded sweep: whatever is still due waits for the next tick.
  for (let batch = 0; batch < 20; batch += 1) {
    const due = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(isNotNull(orders.deriveAt), lte(orders.deriveAt, ctx.now())))
      .orderBy(asc(orders.deriveAt))
      .limit(BATCH);
    for (const { id } of due) {
      if (await ctx.db.transaction((tx) => rederiveIn(tx, ctx, id, 'order.parking.charged'))) changed += 1;
    }
    if (due.length < BATCH) break;
  }
  return changed;
}

/**
 * The parking clock of a process: every `intervalMs` it derives the orders that are due, so
 * the list, the counters, the order page and the wall display see the same charge. Parking
 * grows by the hour, so a clock of 30 s is late by at most that.
 */
export function startParkingClock(ctx: Omit<OrderContext, 'userId'>, options: { intervalMs?: number; logger: Logger; onChange?: () => void }): { stop(): void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const changed = await deriveDueOrders({ ...ctx, userId: null });
      if (changed > 0) {
        options.logger.info({ orders: changed }, 'parking charged');
        options.onChange?.();
      }
    } catch (err) {
      options.logger.warn({ err: (err as Error).message }, 'parking clock failed; retrying at the next tick');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? 30_000);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
