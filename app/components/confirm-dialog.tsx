import { useCallback, useRef, useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

interface Question {
  text: string;
  /** The label of the button that goes ahead, the same words as the action it confirms. */
  confirm: string;
}

/**
 * A question before an action that cannot be taken back, in the app's own dialog rather
 * than the browser's: big buttons for a gloved finger, the app's language and theme, and
 * a screen reader reads it as a dialog. `ask` resolves true only on the confirming button.
 */
export function useConfirm(): { ask: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);

  const answer = useCallback((yes: boolean) => {
    resolver.current?.(yes);
    resolver.current = null;
    setQuestion(null);
  }, []);

  const ask = useCallback((q: Question) => {
    resolver.current?.(false);
    setQuestion(q);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const dialog = (
    <Modal show={question !== null} onHide={() => answer(false)} centered aria-labelledby="wd-confirm-text">
      <Modal.Body>
        <p id="wd-confirm-text" className="fs-5 mb-0">
          {question?.text}
        </p>
      </Modal.Body>
      <Modal.Footer className="flex-nowrap">
        <button type="button" className="btn btn-outline-secondary btn-lg flex-fill" onClick={() => answer(false)}>
          {t('confirm.no')}
        </button>
        <button type="button" className="btn btn-danger btn-lg flex-fill" onClick={() => answer(true)}>
          {question?.confirm}
        </button>
      </Modal.Footer>
    </Modal>
  );
  return { ask, dialog };
}
