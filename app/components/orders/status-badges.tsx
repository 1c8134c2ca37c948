import type { OrderRow } from '#contract/orders';
import { useApiTexts } from './api-texts';

/** docs/screens.md section 4: in_progress primary, done success, canceled grey outline, otherwise warning. */
export function JobStatusBadge({ status }: { status: OrderRow['job_status'] }) {
  const say = useApiTexts();
  const tone =
    status === 'in_progress' ? 'text-bg-primary' : status === 'done' ? 'text-bg-success' : status === 'canceled' ? 'border border-secondary text-secondary-emphasis' : 'text-bg-warning';
  return <span className={`badge ${tone}`}>{say.jobStatus(status)}</span>;
}

/**
 * Paid is green, part paid light blue, unpaid yellow, and a company's contract order (paid
 * by the contract, nothing taken at the desk) blue, so the cashier tells it apart at a glance.
 */
export function PayStatusBadge({ status }: { status: number }) {
  const say = useApiTexts();
  const tone = status === 3 ? 'text-bg-success' : status === 4 ? 'text-bg-primary' : status === 2 ? 'text-bg-info' : 'text-bg-warning';
  return <span className={`badge ${tone}`}>{say.payStatus(status)}</span>;
}
