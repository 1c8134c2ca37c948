import { type useFetcher } from '@remix-run/react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { DiscountRequestState } from '#contract/payments';
import { useTimeZone } from '~/utils/root-data';
import type { ActionResult } from '~/utils/action-result';
import { formatTime } from '~/utils/format';
import { useApiTexts } from '~/components/orders/api-texts';
import { ErrorList } from '~/components/forms';
import { controlProps, replyFields, type FieldLimits } from '~/utils/reply-fields';
import { useWhyDisabled } from '~/components/why-disabled';

interface CodeDialogProps {
  show: boolean;
  onHide: () => void;
  /** The fetcher that sends the code ('approve-discount'), owned by the discount section. */
  approve: ReturnType<typeof useFetcher<ActionResult>>;
  /** The code's last answer, unless it was given before this dialog was opened (discount-section.tsx). */
  freshAnswer: ActionResult | undefined;
  percent: number;
  pending: NonNullable<DiscountRequestState>['pending'];
  code: string;
  /** The code's length, as the contract has it (the loader reads it). */
  codeLimits: FieldLimits | undefined;
  onCode: (code: string) => void;
}

const focusOnShow = (element: HTMLElement | null) => element?.focus();

/** The SMS code dialog of the discount (discount-section.tsx): the four digits the manager was sent. */
export default function CodeDialog({ show, onHide, approve, freshAnswer, percent, pending, code, codeLimits, onCode }: CodeDialogProps) {
  const { t } = useTranslation();
  const { minLength, maxLength } = codeLimits ?? {};
  const why = useWhyDisabled(code.length === 0 || code.length < (minLength ?? 0) ? t('cashier.whyOff.code') : null);
  const say = useApiTexts();
  const timeZone = useTimeZone();
  const answered = approve.state === 'idle' && freshAnswer?.intent === 'approve-discount' ? freshAnswer : undefined;
  // The API's refusal (a wrong code and the tries left, an expired request) under the field.
  const field = replyFields('cashier', answered?.reply)('code');
  const errors = field.errors;
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="wd-code-title">
      <approve.Form method="post">
        <Modal.Header closeButton closeLabel={t('toast.close')}>
          <Modal.Title id="wd-code-title">{t('cashier.codeTitle', { n: percent })}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <input type="hidden" name="intent" value="approve-discount" />
          <input type="hidden" name="percent" value={percent} />
          {pending ? (
            <p className="text-body-secondary">
              {t('cashier.codeState', { time: formatTime(pending.expires_at, timeZone), n: pending.tries_left })}
            </p>
          ) : null}
          {/* Approved: the dialog says so for its last second, without an empty field and a button that is off. */}
          {answered?.ok ? (
            // Focused, as the field that had the focus is gone: the keyboard stays in the dialog and a screen reader reads it.
            <p className="mb-0 text-success fs-5" role="status" tabIndex={-1} ref={focusOnShow}>
              {say.message(answered.message)}
            </p>
          ) : (
            <>
              <label htmlFor={field.id} className="form-label">
                {t('cashier.code')}
              </label>
              <input
                {...controlProps(field)}
                className={`form-control form-control-lg text-center fs-3 wd-code ${errors?.length ? 'is-invalid' : ''}`}
                inputMode="numeric"
                autoComplete="one-time-code"
                minLength={minLength}
                maxLength={maxLength}
                value={code}
                // While a code is being checked nothing typed would survive its answer, which clears the field.
                readOnly={approve.state !== 'idle'}
                autoFocus
                onChange={(e) => onCode(e.currentTarget.value.replace(/\D/g, '').slice(0, maxLength))}
              />
              <ErrorList id={field.errorId} errors={errors ?? (answered && !answered.ok ? [answered.error] : undefined)} />
            </>
          )}
        </Modal.Body>
        {answered?.ok ? null : (
          <Modal.Footer>
            {why.note}
            <button
              type="submit"
              className="btn btn-primary btn-lg"
              disabled={code.length !== 4 || approve.state !== 'idle'}
              aria-describedby={why.describedBy}
            >
              {t('cashier.confirmCode')}
            </button>
          </Modal.Footer>
        )}
      </approve.Form>
    </Modal>
  );
}
