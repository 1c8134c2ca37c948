import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { invalid, notFound } from '../domain/refusal';
import { tirePrice, washPrice } from '../catalogue/prices';
import { toRoubles } from '../domain/money';
import { deriveOrderState, type LineFacts } from '../domain/order-state';
import { loadFacts, parkingRules, type DeriveSettings } from './derive';

export interface QuoteLine {
  service_id: number;
  is_wash: boolean;
  quantity: number;
  radius_id?: number | null;
  profile_id?: number | null;
}

const keyOf = (serviceId: number, radiusId: number | null, profileId: number | null) => `${serviceId}:${radiusId ?? ''}:${profileId ?? ''}`;

/**
 * `new-order/quote`: the money of the order as it would be if step 3's selection were
 * confirmed now, by the same derivation that stores it (docs/decisions/010). A line already in
 * the order keeps the price it was taken at, as confirming keeps it; a new one is priced from
 * the catalogue for the order's class (wash) or its radius and profile (tyres). A done line left
 * out of the selection stays, as confirming cannot delete it. Reads only.
 */
export async function quoteSelection(db: Db, orderId: number, wanted: readonly QuoteLine[], now: Date, settings: DeriveSettings) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('order_not_found', { id: orderId });
  const { facts, items } = await loadFacts(db, order);
  const current = new Map(
    items
      .filter((i) => i.kind !== 'parking' && i.status !== 'canceled' && i.serviceId)
      .map((i) => [keyOf(i.serviceId!, i.radiusId, i.profileId), i]),
  );

  const lines: LineFacts[] = [];
  const named: Array<{ line: QuoteLine & { radius_id: number | null; profile_id: number | null }; name: string }> = [];
  for (const [index, want] of wanted.entries()) {
    const radiusId = want.is_wash ? null : (want.radius_id ?? null);
    const profileId = want.is_wash ? null : (want.profile_id ?? null);
    if (!want.is_wash && (!radiusId || !profileId)) throw invalid('tire_size_required');
    const key = keyOf(want.service_id, radiusId, profileId);
    const existing = current.get(key);
    current.delete(key);
    const priced = existing
      ? { price: existing.price, name: existing.name }
      : want.is_wash
        ? await washPrice(db, want.service_id, order.classId)
        : await tirePrice(db, want.service_id, radiusId!, profileId!);
    // Ids of lines not stored yet are negative, so they never meet a stored one.
    lines.push({
      id: existing?.id ?? -(index + 1),
      kind: want.is_wash ? 'wash' : 'tire',
      price: priced.price,
      quantity: want.quantity,
      status: existing ? (existing.status as LineFacts['status']) : 'active',
      workerCount: existing?.workerCount ?? 0,
    });
    named.push({ line: { ...want, radius_id: radiusId, profile_id: profileId }, name: priced.name });
  }
  const kept = facts.lines.filter((l) => [...current.values()].some((i) => i.id === l.id && i.status === 'done'));

  const state = deriveOrderState({ ...facts, lines: [...lines, ...kept] }, now, parkingRules(settings));
  return {
    lines: named.map(({ line, name }, i) => ({
      service_id: line.service_id,
      is_wash: line.is_wash,
      radius_id: line.radius_id,
      profile_id: line.profile_id,
      name,
      quantity: line.quantity,
      price: toRoubles(lines[i]!.price),
      sum_before_discount: toRoubles(state.lines[i]!.sumBeforeDiscount),
      sum: toRoubles(state.lines[i]!.sum),
    })),
    total_sum: toRoubles(state.totalSum),
    discount: state.discount.percent,
    discount_sum: toRoubles(state.discountSum),
    parking_sum: toRoubles(state.parking.sum),
    sum_final: toRoubles(state.sumFinal),
  };
}
