/**
 * The one derivation of an order's money (docs/domain.md 'Money and discounts',
 * docs/decisions/010-one-derivation-of-an-order.md). Every change of an order,
 * whoever makes it, ends by running `deriveOrderState` on the order's facts in the same
 * transaction and storing the result; lists, counters, the order page and the wall display
 * read what it stored. Pure: facts and a moment in, figures and flags out.
 */
import { DISCOUNT_REASON_TEXT, effectiveDiscount, type DiscountSource } from './discounts';
import type { KeysState } from './keys';
import { itemMoney } from './money';
import { refusePay } from './order-rules';
import { NO_PARKING, parkingAt, type Parking, type ParkingRules } from './parking';
import { isPaid, PAY_STATUS } from '../contract/order-states';
import type { ItemStatus, JobStatus, PayStatus } from '../contract/order-states';

export interface LineFacts {
  id: number;
  kind: 'wash' | 'tire';
  /** Kopecks per unit. */
  price: number;
  quantity: number;
  status: ItemStatus;
  workerCount: number;
}

export interface OrderFacts {
  jobStatus: JobStatus;
  keysState: KeysState;
  doneAt: Date | null;
  /** When `pay_status` last became 3 or 4 (kept while it stays there). */
  payAt: Date | null;
  /** The service lines; parking is derived, not a fact. */
  lines: readonly LineFacts[];
  discount: {
    /** An approved manual discount (null when none is in force). */
    manualPercent: number | null;
    /** The cashier's reason for it (the discount reasons section). */
    manualReason: string;
    groupPercent: number | null;
    groupName: string | null;
    /** The client's loyalty percent, taken when the client was set on the order. */
    loyaltyPercent: number;
  };
  /** The client had no earlier order that is not canceled (read when the client was set). */
  isFirstOrder: boolean;
  /** The first-order percent in force when the client was set. */
  firstOrderPercent?: number;
  /** The client's company pays by contract (read when the client was set). */
  isPayByContract: boolean;
  /** Kopecks taken and given back, over all payments and refunds. */
  paid: number;
  refunded: number;
  parking: {
    removed: boolean;
    stoppedAt: Date | null;
    /** What was charged at the last derivation: kept as it is once the clock stopped, and its rate kept while it runs. */
    charged: { hours: number; rate: number; sum: number; capped: boolean };
  };
}

export interface LineState {
  id: number;
  sumBeforeDiscount: number;
  discount: number;
  sum: number;
  discountPercent: number;
}

export interface OrderState {
  discount: { percent: number; source: DiscountSource; reason: string };
  lines: LineState[];
  /** Kopecks. `total_sum`: service lines before discount; `sum_final` = total − discount + parking. */
  totalSum: number;
  discountSum: number;
  parking: Parking;
  sumFinal: number;
  paid: number;
  refunded: number;
  /** What is left to pay at the desk, never below 0. */
  paySum: number;
  /** Money taken above what the order now costs, to give back; never below 0. */
  refundDue: number;
  payStatus: PayStatus;
  payAt: Date | null;
  /** Set once: the moment the parking clock stopped (paid in full, or keys handed back). */
  parkingStoppedAt: Date | null;
  /** When the figures change by themselves next (the parking clock), or null. */
  deriveAt: Date | null;
  /** The order is in the cashier's list: money to take or to give back, or keys to hand back. */
  needsCashier: boolean;
  /**
   * No service was ever added (parking is not one), no keys in a cell, no money: a wizard left
   * at step 3. Not listed, counted or shown.
   */
  isDraft: boolean;
  hasWash: boolean;
  hasTire: boolean;
}

const REASONS: Record<Exclude<DiscountSource, 'manual' | 'group'>, string> = {
  loyalty: DISCOUNT_REASON_TEXT.loyalty,
  first: DISCOUNT_REASON_TEXT.first,
  none: '',
};

/** Where the percent in force comes from, said the way the cashier reads it. */
function discountOf(facts: OrderFacts): OrderState['discount'] {
  const d = facts.discount;
  const { percent, source } = effectiveDiscount({
    manualPercent: d.manualPercent,
    groupPercent: d.groupPercent,
    loyaltyPercent: d.loyaltyPercent,
    isFirstOrder: facts.isFirstOrder,
    firstOrderPercent: facts.firstOrderPercent,
  });
  const reason =
    source === 'manual' ? d.manualReason || DISCOUNT_REASON_TEXT.manual : source === 'group' ? (d.groupName ?? '') : REASONS[source];
  return { percent, source, reason };
}

