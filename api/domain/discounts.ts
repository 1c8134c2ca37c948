import { refusal, type Refusal } from '../contract/refusals';

/**
 * Which discount an order gets (docs/domain.md 'Money and discounts').
 */
export type DiscountSource = 'manual' | 'group' | 'loyalty' | 'first' | 'none';

export interface DiscountInputs {
  /** An approved manual discount on the order (cashier, SMS-confirmed); 0 is a real choice. */
  manualPercent: number | null;
  /** The percent of the car's discount group, if the car is in one. */
  groupPercent: number | null;
  /** The client's loyalty percent for the current month (0 when none). */
  loyaltyPercent: number;
  /** The client's first order (docs/screens.md section 9: 30 % 'Первый раз'). */
  isFirstOrder: boolean;
  /** Its percent, the owner's setting when the terms were read (30 unless changed). */
  firstOrderPercent?: number;
}

export interface EffectiveDiscount {
  percent: number;
  source: DiscountSource;
}

export const FIRST_ORDER_PERCENT = 30;
export const FIRST_ORDER_REASON = 'Первый раз';

/** The reason of a discount the order's own facts give, as the cashier reads it (the screens translate the source). */
export const DISCOUNT_REASON_TEXT: Record<'loyalty' | 'first', string> = {
  loyalty: 'Скидка постоянного клиента',
  first: FIRST_ORDER_REASON,
};

/**
 * The order's own discount comes from the first source that applies: the car's group, the
 * client's loyalty, the client's first order. An approved manual discount comes first, as
 * long as it does not lower that percent: the cashier grants it to give more, and a later
 * change of client or group must not leave the client with less than their own discount.
 */
export function effectiveDiscount(inputs: DiscountInputs): EffectiveDiscount {
  const own = ownDiscount(inputs);
  if (inputs.manualPercent !== null && inputs.manualPercent >= own.percent) return { percent: inputs.manualPercent, source: 'manual' };
  return own;
}

function ownDiscount(inputs: DiscountInputs): EffectiveDiscount {
  if (inputs.groupPercent !== null && inputs.groupPercent > 0) return { percent: inputs.groupPercent, source: 'group' };
  if (inputs.loyaltyPercent > 0) return { percent: inputs.loyaltyPercent, source: 'loyalty' };
  if (inputs.isFirstOrder) return { percent: inputs.firstOrderPercent ?? FIRST_ORDER_PERCENT, source: 'first' };
  return { percent: 0, source: 'none' };
}

/** Loyalty thresholds, until the owner sets others: paid orders last month -> percent this month (docs/domain.md 'Money and discounts'). */
export const LOYALTY_STEPS: ReadonlyArray<{ minOrders: number; percent: number }> = [
  { minOrders: 10, percent: 15 },
  { minOrders: 5, percent: 10 },
  { minOrders: 3, percent: 5 },
];

export function loyaltyPercent(paidOrdersLastMonth: number, steps = LOYALTY_STEPS): number {
  return steps.find((s) => paidOrdersLastMonth >= s.minOrders)?.percent ?? 0;
}

/**
 * A manual discount never lowers the percent already in force (docs/decisions/011): the
 * cashier is told which one is in force and why, and the price stays as it is.
 */
export function refuseManualDiscount(current: { discount: number; discountReason: string; discountSource: string }, requested: number): Refusal | undefined {
  if (requested >= current.discount) return undefined;
  const figures = { percent: current.discount, requested };
  // A reason the order's facts give is a code the screens translate; a group's or the cashier's is their own words.
  if (current.discountSource === 'loyalty' || current.discountSource === 'first') return refusal('discount_lower_source', { ...figures, source: current.discountSource });
  return current.discountReason ? refusal('discount_lower_named', { ...figures, reason: current.discountReason }) : refusal('discount_lower', figures);
}
