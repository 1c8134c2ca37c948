/**
 * What the stored state of an order says may be done with it, for the answers: the screens
 * show these and decide nothing themselves. Each flag is the negation of the refusal the
 * API gives for the same action (order-rules.ts), so a button shown is a call accepted.
 */
import type { PhoneRule } from '../contract/orders';
import type { PayStatus } from '../contract/order-states';
import type { Refusal, RefusalCode, RefusalParams } from '../contract/refusals';
import type { KeysState } from './keys';
import {
  canBeChanged,
  isCanBeStarted,
  isFinal,
  isOpenLine,
  refuseAssign,
  refuseCancel,
  refuseCancelItem,
  refuseComplete,
  refuseDeleteLine,
  refuseDiscountChange,
  refuseEditPhone,
  phoneRuleOf,
  refuseMarkItem,
  refusePay,
  refuseStart,
} from './order-rules';
import { refusalText } from './refusal-text';
import type { ItemStatus, JobStatus } from '../contract/order-states';

/** What the stored state of an order says may be done with it: the screens show these. */
export interface OrderFlagFacts {
  jobStatus: JobStatus;
  payStatus: PayStatus;
  /** Kopecks kept: paid − refunded. */
  netPaid: number;
  discountSource: string;
  isPayByContract: boolean;
  paySum: number;
  refundDue: number;
  keysState: KeysState;
  /** `liveTwin`: a canceled line whose service, at its size, is live on another line (`canceledWithLiveTwin`). */
  lines: ReadonlyArray<{ status: ItemStatus; kind: 'wash' | 'tire' | 'parking'; workerCount: number; liveTwin?: boolean }>;
}

export interface OrderFlags {
  can_be_changed: boolean;
  is_can_be_started: boolean;
  /** Why a waiting order cannot be started yet, or null (so the page says what to do first). */
  start_refusal_code: 'order_workers_missing' | 'order_no_services' | null;
  can_be_completed: boolean;
  /** Why an order in work cannot be finished: no service is left (the refund cancels it), or null. */
  complete_refusal_code: 'order_complete_no_services' | null;
  can_be_canceled: boolean;
  /** Why an open order cannot be canceled (money is on it), or null: the Russian sentence, its code and parameters. */
  cancel_refusal: string | null;
  cancel_refusal_code: RefusalCode | null;
  cancel_refusal_params: RefusalParams | null;
  can_edit_phone: boolean;
  /** The rule the phone field says before typing (nothing more may become due on a paid-up or money-holding contract order), or null. */
  phone_rule: PhoneRule | null;
  can_pay: boolean;
  can_refund: boolean;
  can_discount: boolean;
  /** A manual discount is in force and may be taken off («Сбросить скидку»). */
  can_reset_discount: boolean;
  can_return_keys: boolean;
  /** Some line may still get workers, be marked done or be canceled: the master's section of lines has work in it. */
  can_work_on_lines: boolean;
}

export function orderFlags(o: OrderFlagFacts): OrderFlags {
  const services = o.lines.filter((l) => l.kind !== 'parking');
  const liveServices = services.filter((l) => l.status !== 'canceled').length;
  const lineOrder = { jobStatus: o.jobStatus, payStatus: o.payStatus, liveServices, netPaid: o.netPaid };
  const cancelRefusal = refuseCancel(o.jobStatus, o.netPaid, liveServices);
  const completeRefused = refuseComplete(o.jobStatus, liveServices);
  const canDiscount = !refuseDiscountChange(o);
  return {
    can_be_changed: canBeChanged(o.jobStatus, o.payStatus),
    is_can_be_started: isCanBeStarted(o.jobStatus, services),
    start_refusal_code: startRefusalOf(o.jobStatus, services, o.netPaid),
    can_be_completed: !completeRefused,
    // Said while the refund that cancels it is to come; an order left so with no money (before
    // this rule) has «Отменить заказ» offered instead.
    complete_refusal_code: completeRefused?.code === 'order_complete_no_services' && o.netPaid > 0 ? 'order_complete_no_services' : null,
    can_be_canceled: !cancelRefusal,
    ...cancelRefusalFields(!isFinal(o.jobStatus) ? cancelRefusal : undefined),
    can_edit_phone: !refuseEditPhone(o.jobStatus),
    phone_rule: phoneRuleOf(o),
    can_pay: !refusePay(o),
    can_refund: o.refundDue > 0,
    can_discount: canDiscount,
    can_reset_discount: canDiscount && o.discountSource === 'manual',
    can_return_keys: canReturnKeys(o),
    can_work_on_lines: o.lines.some((line) => {
      const flags = lineFlags(lineOrder, line);
      return flags.can_assign || flags.can_mark || flags.can_cancel;
    }),
  };
}

/** The start's own refusal for a waiting order (not one in work or final: nothing to start there). */
function startRefusalOf(status: JobStatus, services: OrderFlagFacts['lines'], netPaid: number): OrderFlags['start_refusal_code'] {
  if (status !== 'waiting') return null;
  // Not a hint where «В работу» will come: an emptied order with money on it never starts (its cancel's refusal says why).
  const code = refuseStart(status, services, netPaid)?.code;
  return code === 'order_workers_missing' || code === 'order_no_services' ? code : null;
}

function cancelRefusalFields(
  refusal: Refusal | undefined,
): Pick<OrderFlags, 'cancel_refusal' | 'cancel_refusal_code' | 'cancel_refusal_params'> {
  if (!refusal) return { cancel_refusal: null, cancel_refusal_code: null, cancel_refusal_params: null };
  return { cancel_refusal: refusalText(refusal), cancel_refusal_code: refusal.code, cancel_refusal_params: refusal.params ?? {} };
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
  /** A service line the master may delete: the order may change, the line is open, and it is not the last service left. */
  can_delete: boolean;
  is_removable: boolean;
  /** Still to be done: «Завершить» would mark it done. */
  is_open: boolean;
  /** Canceling it would touch money already taken: a refund, and on a paid order no way back. */
  cancel_asks_first: boolean;
  /** Not canceled alone: the order's last service while no money is on it; the order is canceled instead. */
  cancel_goes_with_order: boolean;
  /** Canceled, and its service was chosen again on another line: it stays canceled (`uncancel_item_twin`). */
  cancel_kept_for_twin: boolean;
}

/** `liveServices`: the order's service lines that are not canceled; `netPaid`: paid less given back, in kopecks. */
export function lineFlags(
  order: { jobStatus: JobStatus; payStatus: PayStatus; liveServices: number; netPaid: number },
  line: { status: ItemStatus; kind: 'wash' | 'tire' | 'parking'; liveTwin?: boolean },
): LineFlags {
  const cancelRefused = refuseCancelItem(order.jobStatus, line, order.payStatus, order);
  const canCancel = !cancelRefused;
  return {
    can_mark: !refuseMarkItem(order.jobStatus, line),
    can_cancel: canCancel,
    cancel_goes_with_order: cancelRefused?.code === 'order_last_service_cancel',
    cancel_kept_for_twin: cancelRefused?.code === 'uncancel_item_twin',
    cancel_asks_first: canCancel && line.status !== 'canceled' && order.netPaid > 0,
    can_assign: !refuseAssign(order.jobStatus, line),
    can_delete:
      line.kind !== 'parking' &&
      line.status === 'active' &&
      canBeChanged(order.jobStatus, order.payStatus) &&
      !refuseDeleteLine(line, order.liveServices),
    // The cashier may take the parking charge off.
    is_removable: line.kind === 'parking' && order.jobStatus !== 'canceled',
    is_open: isOpenLine(line),
  };
}
