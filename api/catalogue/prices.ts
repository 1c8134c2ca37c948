import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { anyOf, prepared } from '../db/prepared';
import { services, tirePrices, washPrices } from '../db/schema';
import { notFound } from '../domain/refusal';

/** Prices are per vehicle class for wash services and per radius x profile for tyre services. */
export async function washPrice(db: Db, serviceId: number, classId: number): Promise<{ price: number; name: string }> {
  const [row] = await db
    .select({ price: washPrices.price, name: services.name })
    .from(washPrices)
    .innerJoin(services, eq(services.id, washPrices.serviceId))
    .where(
      and(eq(washPrices.serviceId, serviceId), eq(washPrices.classId, classId), eq(services.kind, 'wash'), eq(services.isActive, true)),
    );
  if (!row) throw notFound('wash_price_not_found', { id: serviceId });
  return row;
}

export async function tirePrice(db: Db, serviceId: number, radiusId: number, profileId: number): Promise<{ price: number; name: string }> {
  const [row] = await db
    .select({ price: tirePrices.price, name: services.name })
    .from(tirePrices)
    .innerJoin(services, eq(services.id, tirePrices.serviceId))
    .where(
      and(
        eq(tirePrices.serviceId, serviceId),
        eq(tirePrices.radiusId, radiusId),
        eq(tirePrices.profileId, profileId),
        eq(services.kind, 'tire'),
        eq(services.isActive, true),
      ),
    );
  if (!row) throw notFound('tire_price_not_found', { id: serviceId });
  return row;
}

export interface PricedLine {
  kind: 'wash' | 'tire' | 'parking';
  serviceId: number | null;
  radiusId: number | null;
  profileId: number | null;
}

// Every order's page asks them (db/prepared.ts).
const washPricesNow = prepared((db) =>
  db
    .select({ serviceId: washPrices.serviceId, price: washPrices.price })
    .from(washPrices)
    .innerJoin(services, eq(services.id, washPrices.serviceId))
    .where(and(anyOf(washPrices.serviceId, 'ids'), eq(washPrices.classId, sql.placeholder('classId')), eq(services.isActive, true)))
    .prepare('wash_prices_now'),
);

const tirePricesNow = prepared((db) =>
  db
    .select({
      serviceId: tirePrices.serviceId,
      radiusId: tirePrices.radiusId,
      profileId: tirePrices.profileId,
      price: tirePrices.price,
    })
    .from(tirePrices)
    .innerJoin(services, eq(services.id, tirePrices.serviceId))
    .where(and(anyOf(tirePrices.serviceId, 'ids'), eq(services.isActive, true)))
    .prepare('tire_prices_now'),
);

/**
 * Today's unit price of each line (for 'total_sum_now' of recent orders), or null when the
 * service is no longer offered. Two queries at once, whatever the number of lines.
 */
export async function pricesNow(db: Db, lines: readonly PricedLine[], classId: number): Promise<Array<number | null>> {
  const washIds = [...new Set(lines.filter((l) => l.kind === 'wash' && l.serviceId).map((l) => l.serviceId!))];
  const tireIds = [...new Set(lines.filter((l) => l.kind === 'tire' && l.serviceId).map((l) => l.serviceId!))];
  const [wash, tire] = await Promise.all([
    washIds.length ? washPricesNow(db).execute({ ids: washIds, classId }) : [],
    tireIds.length ? tirePricesNow(db).execute({ ids: tireIds }) : [],
  ]);
  return lines.map((line) => {
    if (line.kind === 'wash') return wash.find((w) => w.serviceId === line.serviceId)?.price ?? null;
    if (line.kind === 'tire') {
      return (
        tire.find((t) => t.serviceId === line.serviceId && t.radiusId === line.radiusId && t.profileId === line.profileId)?.price ?? null
      );
    }
    return null;
  });
}