export function deriveOrderState(facts: OrderFacts, now: Date, rules: ParkingRules): OrderState {
  const discount = discountOf(facts);
  const canceledOrder = facts.jobStatus === 'canceled';
  const lines = facts.lines.map((l) => ({
    id: l.id,
    ...itemMoney(l.price, l.quantity, discount.percent),
    discountPercent: discount.percent,
  }));
  const billable = lines.filter((_, i) => facts.lines[i]!.status !== 'canceled');
  const totalSum = billable.reduce((s, l) => s + l.sumBeforeDiscount, 0);
  const discountSum = billable.reduce((s, l) => s + l.discount, 0);
  const net = facts.paid - facts.refunded;
  const contract = facts.isPayByContract;
  const parkingFacts = { doneAt: facts.jobStatus === 'done' ? facts.doneAt : null, removed: facts.parking.removed, byContract: contract };

  // The parking clock stops once the order is paid in full or its keys are handed back;
  // what was charged until then stays as it was, whatever the settings say later, and a
  // running charge keeps the rate it started with.
  const price = (parking: Parking) => totalSum - discountSum + parking.sum;
  const charged = facts.parking.charged;
  const pinned = { ...rules, rate: charged.rate > 0 ? charged.rate : rules.rate };
  let stoppedAt = facts.parking.stoppedAt;
  let parking =
    stoppedAt && !facts.parking.removed && !contract
      ? { ...charged, nextAt: null }
      : parkingAt({ ...parkingFacts, stoppedAt }, now, pinned);
  if (!stoppedAt && facts.jobStatus === 'done' && !contract && (net >= price(parking) || facts.keysState === 'returned')) {
    stoppedAt = now;
    parking = parkingAt({ ...parkingFacts, stoppedAt }, now, pinned);
  }
  const sumFinal = price(parking);

  // A contract order is billed to the company: the desk takes nothing and gives back
  // whatever was taken before the client turned out to be a contract one.
  const paySum = contract || canceledOrder ? 0 : Math.max(sumFinal - net, 0);
  const refundDue = contract || canceledOrder ? Math.max(net, 0) : Math.max(net - sumFinal, 0);
  const payStatus = payStatusOf(facts.jobStatus, contract, sumFinal, net);
  const paidUp = isPaid(payStatus);

  const kinds = new Set(facts.lines.filter((l) => canceledOrder || l.status !== 'canceled').map((l) => l.kind));
  return {
    discount,
    lines,
    totalSum,
    discountSum,
    parking: parking.sum > 0 || parking.nextAt ? parking : NO_PARKING,
    sumFinal,
    paid: facts.paid,
    refunded: facts.refunded,
    paySum,
    refundDue,
    payStatus,
    payAt: paidUp ? (facts.payAt ?? now) : null,
    parkingStoppedAt: stoppedAt,
    deriveAt: parking.nextAt,
    needsCashier: needsCashier({ jobStatus: facts.jobStatus, isPayByContract: contract, paySum, refundDue, keysState: facts.keysState }),
    // Keys in a cell or money taken make it somebody's order, service or not: it must stay
    // where the desk can settle it.
    isDraft: facts.lines.length === 0 && facts.keysState !== 'cell' && facts.paid === 0,
    hasWash: kinds.has('wash'),
    hasTire: kinds.has('tire'),
  };
}

/**
 * 1 nothing paid, 2 part, 3 paid (a done order that costs nothing counts as paid: nothing
 * is owed), 4 a done contract order. Money above the sum keeps 3, with a refund due.
 */
function payStatusOf(job: JobStatus, contract: boolean, sumFinal: number, net: number): PayStatus {
  if (contract) return job === 'done' ? PAY_STATUS.byContract : PAY_STATUS.unpaid;
  if (net <= 0) return sumFinal === 0 && job === 'done' ? PAY_STATUS.paid : PAY_STATUS.unpaid;
  return net < sumFinal ? PAY_STATUS.partlyPaid : PAY_STATUS.paid;
}

interface CashierFacts {
  jobStatus: JobStatus;
  isPayByContract: boolean;
  paySum: number;
  refundDue: number;
  keysState: KeysState;
}

/**
 * The cashier's list: money to take, money to give back, or keys to hand back (a finished
 * or canceled order whose keys are still in their cell).
 */
export function needsCashier(o: CashierFacts): boolean {
  const toTake = !refusePay(o);
  const keysToHandBack = (o.jobStatus === 'done' || o.jobStatus === 'canceled') && o.keysState === 'cell';
  return toTake || o.refundDue > 0 || keysToHandBack;
}
