import { formatRoubles } from './money';

/**
 * The order's state machine and the questions the screens ask of it (docs/domain.md
 * 'Order lifecycle', docs/screens.md section 4). Each rule is one function.
 */
export const JOB_STATUSES = ['waiting', 'in_progress', 'done', 'canceled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const ITEM_STATUSES = ['active', 'done', 'canceled'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** Pay status: 1 not paid, 2 partly paid, 3 paid, 4 settled by contract. */
export type PayStatus = 1 | 2 | 3 | 4;

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
export function itemStatusText(order: JobStatus, item: ItemStatus): string {
  if (item === 'canceled' || order === 'canceled') return ITEM_STATUS_TEXT.canceled;
  if (item === 'done' || order === 'done') return ITEM_STATUS_TEXT.done;
  return order === 'waiting' ? 'Ожидает' : ITEM_STATUS_TEXT.active;
}

export const PAY_STATUS_TEXT: Record<PayStatus, string> = {
  1: 'Не оплачен',
  2: 'Частично оплачен',
  3: 'Оплачен',
  4: 'По договору',
};

export function isFinal(status: JobStatus): boolean {
  return status === 'done' || status === 'canceled';
}

export function isPaid(payStatus: number): boolean {
  return payStatus === 3 || payStatus === 4;
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

/** Waiting, at least one active item, and every active item has a worker. */
export function isCanBeStarted(status: JobStatus, items: readonly ItemState[]): boolean {
  const active = items.filter((i) => i.status !== 'canceled');
  return status === 'waiting' && active.length > 0 && active.every((i) => i.workerCount > 0);
}

/** Waiting or in progress, and not fully paid. */
export function canBeChanged(status: JobStatus, payStatus: number): boolean {
  return (status === 'waiting' || status === 'in_progress') && !isPaid(payStatus);
}

/** Why an order cannot be started, or undefined when it can. */
export function refuseStart(status: JobStatus, items: readonly ItemState[]): string | undefined {
  if (status !== 'waiting') return `Начать можно только ожидающий заказ (сейчас: ${JOB_STATUS_TEXT[status]})`;
  const active = items.filter((i) => i.status !== 'canceled');
  if (active.length === 0) return 'В заказе нет услуг';
  if (!active.every((i) => i.workerCount > 0)) return 'Назначьте исполнителей на все услуги';
  return undefined;
}

export function canBeCompleted(status: JobStatus): boolean {
  return !refuseComplete(status);
}

export function refuseComplete(status: JobStatus): string | undefined {
  if (status !== 'in_progress') return `Завершить можно только заказ в работе (сейчас: ${JOB_STATUS_TEXT[status]})`;
  return undefined;
}

/**
 * An order with money kept cannot be canceled; the refusal says the way out: cancel the
 * services, the cashier gives the money back, then cancel the order.
 */
export function refuseCancel(status: JobStatus, netPaidKopecks: number): string | undefined {
  if (isFinal(status)) return `Заказ уже ${status === 'done' ? 'выполнен' : 'отменён'}, отменить его нельзя`;
  if (netPaidKopecks > 0) {
    return `По заказу оплачено ${formatRoubles(netPaidKopecks)}, отменить его нельзя. Отмените услуги — кассир вернёт деньги клиенту, — затем отмените заказ`;
  }
  return undefined;
}

/** Why no payment is taken for an order now, or undefined while money is due. */
export function refusePay(o: { jobStatus: JobStatus; isPayByContract: boolean; paySum: number; payStatus?: number }): string | undefined {
  if (o.jobStatus === 'canceled') return 'Заказ отменён, оплата не принимается';
  if (o.isPayByContract) return 'Заказ оплачивается по договору';
  if (o.paySum <= 0) return o.payStatus === 3 ? 'Заказ уже оплачен' : 'По заказу нечего оплачивать';
  return undefined;
}

/** Why the discount of an order may not change (requested, approved, reset or reasoned). */
export function refuseDiscountChange(o: { jobStatus: JobStatus; payStatus: number; isPayByContract: boolean }): string | undefined {
  if (o.jobStatus === 'canceled') return 'Заказ отменён';
  if (isPaid(o.payStatus)) return 'Заказ оплачен, скидку изменить нельзя';
  if (o.isPayByContract) return 'Заказ оплачивается по договору, скидку не меняют';
  return undefined;
}

export function refuseChange(status: JobStatus, payStatus: number): string | undefined {
  if (isFinal(status)) return `Заказ ${status === 'done' ? 'выполнен' : 'отменён'}, изменить его нельзя`;
  if (isPaid(payStatus)) return 'Заказ оплачен, изменить его нельзя';
  return undefined;
}

/** Marking an item done (or back) only while the order is in progress. */
export function refuseMarkItem(status: JobStatus, line: LineState): string | undefined {
  if (line.kind === 'parking') return 'Парковка не отмечается выполненной';
  if (status !== 'in_progress') return 'Отметить услугу выполненной можно только в заказе, который в работе';
  if (line.status === 'canceled') return 'Услуга отменена';
  return undefined;
}

/**
 * Canceling an item (or lifting the cancel) while the order is not final. Canceling a line
 * of a paid order is allowed (the money above the new sum is then due back to the client);
 * lifting a cancel on a fully paid order is not, as it would ask the client for more.
 */
export function refuseCancelItem(status: JobStatus, line: LineState, payStatus: number): string | undefined {
  if (line.kind === 'parking') return 'Парковку убирает кассир';
  if (isFinal(status)) return 'Заказ завершён, услуги изменить нельзя';
  if (line.status === 'done') return 'Услуга уже выполнена';
  if (line.status === 'canceled' && payStatus === 3) return 'Заказ оплачен, вернуть отменённую услугу нельзя';
  return undefined;
}

/** Workers are set on an active service line of an order that is not final. */
export function refuseAssign(status: JobStatus, line: LineState): string | undefined {
  if (line.kind === 'parking') return 'На парковку исполнители не назначаются';
  if (isFinal(status)) return 'Заказ завершён, исполнителей изменить нельзя';
  if (line.status === 'canceled') return 'Услуга отменена';
  if (line.status === 'done') return 'Услуга уже выполнена';
  return undefined;
}

/** The client's phone is edited while the order is not done or canceled. */
export function refuseEditPhone(status: JobStatus): string | undefined {
  return isFinal(status) ? 'Заказ завершён, телефон изменить нельзя' : undefined;
}

/**
 * A paid-up order is never reopened by a side effect: when money is kept on it and nothing
 * was left to pay, a change after which the client would owe more is refused, and nothing
 * of it is kept. (A contract order holding money counts too: moving it back to a private
 * client must not turn the money kept into a part payment of a larger sum.)
 */
export function refuseReopen(before: { paySum: number; netPaid: number }, after: { paySum: number }): string | undefined {
  if (before.netPaid <= 0 || before.paySum > 0 || after.paySum <= 0) return undefined;
  return `Заказ уже оплачен: после этого изменения к оплате стало бы ещё ${formatRoubles(after.paySum)}. Изменение не сохранено`;
}
