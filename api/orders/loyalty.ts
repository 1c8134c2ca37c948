import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clients, orders } from '../db/schema';
import { businessMonth, previousMonthRange } from '../domain/business-time';
import { LOYALTY_STEPS, loyaltyPercent } from '../domain/discounts';
import { PAID_STATUSES } from '../contract/order-states';

/**
 * The client's loyalty percent for the current business month. It is worked out once per
 * month, on first use, from the paid orders of the month before (docs/domain.md 'Money and discounts').
 */
export async function currentLoyalty(tx: Db, clientId: number, timeZone: string, now = new Date(), steps = LOYALTY_STEPS): Promise<number> {
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId));
  return client ? loyaltyOf(tx, client, timeZone, now, steps) : 0;
}

/** currentLoyalty for a client row already read (the client's card reads it first). */
export async function loyaltyOf(
  tx: Db,
  client: Pick<typeof clients.$inferSelect, 'id' | 'loyaltyMonth' | 'loyaltyDiscount'>,
  timeZone: string,
  now: Date,
  steps: ReadonlyArray<{ minOrders: number; percent: number }>,
): Promise<number> {
  const clientId = client.id;
  const month = businessMonth(now, timeZone);
  if (client.loyaltyMonth === month) return client.loyaltyDiscount;
  const { from, to } = previousMonthRange(month, timeZone);
  const [row] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(orders)
    .where(
      and(eq(orders.clientId, clientId), inArray(orders.payStatus, [...PAID_STATUSES]), gte(orders.payAt, from), lt(orders.payAt, to)),
    );
  const percent = loyaltyPercent(Number(row?.n ?? 0), steps);
  await tx.update(clients).set({ loyaltyDiscount: percent, loyaltyMonth: month }).where(eq(clients.id, clientId));
  return percent;
}
