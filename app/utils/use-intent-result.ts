import { useActionData } from '@remix-run/react';
import { isActionResult, type ActionResult } from './action-result';

/**
 * The answer to one of a page's forms: what its fetcher got back, or, when the browser
 * posted the form itself (no JavaScript yet), the page's action data, if it answers the same
 * intent. Either way the form shows its fields' errors (conform's `lastResult`).
 */
export function useIntentResult(
  fetcherData: unknown,
  intent: string,
  ownPost?: (result: ActionResult) => boolean,
): ActionResult | undefined {
  const actionData: unknown = useActionData();
  if (isActionResult(fetcherData) && fetcherData.intent === intent) return fetcherData;
  // The page's one answer goes to every form of the intent; where several forms share it,
  // `ownPost` says which of them was sent.
  if (isActionResult(actionData) && actionData.intent === intent && (!ownPost || ownPost(actionData))) return actionData;
  return undefined;
}

/** Whether an answer is to the form that sent `field` as `value` (a hidden field telling like forms apart). */
export function sentWith(field: string, value: string) {
  return (result: ActionResult) => result.reply?.initialValue?.[field] === value;
}
