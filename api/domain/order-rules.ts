import { refusal, type Refusal } from '../contract/refusals';
import type { MethodLock, PhoneRule } from '../contract/orders';
import { formatRoubles } from './money';
import { isPaid, PAY_STATUS, type ItemShownStatus, type ItemStatus, type JobStatus, type PayStatus } from '../contract/order-states';

/**
 * The order's state machine and the questions the screens ask of it (docs/domain.md
 * 'Order lifecycle', docs/screens.md section 4). Each rule is one function.
 */
export const JOB_STATUS_TEXT: Record<JobStatus, string> = {
  waiting: 'Ожидает',
  in_progress: 'В работе',
  done: 'Выполнен',
  canceled: 'Отменён',
};

export const ITEM_STATUS_TEXT: Record<ItemStatus, string> = {
  active: 'В работе',
  done: 'Выполнено',
  canceled: 'Отменено',
};

/**
 * A line's status as the master reads it, in the light of its order: a line of an order not
 * started yet waits with it, every line of a canceled order is canceled, and a line still
 * open when the order was finished was done with it.
 */
export function itemShownStatus(order: JobStatus, item: ItemStatus): ItemShownStatus {
  if (item === 'canceled' || order === 'canceled') return 'canceled';
  if (item === 'done' || order === 'done') return 'done';
  return order === 'waiting' ? 'waiting' : 'active';
}

/** The line's status said in Russian (`job_status_text`); the screens translate `job_status_shown`. */
export function itemStatusText(order: JobStatus, item: ItemStatus): string {
  const shown = itemShownStatus(order, item);
  return shown === 'waiting' ? 'Ожидает' : ITEM_STATUS_TEXT[shown];
}

export const PAY_STATUS_TEXT: Record<PayStatus, string> = {
  [PAY_STATUS.unpaid]: 'Не оплачен',
  [PAY_STATUS.partlyPaid]: 'Частично оплачен',
  [PAY_STATUS.paid]: 'Оплачен',
  [PAY_STATUS.byContract]: 'По договору',
};

export function isFinal(status: JobStatus): boolean {
  return status === 'done' || status === 'canceled';
}

interface ItemState {
  status: ItemStatus;
  workerCount: number;
}

/** A line as the line rules see it: its status and whether it is a service or parking. */
export interface LineState {
  status: ItemStatus;
  kind: 'wash' | 'tire' | 'parking';
}

/**
 * A service still to be done: active, not parking. «Завершить» marks such lines done, so the
 * master is asked first, naming them (docs/screens.md 'Master task detail').
 */
export function isOpenLine(line: LineState): boolean {
  return line.kind !== 'parking' && line.status === 'active';
}

/** Waiting, at least one active item, and every active item has a worker. */
export function isCanBeStarted(status: JobStatus, items: readonly ItemState[]): boolean {
  const active = items.filter((i) => i.status !== 'canceled');
  return status === 'waiting' && active.length > 0 && active.every((i) => i.workerCount > 0);
}

/** Waiting or in progress, and not fully paid. */
export function canBeChanged(status: JobStatus, payStatus: PayStatus): boolean {
  return (status === 'waiting' || status === 'in_progress') && !isPaid(payStatus);
}

/**
 * Why an order cannot be started, or undefined when it can. With no service left and money on it
 * (the last one could be canceled only so) it never starts: its refund cancels it.
 */
export function refuseStart(status: JobStatus, items: readonly ItemState[], netPaidKopecks: number): Refusal | undefined {
  if (status !== 'waiting') return refusal('order_start_not_waiting', { status });
  const active = items.filter((i) => i.status !== 'canceled');
  if (active.length === 0 && netPaidKopecks > 0) return refusal('order_refund_pending', { sum: formatRoubles(netPaidKopecks) });
  if (active.length === 0) return refusal('order_no_services');
  if (!active.every((i) => i.workerCount > 0)) return refusal('order_workers_missing');
  return undefined;
}

export function canBeCompleted(status: JobStatus, liveServices: number): boolean {
  return !refuseComplete(status, liveServices);
}

/**
 * «Завершить» finishes an order in work that still has a service not canceled: with every one
 * canceled (money was on it, so the last could go) there is no work to call done, and the
 * refund of that money cancels the order instead (api/payments/pay.ts).
 */
export function refuseComplete(status: JobStatus, liveServices: number): Refusal | undefined {
  if (status !== 'in_progress') return refusal('order_complete_not_in_progress', { status });
  if (liveServices === 0) return refusal('order_complete_no_services');
  return undefined;
}

/**
 * An order with money kept cannot be canceled; the refusal says the way out: cancel the
 * services; the refund of the money then cancels the order (api/payments/pay.ts). With every
 * service already canceled (`liveServices` 0) only the refund is left to say.
 */
