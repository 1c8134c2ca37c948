import { useActionData } from '@remix-run/react';
import { isActionResult, type ActionResult } from './action-result';

/**
 * The answer to one of a page's forms: what its fetcher got back, or, when the browser
 * posted the form itself (no JavaScript yet), the page's action data, if it answers the same
 * intent. Either way the form shows its fields' errors (conform's `lastResult`).
 */
export function useIntentResult(fetcherData: unknown, intent: string): ActionResult | undefined {
  const actionData: unknown = useActionData();
  for (const candidate of [fetcherData, actionData]) {
    if (isActionResult(candidate) && candidate.intent === intent) return candidate;
  }
  return undefined;
}
