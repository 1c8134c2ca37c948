import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useOnceTrue } from '~/utils/use-once-true';
import { useTranslation } from 'react-i18next';
import { LabelledControl } from '~/components/forms';
import type { Order } from '#contract/orders';
import { useApiTexts } from '~/components/orders/api-texts';
import { useResultFetcher } from '~/utils/use-result-fetcher';
import { useChangeEffect } from '~/utils/use-change-effect';
import { useConfirm } from '~/components/confirm-dialog';
import { useReloadAfterCode } from './use-reload-after-code';
import { formatTime } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { useWhyDisabled } from '~/components/why-disabled';
import { numberLimits, type FieldLimits } from '~/utils/reply-fields';
import { wholeNumberOfText } from '#contract/digits';
import { decodeError } from '~/utils/form-errors';

const QUICK = [5, 10, 15, 20];

/** The code dialog (react-bootstrap's Modal) is loaded when it first opens (docs/decisions/018). */
const CodeDialog = lazy(() => import('./code-dialog'));

/**
 * The discount (docs/screens.md sections 4, 5 and 8): a percent (quick buttons or 0 to 100), a
 * request that sends the manager a code, the code dialog, a 60-second lock shown as a
 * countdown, and the reset of the manual discount (the order's own discount applies again).
 * A wrong code resets the chosen percent to 0. The code awaited and the wait come from the
 * server with the order, so a reload or a look at another order loses neither. The percent's
 * bounds and the code's length are the contract's (`limits`, read by the loader).
 */
