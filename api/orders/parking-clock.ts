import { and, asc, eq, isNotNull, lte, min } from 'drizzle-orm';
import type { Logger } from 'pino';
import { orders } from '../db/schema';
import { rederiveIn, type OrderContext } from './order-change';
import { startRepeating, type Repeating } from '../repeat';
import { errorMessage } from '../logger';

const BATCH = 100;
const RETRY_MS = 10 * 60_000;

/**
 * Orders whose figures change by themselves by now (a started hour of parking) are derived
 * again, each in its own transaction, by the system (audited as 'order.parking.charged').
 * Answers how many orders changed. Several processes may run it at once: the order lock
 * serialises them and a second derivation finds nothing to change.
 */
export async function deriveDueOrders(ctx: OrderContext, onError?: (orderId: number, err: unknown) => void): Promise<number> {
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
      try {
        if (await ctx.db.transaction((tx) => rederiveIn(tx, ctx, id, 'order.parking.charged'))) changed += 1;
      } catch (err) {
        // One order that cannot be derived must not stop the clock for the others: it is
        // tried again later, and said in the log.
        onError?.(id, err);
        await ctx.db
          .update(orders)
          .set({ deriveAt: new Date(ctx.now().getTime() + RETRY_MS) })
          .where(eq(orders.id, id));
      }
    }
    if (due.length < BATCH) break;
  }
  return changed;
}

/** The next moment an order's figures change by themselves, or undefined when none will. */
async function nextDue(ctx: Omit<OrderContext, 'userId'>): Promise<Date | undefined> {
  const [row] = await ctx.db.select({ at: min(orders.deriveAt) }).from(orders);
  return row?.at ?? undefined;
}

const WAKE_DELAY_MS = 1_000;

/**
 * The parking clock of a process: it derives the orders that are due when they are due (at
 * the latest every `intervalMs`), so the list, the counters, the order page and the wall
 * display see the same charge. `wake()` after a change re-plans it, since a change may have
 * brought the next moment closer.
 */
export function startParkingClock(
  ctx: Omit<OrderContext, 'userId'>,
  options: { intervalMs?: number; logger: Logger; onChange?: () => void },
): Repeating {
  const interval = options.intervalMs ?? 30_000;
  return startRepeating(
    async () => {
      const changed = await deriveDueOrders({ ...ctx, userId: null }, (orderId, err) =>
        options.logger.error({ orderId, err: errorMessage(err) }, 'parking clock: order not derived; tried again in 10 minutes'),
      );
      if (changed > 0) {
        options.logger.info({ orders: changed }, 'parking charged');
        options.onChange?.();
      }
      const next = await nextDue(ctx);
      return next ? next.getTime() - ctx.now().getTime() : interval;
    },
    {
      intervalMs: interval,
      firstMs: 0,
      // A second after the change, not at once: the change's own live push and the reloads it
      // sets off come first (the clock's reads queued ahead of them on the embedded database),
      // and nothing a change does to parking is due sooner than that.
      wakeMs: WAKE_DELAY_MS,
      onError: (err) => options.logger.warn({ err: errorMessage(err) }, 'parking clock failed; retrying at the next tick'),
    },
  );
}
