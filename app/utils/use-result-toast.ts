import { useFetcher, useFetchers } from '@remix-run/react';
import { useCallback, useEffect } from 'react';
import { isActionResult, toastOfResult, type ActionResult } from '~/utils/action-result';
import { useShowToast } from '~/components/toaster';
import { useChangeEffect } from '~/utils/use-change-effect';

/** Every action ends in something visible: a refusal in red with its reason, a success in green. */
function useShowResult(): (result: ActionResult) => void {
  const show = useShowToast();
  return useCallback(
    (result: ActionResult) => {
      const toast = toastOfResult(result);
      if (toast) show(toast);
    },
    [show],
  );
}

/** Each fetcher answer shows once, whichever of the hooks below sees it first. */
const shown = new WeakSet<object>();
function showOnce(show: (result: ActionResult) => void, result: unknown) {
  if (!isActionResult(result) || shown.has(result)) return;
  shown.add(result);
  show(result);
}

/** The toast of a page action's answer (useActionData); only a new answer shows one. */
export function useResultToast(result: ActionResult | undefined) {
  const show = useShowResult();
  useEffect(() => {
    if (result) show(result);
  }, [result, show]);
}

/**
 * The toasts of every fetcher's answer, watched from the signed-in shell rather than from
 * the form that sent it: a form the answer removes (the payment form of an order now paid,
 * a button whose step is done) would otherwise unmount before its toast showed.
 */
export function useFetcherResultToasts() {
  const show = useShowResult();
  const fetchers = useFetchers();
  useEffect(() => {
    for (const fetcher of fetchers) showOnce(show, fetcher.data);
  }, [fetchers, show]);
}

/**
 * The answer of a keyed fetcher whose form the answer removes (the refund form once nothing
 * is owed), watched from the page that stays. The shell above sees a fetcher only while it is
 * in flight; when the page's reload lands in the same render as the answer, it never sees it
 * there, and the cashier would get no word that the money went back. The key keeps the answer.
 */
export function useKeptFetcherToast(key: string) {
  const show = useShowResult();
  const { data } = useFetcher({ key });
  useChangeEffect(() => showOnce(show, data), [data, show]);
}

/**
 * The toast of a fetcher's answer, watched by the form that stays on the page (a row of the
 * price list). Several rows saved at once answer close together, and the shell may see some
 * of those fetchers only once they are idle again, their answer already landed.
 */
export function useAnswerToast(data: unknown) {
  const show = useShowResult();
  useChangeEffect(() => showOnce(show, data), [data, show]);
}
