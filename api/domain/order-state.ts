/**
 * The one derivation of an order's money and of what may be done with it (DOMAIN.md
 * 'Payment', docs/decisions/010-one-derivation-of-an-order.md). Every change of an order,
 * whoever makes it, ends by running `deriveOrderState` on the order's facts in the same
 * transaction and storing the result; lists, counters, the order page and the wall display
 * read what it stored. Pure: facts and a moment in, figures and flags out.
 */
import { effectiveDiscount, FIRST_ORDER_REASON, type DiscountSource } from './discounts';
import type { KeysState } from './keys';
import { formatRoubles, itemMoney } from './money';
import {
  isCanBeStarted,
  isFinal,
  refuseAssign,
  refuseCancelItem,
  refuseMarkItem,
  type ItemStatus,
  type JobStatus,
  type PayStatus,
} from './order-rules';
import { NO_PARKING, parkingAt, type Parking, type ParkingRules } from './parking';

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
  /** The client's company pays by contract (read when the client was set). */
  isPayByContract: boolean;
  /** Kopecks taken and given back, over all payments and refunds. */
  paid: number;
  refunded: number;
  parking: { removed: boolean; stoppedAt: Date | null };
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
  hasWash: boolean;
  hasTire: boolean;
}

const REASONS: Record<Exclude<DiscountSource, 'manual' | 'group'>, string> = {
  loyalty: 'Скидка постоянного клиента',
  first: FIRST_ORDER_REASON,
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
  });
  const reason = source === 'manual' ? d.manualReason || 'Скидка кассира' : source === 'group' ? (d.groupName ?? '') : REASONS[source];
  return { percent, source, reason };
}

export function deriveOrderState(facts: OrderFacts, now: Date, rules: ParkingRules): OrderState {
  const discount = discountOf(facts);
  const canceledOrder = facts.jobStatus === 'canceled';
  const lines = facts.lines.map((l) => ({ id: l.id, ...itemMoney(l.price, l.quantity, discount.percent), discountPercent: discount.percent }));
  const billable = lines.filter((_, i) => facts.lines[i]!.status !== 'canceled');
  const totalSum = billable.reduce((s, l) => s + l.sumBeforeDiscount, 0);
  const discountSum = billable.reduce((s, l) => s + l.discount, 0);
  const net = facts.paid - facts.refunded;
  const contract = facts.isPayByContract;
  const parkingFacts = { doneAt: facts.jobStatus === 'done' ? facts.doneAt : null, removed: facts.parking.removed, byContract: contract };

  // The parking clock stops once the order is paid in full or its keys are handed back.
  const price = (parking: Parking) => totalSum - discountSum + parking.sum;
  let stoppedAt = facts.parking.stoppedAt;
  let parking = parkingAt({ ...parkingFacts, stoppedAt }, now, rules);
  if (!stoppedAt && facts.jobStatus === 'done' && !contract && (net >= price(parking) || facts.keysState === 'returned')) {
    stoppedAt = now;
    parking = parkingAt({ ...parkingFacts, stoppedAt }, now, rules);
  }
  const sumFinal = price(parking);

  // A contract order is billed to the company: the desk takes nothing and gives back
  // whatever was taken before the client turned out to be a contract one.
  const paySum = contract || canceledOrder ? 0 : Math.max(sumFinal - net, 0);
  const refundDue = contract || canceledOrder ? Math.max(net, 0) : Math.max(net - sumFinal, 0);
  const payStatus = payStatusOf(facts.jobStatus, contract, sumFinal, net);
  const paidUp = payStatus === 3 || payStatus === 4;

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
    hasWash: kinds.has('wash'),
    hasTire: kinds.has('tire'),
  };
}

/**
 * 1 nothing paid, 2 part, 3 paid (a done order that costs nothing counts as paid: nothing
 * is owed), 4 a done contract order. Money above the sum keeps 3, with a refund due.
 */
