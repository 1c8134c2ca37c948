import { useFetcher } from '@remix-run/react';
import type { ActionResult } from '~/utils/action-result';
import { replyFields } from '~/utils/reply-fields';
import { useIntentResult } from '~/utils/use-intent-result';

/**
 * One form of a back-office page (a row of a table, the form that adds one): its own
 * fetcher, so several rows can be saved one after another without waiting, and its fields
 * with the errors the server's reply gave them.
 */
export function useOwnerForm(formId: string, intent: string) {
  const fetcher = useFetcher<ActionResult>();
  const result = useIntentResult(fetcher.data, intent);
  const idle = fetcher.state === 'idle';
  return {
    fetcher,
    result: idle ? result : undefined,
    field: replyFields(formId, idle ? result?.reply : undefined),
    busy: !idle,
  };
}
