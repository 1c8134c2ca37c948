import { useEffect } from 'react';
import { useErrorText } from '../forms';
import type { ActionResult } from '~/utils/action-result';
import { useShowToast } from '../toaster';

/** Every action ends in something visible: a refusal in red with its reason, a success in green. */
export function useResultToast(result: ActionResult | undefined, successKey?: string) {
  const show = useShowToast();
  const text = useErrorText();
  useEffect(() => {
    if (!result) return;
    if (!result.ok) show({ type: 'error', description: text(result.error) });
    else if (result.message) show({ type: 'success', description: result.message });
    else if (successKey) show({ type: 'success', description: '', key: successKey });
    // Only a new result shows a toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}
