import { useFetcher } from '@remix-run/react';
import type { ActionResult } from '~/utils/action-result';
import { useAnswerToast } from '~/utils/use-result-toast';

/**
 * A fetcher whose answer the form that sent it shows as a toast. The shell's watch
 * (useFetcherResultToasts) sees a fetcher only while it is in flight: on a busy tablet a live
 * reload of the page can land in the same render as the answer, and the master would see
 * neither «Телефон сохранён» nor the reason of a refusal. Each answer still shows once.
 */
export function useResultFetcher<T extends ActionResult = ActionResult>(key?: string) {
  const fetcher = useFetcher<T>(key ? { key } : undefined);
  useAnswerToast(fetcher.data);
  return fetcher;
}
