import { and, eq, lt, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cars, clients, companies, discountGroups, orders } from '../db/schema';
import { currentLoyalty } from './loyalty';

/**
 * The terms an order is taken on, read when its client is set (creation, phone change) and
 * when its car joins a discount group, and kept on the order: the derivation reads them from
 * there, so nothing that happens later to the client or to other orders moves its price.
 */
export interface ClientTerms {
  isFirstOrder: boolean;
  isPayByContract: boolean;
  loyaltyPercent: number;
}

/** First order (no earlier order that is not canceled), contract company, loyalty this month. */
export async function clientTerms(tx: Db, clientId: number | null, orderId: number | null, now: Date, timeZone: string): Promise<ClientTerms> {
  if (clientId === null) return { isFirstOrder: false, isPayByContract: false, loyaltyPercent: 0 };
  const earlier: SQL[] = [eq(orders.clientId, clientId), ne(orders.jobStatus, 'canceled')];
  if (orderId !== null) earlier.push(lt(orders.id, orderId));
  const [[previous], [company]] = await Promise.all([
    tx.select({ id: orders.id }).from(orders).where(and(...earlier)).limit(1),
    tx.select({ paysByContract: companies.paysByContract }).from(clients).innerJoin(companies, eq(companies.id, clients.companyId)).where(eq(clients.id, clientId)),
  ]);
  return {
    isFirstOrder: !previous,
    isPayByContract: company?.paysByContract ?? false,
    loyaltyPercent: await currentLoyalty(tx, clientId, timeZone, now),
  };
}

/** The discount group of the car, its percent and name (null when the car is in none). */
export async function groupTerms(tx: Db, carId: number): Promise<{ groupPercent: number | null; groupName: string | null }> {
  const [row] = await tx
    .select({ percent: discountGroups.percent, name: discountGroups.name })
    .from(cars)
    .innerJoin(discountGroups, eq(discountGroups.id, cars.discountGroupId))
    .where(eq(cars.id, carId));
  return { groupPercent: row?.percent ?? null, groupName: row?.name ?? null };
}
