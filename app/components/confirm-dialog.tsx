import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';

interface Question {
  text: string;
  /** The label of the button that goes ahead, the same words as the action it confirms. */
  confirm: string;
}

/** The dialog itself (react-bootstrap's Modal) is loaded when the first question is asked (docs/decisions/018). */
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view'));

/**
 * A question before an action that cannot be taken back, in the app's own dialog rather
 * than the browser's: big buttons for a gloved finger, the app's language and theme, and
 * a screen reader reads it as a dialog. `ask` resolves true only on the confirming button.
 */
export function useConfirm(): {
  ask: (question: Question) => Promise<boolean>;
  /** Takes an open question back as a «no»: what it asked about changed under it. */
  dismiss: () => void;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | null>(null);
  // The last question stays in the dialog while it closes.
  const [shown, setShown] = useState<Question | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);

  const answer = useCallback((yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const ask = useCallback((q: Question) => {
    resolver.current?.(false);
    setQuestion(q);
    setShown(q);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dismiss = useCallback(() => {
    if (resolver.current) answer(false);
  }, [answer]);

  const dialog = shown ? (
    <Suspense fallback={null}>
      <ConfirmDialogView text={shown.text} confirm={shown.confirm} show={question !== null} onAnswer={answer} />
    </Suspense>
  ) : null;
  return { ask, dismiss, dialog };
}
