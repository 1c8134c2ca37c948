import { useEffect } from 'react';
import { useErrorText } from '../forms';
import { useShowToast } from '../toaster';

type Result = { ok: false; error: string } | { ok: true; message?: string } | undefined;

/** Every action ends in something visible: a refusal in red with its reason, a success in green. */
export function useResultToast(result: Result, successKey?: string) {
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
