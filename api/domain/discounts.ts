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

/**
 * The reason of a discount named by its source, as the cashier reads it in Russian: a manual
 * one the cashier gave no words for, and those the order's own facts give. The screens say the
 * source in the reader's language (locales `discountReason`); a group's name and the cashier's
 * own words are not translated.
 */
export const DISCOUNT_REASON_TEXT: Record<'manual' | 'loyalty' | 'first', string> = {
  manual: 'Скидка кассира',
  loyalty: 'Скидка постоянного клиента',
  first: FIRST_ORDER_REASON,
};

/**
 * How a refusal or a notice names the discount in force: by its source, a code the screens
 * translate, when its reason is one of DISCOUNT_REASON_TEXT; by its own words (a group's name,
 * the cashier's reason) otherwise; not at all without a reason.
 */
export function discountNamed(order: {
  discountSource: string;
  discountReason: string;
  manualReason: string;
}): { source: string } | { reason: string } | undefined {
  const source = order.discountSource;
  if (source === 'loyalty' || source === 'first' || (source === 'manual' && !order.manualReason)) return { source };
  return order.discountReason ? { reason: order.discountReason } : undefined;
}

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
export function refuseManualDiscount(
  current: { discount: number; discountReason: string; discountSource: string; manualReason: string },
  requested: number,
): Refusal | undefined {
  if (requested >= current.discount) return undefined;
  const figures = { percent: current.discount, requested };
  const named = discountNamed(current);
  if (!named) return refusal('discount_lower', figures);
  return 'source' in named
    ? refusal('discount_lower_source', { ...figures, ...named })
    : refusal('discount_lower_named', { ...figures, ...named });
}