export function refuseCancel(status: JobStatus, netPaidKopecks: number, liveServices: number): Refusal | undefined {
  if (isFinal(status)) return refusal(status === 'done' ? 'order_cancel_done' : 'order_cancel_canceled');
  if (netPaidKopecks > 0 && liveServices === 0) return refusal('order_refund_pending', { sum: formatRoubles(netPaidKopecks) });
  if (netPaidKopecks > 0) return refusal('order_cancel_money_kept', { sum: formatRoubles(netPaidKopecks) });
  return undefined;
}

/** Why no payment is taken for an order now, or undefined while money is due. */
export function refusePay(o: { jobStatus: JobStatus; isPayByContract: boolean; paySum: number; payStatus?: number }): Refusal | undefined {
  if (o.jobStatus === 'canceled') return refusal('pay_order_canceled');
  if (o.isPayByContract) return refusal('pay_by_contract');
  if (o.paySum <= 0) return refusal(o.payStatus === PAY_STATUS.paid ? 'order_already_paid' : 'order_nothing_to_pay');
  return undefined;
}

/** What the method switch asks of a payment: its shift (whose, and whether closed) and its receipt. */
export interface PaymentLockFacts {
  /** The cashier whose shift took it, or null for a payment older than shifts. */
  shiftCashier: number | null;
  shiftClosed: boolean;
  receiptStatus: string | null;
  leasedUntil: Date | null;
  /** Its cash side (cashSideOf) is larger than the cash its open drawer should hold now. */
  cashShort: boolean;
  /** A card or fuel card payment that the refunds by its way need (paymentHoldsRefunds, decision 055). */
  holdsCardRefunds: boolean;
}

/**
 * Whether a switch of this line may take its sum out of the drawer: a cash payment (any
 * switch takes the cash out) or a refund given otherwise than in cash (switched to cash, the
 * drawer pays it). Such a line is locked while the drawer cannot cover it, whatever the new
 * method (docs/decisions/025).
 */
export function cashSideOf(kind: 'payment' | 'refund', method: string): boolean {
  return kind === 'payment' ? method === 'cash' : method !== 'cash';
}

/** Who asks: a desk person's account and role. */
export interface Caller {
  id: number;
  role: string;
}

/**
 * Why a payment's (or refund's) method stays as it is for this caller (docs/decisions/025):
 * its shift's Z report is final; it belongs to another cashier's drawer (only that shift's
 * cashier, while it is open, or the owner switches it; a payment older than shifts is no
 * cashier's, so the owner's); or the register has its receipt (issued, or on its way under a
 * lease still alive); or it is cash the drawer no longer holds (taken out since), so moving it
 * to a card would leave the count below zero; or it is a card payment whose card has given back
 * money that, without it, the card never took (decision 055). The order answer says it (`method_locked`) and
 * offers the switch only where it is null; the switch refuses with it.
 */
export function methodLockOf(p: PaymentLockFacts, caller: Caller, now: Date): MethodLock | null {
  if (p.shiftClosed) return 'shift_closed_payment';
  if (caller.role !== 'owner' && p.shiftCashier !== caller.id) return 'payment_not_your_shift';
  if (p.receiptStatus === 'sent' || p.receiptStatus === 'done') return 'fiscal_receipt_issued';
  if (p.leasedUntil && p.leasedUntil > now) return 'fiscal_receipt_sending';
  if (p.cashShort) return 'switch_cash_short';
  if (p.holdsCardRefunds) return 'switch_refund_way';
  return null;
}

export function refuseMethodSwitch(p: PaymentLockFacts, caller: Caller, now: Date): Refusal | undefined {
  const lock = methodLockOf(p, caller, now);
  return lock ? refusal(lock) : undefined;
}

/** Why the discount of an order may not change (requested, approved, reset or reasoned). */
export function refuseDiscountChange(o: { jobStatus: JobStatus; payStatus: PayStatus; isPayByContract: boolean }): Refusal | undefined {
  if (o.jobStatus === 'canceled') return refusal('discount_order_canceled');
  if (isPaid(o.payStatus)) return refusal('discount_order_paid');
  if (o.isPayByContract) return refusal('discount_by_contract');
  return undefined;
}

export function refuseChange(status: JobStatus, payStatus: PayStatus): Refusal | undefined {
  if (isFinal(status)) return refusal(status === 'done' ? 'change_order_done' : 'change_order_canceled');
  if (isPaid(payStatus)) return refusal('change_order_paid');
  return undefined;
}

