import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { businessRules, clients } from '../db/schema';
import { FIRST_ORDER_PERCENT, LOYALTY_STEPS } from '../domain/discounts';
import { refuseFallingSteps } from '../domain/loyalty-steps';
import { invalid } from '../domain/refusal';
import { recordChange } from '../audit/record';
import type { OwnerContext } from './context';
import { bumpReference } from './revision';

export interface BusinessRules {
  /** Highest threshold first, as loyaltyPercent reads them. */
  loyaltySteps: ReadonlyArray<{ minOrders: number; percent: number }>;
  firstOrderPercent: number;
}

// Read by every client's card and every order taken (db/prepared.ts).
const rulesRow = prepared((db) => db.select().from(businessRules).where(eq(businessRules.id, 1)).prepare('business_rules'));

/** The owner's loyalty steps and first-order percent; the shipped ones until the owner saves others. */
export async function businessRulesOf(db: Db): Promise<BusinessRules> {
  const [row] = await rulesRow(db).execute();
  if (!row) return { loyaltySteps: LOYALTY_STEPS, firstOrderPercent: FIRST_ORDER_PERCENT };
  const steps = [...row.loyaltyTiers].sort((a, b) => b.orders - a.orders).map((t) => ({ minOrders: t.orders, percent: t.percent }));
  return { loyaltySteps: steps, firstOrderPercent: row.firstOrderPercent };
}

/**
 * New rules. Orders already taken keep their terms; every client's loyalty is worked out
 * again at their next order, so new steps count from now rather than from next month.
 */
export async function saveBusinessRules(
  ctx: OwnerContext,
  input: { loyalty: Array<{ orders: number; percent: number }>; first_order_percent: number },
): Promise<void> {
  const falling = refuseFallingSteps(input.loyalty);
  if (falling) throw invalid(falling);
  await ctx.db.transaction(async (tx) => {
    const before = await businessRulesOf(tx);
    const tiers = [...input.loyalty].sort((a, b) => a.orders - b.orders);
    const fields = { loyaltyTiers: tiers, firstOrderPercent: input.first_order_percent, updatedAt: new Date() };
    await tx
      .insert(businessRules)
      .values({ id: 1, ...fields })
      .onConflictDoUpdate({ target: businessRules.id, set: fields });
    await tx.update(clients).set({ loyaltyMonth: null }).where(isNotNull(clients.loyaltyMonth));
    await recordChange(tx, {
      userId: ctx.userId,
      action: 'rules.changed',
      entity: 'rules',
      before: {
        loyalty: before.loyaltySteps.map((s) => ({ orders: s.minOrders, percent: s.percent })),
        first_order_percent: before.firstOrderPercent,
      },
      after: { loyalty: tiers, first_order_percent: input.first_order_percent },
    });
    await bumpReference(tx);
  });
}
