import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';

/** The dialog of useConfirm (confirm-dialog.tsx), loaded the first time a question is asked. */
export default function ConfirmDialogView({
  text,
  confirm,
  show,
  onAnswer,
}: {
  text: string;
  confirm: string;
  show: boolean;
  onAnswer: (yes: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    // No fade: the hidden dialog is removed at once. With the fade, its layer stayed until a
    // transition's end event that a busy tab sometimes never fired, and took the next clicks.
    <Modal show={show} onHide={() => onAnswer(false)} centered animation={false} aria-labelledby="wd-confirm-text">
      <Modal.Body>
        <p id="wd-confirm-text" className="fs-5 mb-0">
          {text}
        </p>
      </Modal.Body>
      <Modal.Footer className="flex-nowrap">
        <button type="button" className="btn btn-outline-secondary btn-lg flex-fill" onClick={() => onAnswer(false)}>
          {t('confirm.no')}
        </button>
        <button type="button" className="btn btn-danger btn-lg flex-fill" onClick={() => onAnswer(true)}>
          {confirm}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
