import type { OrderRow } from '#contract/orders';
import type { JobStatus } from '#contract/order-states';
import { PAY_STATUS, type PayStatus } from '#contract/pay-status';
import { useApiTexts } from './api-texts';
import { isCanceledUnpaid } from './status-display';

/** docs/screens.md section 4: in_progress primary, done success, canceled grey outline, otherwise warning. */
const JOB_STATUS_TONE: Record<JobStatus, string> = {
  waiting: 'text-bg-warning',
  in_progress: 'text-bg-primary',
  done: 'text-bg-success',
  canceled: 'border border-secondary text-secondary-emphasis',
};

export function jobStatusTone(status: JobStatus): string {
  return JOB_STATUS_TONE[status];
}

/**
 * Paid is green, part paid light blue, unpaid yellow, and a company's contract order (paid
 * by the contract, nothing taken at the desk) blue, so the cashier tells it apart at a glance.
 */
const PAY_STATUS_TONE: Record<PayStatus, string> = {
  [PAY_STATUS.unpaid]: 'text-bg-warning',
  [PAY_STATUS.partlyPaid]: 'text-bg-info',
  [PAY_STATUS.paid]: 'text-bg-success',
  [PAY_STATUS.byContract]: 'text-bg-primary',
};

export function payStatusTone(status: PayStatus): string {
  return PAY_STATUS_TONE[status];
}

/**
 * The pay state a badge shows: a contract order says «По договору» from its start, not
 * «Не оплачен», since the desk takes nothing for it (the terms kept on the order, decision 027).
 */
export function payStatusShown(o: { pay_status: PayStatus; is_pay_by_contract: boolean }): PayStatus {
  return o.is_pay_by_contract ? PAY_STATUS.byContract : o.pay_status;
}

export function JobStatusBadge({ status }: { status: OrderRow['job_status'] }) {
  const say = useApiTexts();
  return <span className={`badge ${jobStatusTone(status)}`}>{say.jobStatus(status)}</span>;
}

/**
 * A canceled order that nothing was paid on owes nothing: «Не оплачен» (or «По договору») on it
 * would send the cashier looking for money (the lists leave the badge off canceled orders too).
 * One with money on it keeps the badge: the money is still to be refunded.
 */
export function PayStatusBadge({ order }: { order: { pay_status: PayStatus; is_pay_by_contract: boolean; job_status: JobStatus } }) {
  const say = useApiTexts();
  const status = payStatusShown(order);
  if (isCanceledUnpaid(order)) return null;
  return <span className={`badge ${payStatusTone(status)}`}>{say.payStatus(status)}</span>;
}

/**
 * A legal client's order (docs/screens.md section 4): blue, and in words whose contract it is
 * served under, for the company it was taken for even after its client left the company.
 */
export function ContractBadge({ order }: { order: { contract_company: string | null } }) {
  const say = useApiTexts();
  const text = say.contract(order);
  return text ? <span className="badge text-bg-primary text-wrap text-start lh-sm">{text}</span> : null;
}
