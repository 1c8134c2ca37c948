import { useFetchers } from '@remix-run/react';
import { useCallback, useEffect, useRef } from 'react';
import { isActionResult, type ActionResult } from '~/utils/action-result';
import { useErrorText } from '~/components/forms';
import { useShowToast } from '~/components/toaster';

/** Every action ends in something visible: a refusal in red with its reason, a success in green. */
function useShowResult(): (result: ActionResult) => void {
  const show = useShowToast();
  const text = useErrorText();
  const textRef = useRef(text);
  textRef.current = text;
  return useCallback(
    (result: ActionResult) => {
      if (!result.ok) show({ type: 'error', description: textRef.current(result.error) });
      else if (result.message) show({ type: 'success', description: result.message });
      else if (result.messageKey) show({ type: 'success', description: '', key: result.messageKey });
    },
    [show],
  );
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
  const shown = useRef(new WeakSet<object>());
  useEffect(() => {
    for (const fetcher of fetchers) {
      const result: unknown = fetcher.data;
      if (!isActionResult(result) || shown.current.has(result)) continue;
      shown.current.add(result);
      show(result);
    }
  }, [fetchers, show]);
}
