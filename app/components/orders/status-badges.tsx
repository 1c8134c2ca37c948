import type { OrderRow } from '#contract/orders';

/** SPEC.md section 4: in_progress primary, done success, canceled grey outline, otherwise warning. */
export function JobStatusBadge({ status, text }: { status: OrderRow['job_status']; text: string }) {
  const tone =
    status === 'in_progress' ? 'text-bg-primary' : status === 'done' ? 'text-bg-success' : status === 'canceled' ? 'border border-secondary text-secondary-emphasis' : 'text-bg-warning';
  return <span className={`badge ${tone}`}>{text}</span>;
}

/** Pay status 3 or 4 is paid (green); otherwise it still waits for money. */
export function PayStatusBadge({ status, text }: { status: number; text: string }) {
  const tone = status === 3 || status === 4 ? 'text-bg-success' : status === 2 ? 'text-bg-info' : 'text-bg-warning';
  return <span className={`badge ${tone}`}>{text}</span>;
}
