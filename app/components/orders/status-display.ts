import { PAY_STATUS } from '#contract/pay-status';

/**
 * How a line or an order looks by its status: a strike-through, a pressed button, a row left
 * out of a printed list. The only place in app/ that compares status values, and only to
 * choose what is shown; what may be done with an order or a line comes from the API's flags
 * (`can_…`), never from a status read here. app/status-rules.test.ts keeps it so.
 */
interface HasStatus {
  job_status: string;
}

export const isCanceled = (x: HasStatus): boolean => x.job_status === 'canceled';

export const isDone = (x: HasStatus): boolean => x.job_status === 'done';

/** A canceled order nothing was paid on (a contract's too): it owes nothing, and no pay badge is shown on it. */
export const isCanceledUnpaid = (x: HasStatus & { pay_status: number; is_pay_by_contract: boolean }): boolean =>
  isCanceled(x) && (x.is_pay_by_contract || x.pay_status === PAY_STATUS.unpaid);

/** The lines still on the order: the canceled ones are shown struck through or not at all. */
export const withoutCanceled = <T extends HasStatus>(lines: readonly T[]): T[] => lines.filter((line) => !isCanceled(line));

/**
 * What the customer's page shows besides its headline, by the public state the API chose: the
 * cars ahead while waiting, where to collect once ready, the receipt once handed over, what is
 * left to pay unless canceled.
 */
export function customerShows(state: string) {
  return {
    ahead: state === 'waiting',
    collectAt: state === 'done',
    receipt: state === 'picked_up',
    toPay: state !== 'canceled',
  };
}

/** A service the customer's page shows struck through. */
export const isCanceledService = (service: { state: string }): boolean => service.state === 'canceled';

/**
 * Whether a car on the wall display stays in its column: unless a status pushed after the board
 * was read has left it (decision 049). The column is named by the status it shows.
 */
export const staysInColumn = (column: string, pushed: HasStatus | undefined): boolean => (pushed?.job_status ?? column) === column;
