/**
 * Money is integer kopecks everywhere inside (docs/domain.md 'Money and discounts'); the API answers
 * roubles with at most two decimals. No floating point touches a stored amount.
 */
export function toRoubles(kopecks: number): number {
  return kopecks / 100;
}

/**
 * The most an order's services (and so any of its lines) may come to: 10,000,000 ₽. A car
 * wash never bills near it, and it keeps every stored sum well inside a 32-bit column (a
 * line of 99 at the highest price would otherwise overflow it), parking included.
 */
export const ORDER_SUM_MAX = 1_000_000_000;

export function toKopecks(roubles: number): number {
  return Math.round(roubles * 100);
}

/** `round(sum_before_discount * percent / 100)`, half up, in integer arithmetic. */
export function discountAmount(sumBeforeDiscount: number, percent: number): number {
  if (percent <= 0) return 0;
  return Math.floor((sumBeforeDiscount * percent + 50) / 100);
}

export interface ItemMoney {
  sumBeforeDiscount: number;
  discount: number;
  sum: number;
}

/** The money of one order line: price times quantity, less its own rounded discount. */
export function itemMoney(priceKopecks: number, quantity: number, percent: number): ItemMoney {
  const sumBeforeDiscount = priceKopecks * quantity;
  const discount = discountAmount(sumBeforeDiscount, percent);
  return { sumBeforeDiscount, discount, sum: sumBeforeDiscount - discount };
}

export interface OrderTotals {
  /** total_sum: without discounts. */
  totalSum: number;
  /** discount_sum. */
  discountSum: number;
  /** sum_final: with all discounts. */
  sumFinal: number;
}

/** Order totals are the sums of their active lines, never recomputed from percents. */
export function orderTotals(items: ReadonlyArray<ItemMoney & { canceled: boolean }>): OrderTotals {
  let totalSum = 0;
  let discountSum = 0;
  for (const item of items) {
    if (item.canceled) continue;
    totalSum += item.sumBeforeDiscount;
    discountSum += item.discount;
  }
  return { totalSum, discountSum, sumFinal: totalSum - discountSum };
}

/**
 * '1 250 ₽', '437,50 ₽' for the sentences of refusals, written as the screens write money:
 * kopecks only when there are some (then both digits), thousands apart by a narrow no-break
 * space, a true minus, and a no-break space before the sign so that it never wraps alone.
 */
export function formatRoubles(kopecks: number): string {
  const digits = kopecks % 100 === 0 ? 0 : 2;
  const text = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(toRoubles(kopecks));
  return `${text.replace(/[\u00a0\u202f ]/g, '\u202f').replace(/^-/, '−')}\u00a0₽`;
}