function payStatusOf(job: JobStatus, contract: boolean, sumFinal: number, net: number): PayStatus {
  if (contract) return job === 'done' ? 4 : 1;
  if (net <= 0) return sumFinal === 0 && job === 'done' ? 3 : 1;
  return net < sumFinal ? 2 : 3;
}

interface CashierFacts {
  jobStatus: JobStatus;
  isPayByContract: boolean;
  paySum: number;
  refundDue: number;
  keysState: KeysState;
}

/** Money to take, money to give back, or the keys of a canceled order still in a cell. */
export function needsCashier(o: CashierFacts): boolean {
  const toTake = o.jobStatus !== 'canceled' && !o.isPayByContract && o.paySum > 0;
  return toTake || o.refundDue > 0 || (o.jobStatus === 'canceled' && o.keysState === 'cell');
}

/** What the stored state of an order says may be done with it: the screens show these. */
export interface OrderFlagFacts {
  jobStatus: JobStatus;
  payStatus: number;
  isPayByContract: boolean;
  paySum: number;
  refundDue: number;
  keysState: KeysState;
  lines: ReadonlyArray<{ status: ItemStatus; kind: 'wash' | 'tire' | 'parking'; workerCount: number }>;
}

export interface OrderFlags {
  can_be_changed: boolean;
  is_can_be_started: boolean;
  can_be_completed: boolean;
  can_be_canceled: boolean;
  can_edit_phone: boolean;
  can_pay: boolean;
  can_refund: boolean;
  can_discount: boolean;
  can_return_keys: boolean;
}

export function orderFlags(o: OrderFlagFacts): OrderFlags {
  const final = isFinal(o.jobStatus);
  const paidUp = o.payStatus === 3 || o.payStatus === 4;
  const services = o.lines.filter((l) => l.kind !== 'parking');
  return {
    can_be_changed: !final && !paidUp,
    is_can_be_started: isCanBeStarted(o.jobStatus, services),
    can_be_completed: o.jobStatus === 'in_progress',
    // Shown while the order is open; the API says why when money is on it.
    can_be_canceled: !final,
    can_edit_phone: !final,
    can_pay: o.jobStatus !== 'canceled' && !o.isPayByContract && o.paySum > 0,
    can_refund: o.refundDue > 0,
    can_discount: o.jobStatus !== 'canceled' && !paidUp && !o.isPayByContract,
    can_return_keys: canReturnKeys(o),
  };
}

/**
 * Keys come back from the cell for a canceled order (paid or not), or for a done one once
 * nothing is owed either way.
 */
export function canReturnKeys(o: Pick<OrderFlagFacts, 'keysState' | 'jobStatus' | 'paySum' | 'refundDue'>): boolean {
  if (o.keysState !== 'cell') return false;
  return o.jobStatus === 'canceled' || (o.jobStatus === 'done' && o.paySum === 0 && o.refundDue === 0);
}

export interface LineFlags {
  can_mark: boolean;
  can_cancel: boolean;
  can_assign: boolean;
  is_removable: boolean;
}

export function lineFlags(order: { jobStatus: JobStatus; payStatus: number }, line: { status: ItemStatus; kind: 'wash' | 'tire' | 'parking' }): LineFlags {
  return {
    can_mark: !refuseMarkItem(order.jobStatus, line),
    can_cancel: !refuseCancelItem(order.jobStatus, line, order.payStatus),
    can_assign: !refuseAssign(order.jobStatus, line),
    // The cashier may take the parking charge off (DOMAIN.md 'Payment').
    is_removable: line.kind === 'parking' && order.jobStatus !== 'canceled',
  };
}

/**
 * A fully paid order is never reopened by a side effect: a change after which the client
 * would owe more is refused, and nothing of it is kept.
 */
export function refuseReopen(payStatusBefore: number, after: Pick<OrderState, 'paySum'>): string | undefined {
  if (payStatusBefore !== 3 || after.paySum <= 0) return undefined;
  return `Заказ уже оплачен: после этого изменения к оплате стало бы ещё ${formatRoubles(after.paySum)}. Изменение не сохранено`;
}
