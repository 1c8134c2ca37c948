import { useMemo } from 'react';
import { useErrorText } from '../forms';
import { useResultToast } from '~/utils/use-result-toast';

/**
 * A refusal of a wizard action is said twice: in the red toast, and (the returned text)
 * above the form that stays filled in.
 */
export function useWizardRefusal(actionData: unknown): string | undefined {
  const errorText = useErrorText();
  // Per answer: a new answer with the same words is a new refusal, and its toast shows again.
  const refusal = useMemo(() => {
    const error = typeof actionData === 'object' && actionData !== null && 'error' in actionData ? actionData.error : undefined;
    return typeof error === 'string' ? { ok: false as const, error } : undefined;
  }, [actionData]);
  useResultToast(refusal);
  return refusal ? errorText(refusal.error) : undefined;
}
