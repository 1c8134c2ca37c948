import type { OrderRow } from '#contract/orders';
import { useApiTexts } from './api-texts';

/** docs/screens.md section 4: in_progress primary, done success, canceled grey outline, otherwise warning. */
export function jobStatusTone(status: OrderRow['job_status']): string {
  return status === 'in_progress' ? 'text-bg-primary' : status === 'done' ? 'text-bg-success' : status === 'canceled' ? 'border border-secondary text-secondary-emphasis' : 'text-bg-warning';
}

/**
 * Paid is green, part paid light blue, unpaid yellow, and a company's contract order (paid
 * by the contract, nothing taken at the desk) blue, so the cashier tells it apart at a glance.
 */
export function payStatusTone(status: number): string {
  return status === 3 ? 'text-bg-success' : status === 4 ? 'text-bg-primary' : status === 2 ? 'text-bg-info' : 'text-bg-warning';
}

export function JobStatusBadge({ status }: { status: OrderRow['job_status'] }) {
  const say = useApiTexts();
  return <span className={`badge ${jobStatusTone(status)}`}>{say.jobStatus(status)}</span>;
}

export function PayStatusBadge({ status }: { status: number }) {
  const say = useApiTexts();
  return <span className={`badge ${payStatusTone(status)}`}>{say.payStatus(status)}</span>;
}
