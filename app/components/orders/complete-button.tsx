import { useFetcher } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useConfirm } from '~/components/confirm-dialog';

interface CompleteButtonProps {
  orderId: number;
  /** The lines still to be done (the API's `is_open`), named as the screen names them: «Завершить» marks them done. */
  open: readonly string[];
  /** The question naming them, built by the caller in the reader's language; asked only when some are open. */
  question: (lines: string) => string;
  /** The list to come back to (order-table.tsx); the task page sends none and stays on the order. */
  back?: string;
  label: string;
  ariaLabel?: string;
  className: string;
  children?: ReactNode;
}

/**
 * «Завершить», on the task page and on a row of a list (docs/screens.md 'Master task
 * detail'). Finishing marks every open line done, so with lines not yet marked the master is
 * asked first, in the app's dialog, naming them. The answer leads back where the master was
 * (task.server.ts). Without scripts it is a plain form that finishes at once.
 */
export function CompleteButton({ orderId, open, question, back, label, ariaLabel, className, children }: CompleteButtonProps) {
  const fetcher = useFetcher({ key: `complete-${orderId}` });
  const { ask, dialog } = useConfirm();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form
      method="post"
      action={`/master/task/${orderId}`}
      // The list stays where the master was on it (its next car is near).
      preventScrollReset
      onSubmit={(event) => {
        if (!open.length) return;
        event.preventDefault();
        const form = event.currentTarget;
        void ask({ text: question(open.join(', ')), confirm: label }).then((yes) => {
          if (yes) fetcher.submit(form, { preventScrollReset: true });
        });
      }}
    >
      <input type="hidden" name="intent" value="complete" />
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <button type="submit" className={`btn ${className}`} disabled={busy} aria-label={ariaLabel}>
        {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {children ?? label}
      </button>
      {dialog}
    </fetcher.Form>
  );
}