export function DiscountSection({
  order,
  limits,
  codeLeftMs = null,
}: {
  order: Order;
  limits: { percent?: FieldLimits; code?: FieldLimits };
  /** How long the awaited code has left, by the server's clock at this load (null: none awaited). */
  codeLeftMs?: number | null;
}) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const request = useResultFetcher('discount-request');
  const approve = useResultFetcher('discount-approve');
  const reset = useResultFetcher('discount-reset');
  const { ask, dismiss, dialog: replaceDialog } = useConfirm();
  const pending = order.discount_request?.pending ?? null;
  // A code that ran out unanswered: said, as «ждём код» goes with nothing else to tell why.
  const expired = order.discount_request?.expired ?? null;
  const timeZone = useTimeZone();
  // A code already awaited (after a reload too) shows the percent it is for. The field's text is
  // kept as typed and read as the server reads a form's whole number: «10.0» or «1e1» is not 10.
  const [percentText, setPercentText] = useState(pending ? String(pending.percent) : '');
  const percent = wholeNumberOfText(percentText);
  const retryAfter = order.discount_request?.retry_after ?? 0;
  // The percent the dialog is about stays on it while 'approved' shows, after the request closed.
  const [dialogPercent, setDialogPercent] = useState(pending?.percent ?? 0);
  // One request is its percent and its expiry: every reload of the order brings a new object for
  // the same request, and a field the cashier emptied on purpose must stay empty through them.
  const pendingRequest = pending ? `${pending.percent}@${pending.expires_at}` : null;
  // What the page itself put in the field (a request's percent, the 0 after a wrong code), as told
  // apart from what the cashier typed: the former follows the next request, the latter stays.
  const [filled, setFilled] = useState(percentText);
  const fill = (text: string) => {
    setFilled(text);
    setPercentText(text);
  };
  // The request the field and the dialog were last set for, followed while rendering (React's
  // «adjusting state when a prop changes»), not in an effect: an effect runs a moment after the new
  // request is drawn, and would undo a percent tapped in between, on mount as on a change.
  const [setFor, setSetFor] = useState(pendingRequest);
  if (setFor !== pendingRequest) {
    setSetFor(pendingRequest);
    if (pending) {
      setDialogPercent(pending.percent);
      // Asked on another desk: this desk's field shows the percent the code is for, not a blank.
      if (percentText === '' || percentText === filled) fill(String(pending.percent));
    }
  }
  // A question about replacing the awaited request is void once that request changed (another desk).
  // Which request it was asked about, not the effect's timing, decides: one asked about the request
  // just drawn, before this effect ran, stays.
  const askedAbout = useRef<string | null>(null);
  useChangeEffect(() => {
    if (askedAbout.current !== pendingRequest) dismiss();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request, read through its key
  }, [pendingRequest]);
  const [code, setCode] = useState('');
  const [dialog, setDialog] = useState(false);
  const dialogUsed = useOnceTrue(dialog);
  const [lockedUntil, setLockedUntil] = useState(() => (retryAfter > 0 ? Date.now() + retryAfter * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());

  // Each answer of the server restarts the countdown from what it says is left.
  useEffect(() => {
    setNow(Date.now());
    setLockedUntil(retryAfter > 0 ? Date.now() + retryAfter * 1000 : 0);
  }, [retryAfter, order]);

  // The code's last answer belongs to the dialog it was given in: a dialog opened again (for this
  // desk's new request, or by «Ввести код» after another desk's) starts clean, not saying «Код не
  // совпадает» before anything was typed. While it stays open, every answer shows, including one
  // that comes with a reload (a code sent for another percent, the approval that closes it).
  const [spentAnswer, setSpentAnswer] = useState<typeof approve.data>(undefined);
  const freshAnswer = approve.data !== spentAnswer ? approve.data : undefined;
  const openDialog = () => {
    setSpentAnswer(approve.data);
    setDialog(true);
  };

  // The SMS went: the dialog for its code opens.
  useChangeEffect(() => {
    if (request.state === 'idle' && request.data?.intent === 'request-discount' && request.data.ok) openDialog();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request's answer; openDialog reads this render's answer
  }, [request.state, request.data]);

  // No code is awaited any more (approved, voided, expired): nothing to enter, unless the approval shows.
  useChangeEffect(() => {
    if (!pending && !(freshAnswer?.intent === 'approve-discount' && freshAnswer.ok)) setDialog(false);
  }, [pending, freshAnswer]);

  useChangeEffect(() => {
    if (approve.state !== 'idle' || !approve.data) return;
    // Every answer clears the code: a code kept would follow into the next request's dialog, where it is dead.
    setCode('');
    if (approve.data.ok) {
      // 'Скидка подтверждена и применена' keeps the percent approved in the field (after a wrong code's 0 too).
      fill(String(dialogPercent));
      // The dialog closes a second later.
      const timer = setTimeout(() => setDialog(false), 1000);
      return () => clearTimeout(timer);
    }
    // A code for another percent (the request was replaced on another desk) was no wrong guess: the
    // percent typed stays, and the dialog follows the request the reload brings.
    if (decodeError(approve.data.error)?.key === 'api.discount_code_other_percent') return;
    fill('0');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer; the dialog's percent is what it answered
  }, [approve.state, approve.data]);

  useReloadAfterCode(codeLeftMs);

  useEffect(() => {
    if (lockedUntil <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [lockedUntil]);

  const secondsLeft = Math.max(0, Math.ceil((lockedUntil - now) / 1000));
  const [least, most] = [limits.percent?.min, limits.percent?.max].map((n) => (n === undefined ? undefined : Number(n)));
  // 12.5 is not taken as 13, nor «10.0» as 10: a percent the cashier did not type is never asked for.
  const valid = percent !== undefined && (least === undefined || percent >= least) && (most === undefined || percent <= most);
  // The countdown says itself on the button; a percent missing or out of range is said under it.
  const why = useWhyDisabled(valid ? null : t('cashier.whyOff.percent'));

  return (
    <section className="card wd-block" aria-labelledby="wd-discount-title">
      <div className="card-body">
        <h2 id="wd-discount-title" className="h5">
          {t('cashier.discountTitle')}
        </h2>
        <p className="mb-2">
          {t('cashier.currentDiscount', { n: order.discount })}
          {order.discount_reason ? ` · ${say.discountReason(order)}` : ''}
        </p>
        {pending ? <p className="mb-2 fw-semibold">{t('cashier.pendingPercent', { n: pending.percent })}</p> : null}
        {!pending && expired ? (
          <p className="mb-2 text-danger" role="status">
            {t('cashier.codeExpired', { n: expired.percent, time: formatTime(expired.expired_at, timeZone) })}
          </p>
        ) : null}
        <div className="d-flex flex-wrap gap-2 mb-2" role="group" aria-label={t('cashier.quickPercents')}>
          {QUICK.map((q) => (
            <button
              key={q}
              type="button"
              className={`btn btn-lg ${percent === q ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={percent === q}
              onClick={() => setPercentText(String(q))}
            >
              {t('units.percent', { n: q })}
            </button>
          ))}
        </div>
        <request.Form
          method="post"
          className="d-flex flex-wrap gap-2 align-items-end"
          onSubmit={(e) => {
            // A new request voids the code awaited: the manager may be reading it out right now.
            if (!pending) return;
            e.preventDefault();
            const form = e.currentTarget;
            const text = t('cashier.replaceRequestConfirm', { was: pending.percent, n: percent });
            askedAbout.current = pendingRequest;
            void ask({ text, confirm: t('cashier.request') }).then((yes) => {
              if (yes) request.submit(form);
            });
          }}
        >
          <input type="hidden" name="intent" value="request-discount" />
          <LabelledControl id="wd-percent" label={t('cashier.percent')} className="">
            <input
              id="wd-percent"
              name="percent"
              type="number"
              {...numberLimits(limits.percent)}
              inputMode="numeric"
              className={`form-control form-control-lg wd-percent ${percentText !== '' && !valid ? 'is-invalid' : ''}`}
              value={percentText}
              onChange={(e) => setPercentText(e.currentTarget.value)}
            />
          </LabelledControl>
          <button
            type="submit"
            className="btn btn-primary btn-lg"
            disabled={!valid || secondsLeft > 0 || request.state !== 'idle'}
            aria-describedby={why.describedBy}
          >
            {secondsLeft > 0 ? t('cashier.requestIn', { n: secondsLeft }) : t('cashier.request')}
          </button>
          {pending ? (
            <button type="button" className="btn btn-outline-primary btn-lg" onClick={openDialog}>
              {t('cashier.enterCode')}
            </button>
          ) : null}
        </request.Form>
        {why.note}
        {order.can_reset_discount ? (
          <reset.Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="reset-discount" />
            <button type="submit" className="btn btn-outline-danger btn-lg" disabled={reset.state !== 'idle'}>
              {t('cashier.reset')}
            </button>
          </reset.Form>
        ) : null}
      </div>

      {replaceDialog}
      {dialogUsed ? (
        <Suspense fallback={null}>
          <CodeDialog
            show={dialog}
            onHide={() => setDialog(false)}
            approve={approve}
            freshAnswer={freshAnswer}
            percent={dialogPercent}
            pending={pending}
            code={code}
            codeLimits={limits.code}
            onCode={setCode}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
