import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cars, clients, companies, discountGroups, orders } from '../db/schema';
import { businessRulesOf } from '../owner/business-rules';
import { currentLoyalty } from './loyalty';

/**
 * The terms an order is taken on, read when its client is set (creation, phone change) and
 * when its car joins a discount group, and kept on the order: the derivation reads them from
 * there, so nothing that happens later to the client or to other orders moves its price.
 */
export interface ClientTerms {
  isFirstOrder: boolean;
  firstOrderPercent: number;
  isPayByContract: boolean;
  loyaltyPercent: number;
  /** The client's company, kept so the order says whose contract it is served under. */
  companyId: number | null;
}

/**
 * First order (no other order of the client that is not canceled: one first-order discount
 * per client), contract company, loyalty this month.
 * The first-order discount needs a client known by phone: one without a phone would be
 * "new" at every visit. A client of a company that pays by contract is billed on the
 * company's terms only: neither discount (docs/decisions/027-contract-orders-on-the-company-terms.md).
 */
export async function clientTerms(
  tx: Db,
  clientId: number | null,
  orderId: number | null,
  now: Date,
  timeZone: string,
): Promise<ClientTerms> {
  const rules = await businessRulesOf(tx);
  if (clientId === null)
    return { isFirstOrder: false, firstOrderPercent: rules.firstOrderPercent, isPayByContract: false, loyaltyPercent: 0, companyId: null };
  const others: SQL[] = [eq(orders.clientId, clientId), ne(orders.jobStatus, 'canceled')];
  if (orderId !== null) others.push(ne(orders.id, orderId));
  // One after the other: a transaction's one connection takes one query at a time.
  const [previous] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(...others))
    .limit(1);
  const [client] = await tx
    .select({ phone: clients.phone, companyId: clients.companyId, paysByContract: companies.paysByContract })
    .from(clients)
    .leftJoin(companies, eq(companies.id, clients.companyId))
    .where(eq(clients.id, clientId));
  const byContract = client?.paysByContract ?? false;
  return {
    isFirstOrder: !byContract && !previous && Boolean(client?.phone),
    firstOrderPercent: rules.firstOrderPercent,
    isPayByContract: byContract,
    loyaltyPercent: byContract ? 0 : await currentLoyalty(tx, clientId, timeZone, now, rules.loyaltySteps),
    companyId: client?.companyId ?? null,
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
