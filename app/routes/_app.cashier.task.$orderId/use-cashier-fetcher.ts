import { useFetcher } from '@remix-run/react';
import type { ActionResult } from '~/utils/action-result';

/** A fetcher for one of the cashier page's forms; its answer shows as a toast (useFetcherResultToasts). */
export function useCashierFetcher(key?: string) {
  return useFetcher<ActionResult>(key ? { key } : undefined);
}