/** Marking an item done (or back) only while the order is in progress; a canceled order says so. */
export function refuseMarkItem(status: JobStatus, line: LineState): Refusal | undefined {
  if (line.kind === 'parking') return refusal('mark_parking');
  if (status === 'canceled') return refusal('change_order_canceled');
  if (status !== 'in_progress') return refusal('mark_not_in_progress');
  if (line.status === 'canceled') return refusal('item_canceled');
  return undefined;
}

/** What a line's cancel weighs beside the line: the order's services not canceled, and its money kept (paid less given back, kopecks). */
export interface CancelFacts {
  liveServices: number;
  netPaid: number;
}

/**
 * Canceling an item (or lifting the cancel) while the order is not final. Canceling a line
 * of a paid order is allowed (the money above the new sum is then due back to the client);
 * lifting a cancel on a fully paid order is not, as it would ask the client for more. The last
 * service not canceled stays while no money is on the order, as it does from a delete: an order
 * of canceled lines would wait at 0 ₽ in the lists, on the display and on the customer's page;
 * the way out is to cancel the order. With money on it the cancel goes through, since the
 * refund it makes due is how the money goes back before the order may be canceled. A cancel
 * whose service was chosen again since (`canceledWithLiveTwin`, api/domain/line-twins.ts) is not lifted.
 */
export function refuseCancelItem(
  status: JobStatus,
  line: LineState & { liveTwin?: boolean },
  payStatus: PayStatus,
  facts: CancelFacts,
): Refusal | undefined {
  if (line.kind === 'parking') return refusal('cancel_item_parking');
  if (status === 'canceled') return refusal('change_order_canceled');
  if (isFinal(status)) return refusal('cancel_item_order_final');
  if (line.status === 'done') return refusal('item_done');
  if (line.status === 'canceled' && payStatus === PAY_STATUS.paid) return refusal('uncancel_item_paid');
  if (line.status === 'canceled' && line.liveTwin) return refusal('uncancel_item_twin');
  if (line.status === 'active' && facts.liveServices <= 1 && facts.netPaid <= 0) return refusal('order_last_service_cancel');
  return undefined;
}

/**
 * Deleting a service line (the services edit, the summary's delete): not a done one (the work
 * is billed), and never the last service that is not canceled. An order without one would be
 * a draft again, gone from every list and the display while it still holds its car; the way
 * out is to cancel the order, which the owner's report then counts.
 */
export function refuseDeleteLine(line: LineState, liveServices: number): Refusal | undefined {
  if (line.status === 'done') return refusal('delete_item_done');
  if (line.status === 'active' && liveServices <= 1) return refusal('order_last_service');
  return undefined;
}

/** Workers are set on an active service line of an order that is not final. */
export function refuseAssign(status: JobStatus, line: LineState): Refusal | undefined {
  if (line.kind === 'parking') return refusal('assign_parking');
  if (isFinal(status)) return refusal('assign_order_final');
  if (line.status === 'canceled') return refusal('item_canceled');
  if (line.status === 'done') return refusal('item_done');
  return undefined;
}

/** The client's phone is edited while the order is not done or canceled. */
export function refuseEditPhone(status: JobStatus): Refusal | undefined {
  return isFinal(status) ? refusal('phone_order_final') : undefined;
}

/**
 * What the phone field says before the master types (`phone_rule`): on a paid-up order (money
 * kept, nothing left to pay) a new phone is taken only when nothing more would be due, as
 * `refuseReopen` holds; on a contract order that holds desk money (taken before it was put on
 * the contract, to be given back) that means a phone without a contract only when that money
 * covers the whole order. Null while any valid phone is taken.
 */
export function phoneRuleOf(o: { jobStatus: JobStatus; netPaid: number; paySum: number; isPayByContract: boolean }): PhoneRule | null {
  if (refuseEditPhone(o.jobStatus) || o.netPaid <= 0 || o.paySum > 0) return null;
  return o.isPayByContract ? 'contract_money_held' : 'no_price_rise';
}

/**
 * A paid-up order is never reopened by a side effect: when money is kept on it and nothing
 * was left to pay, a change after which the client would owe more is refused, and nothing
 * of it is kept. A contract order holding money counts too: moving it back to a private
 * client must not turn the money kept (due back to the client) into a part payment of a larger
 * sum. It is said apart, since such an order was never paid: the cashier gives the money back first.
 */
export function refuseReopen(
  before: { paySum: number; netPaid: number; isPayByContract: boolean },
  after: { paySum: number },
): Refusal | undefined {
  if (before.netPaid <= 0 || before.paySum > 0 || after.paySum <= 0) return undefined;
  return refusal(before.isPayByContract ? 'change_leaves_contract_money_held' : 'change_reopens_paid', {
    sum: formatRoubles(after.paySum),
  });
}
