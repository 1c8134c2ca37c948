import { useFetcher } from '@remix-run/react';
import type { ActionResult } from '~/utils/action-result';
import { useResultToast } from '../task/use-result-toast';

/** A fetcher for one of the cashier page's forms; its answer shows as a toast. */
export function useCashierFetcher(key?: string) {
  const fetcher = useFetcher<ActionResult>(key ? { key } : undefined);
  useResultToast(fetcher.data);
  return fetcher;
}
