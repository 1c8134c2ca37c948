import type { ReactNode } from 'react';
import type { OrderChange } from '#contract/live';
import { usePushedStatus } from '~/live/live-provider';
import { JobStatusBadge, PayStatusBadge } from './status-badges';
import type { Sequenced } from '~/live/pushed-status';

/**
 * An order page's job status as pushed (docs/decisions/049-drawing-the-status-from-the-push.md),
 * drawn by this small part of the page alone: a pushed change redraws the badges and the status
 * line, not the page around them (its lines, sums and forms), which waits for the reload the same
 * push asked for. Drawing the whole order page for a status held the badge behind the page's
 * other parts on a busy tablet.
 */
export function PushedStatus<T extends Sequenced & Pick<OrderChange, 'job_status'>>({
  order,
  children,
}: {
  order: T;
  children: (status: T) => ReactNode;
}) {
  return <>{children(usePushedStatus(order))}</>;
}

type PayBadgeOrder = Parameters<typeof PayStatusBadge>[0]['order'];

/** An order page's header badges: the job's status as pushed, the payment's as read with the money. */
export function PushedStatusBadges<T extends Sequenced & Pick<OrderChange, 'job_status'> & PayBadgeOrder>({ order }: { order: T }) {
  return (
    <PushedStatus order={order}>
      {(status) => (
        <>
          <JobStatusBadge status={status.job_status} />
          <PayStatusBadge order={status} />
        </>
      )}
    </PushedStatus>
  );
}
