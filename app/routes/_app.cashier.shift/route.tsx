import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { FailedReceipt } from '#contract/fiscal';
import type { ShiftReport, ShiftRow } from '#contract/shifts';
import { BlockCard } from '~/components/block-card';
import { useApiTexts } from '~/components/orders/api-texts';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, SubmitButton } from '~/components/forms';
import { PageHeader } from '~/components/page-header';
import { CashSummary } from '~/components/shifts/cash-summary';
import { CloseForm } from '~/components/shifts/close-form';
import { MethodTable } from '~/components/shifts/method-table';
import { MovesList } from '~/components/shifts/moves-list';
import { useShiftForm } from '~/components/shifts/use-shift-form';
import { useLiveDrawer, useLiveRevalidate } from '~/live/live-provider';
import type { ActionResult } from '~/utils/action-result';
import { formatDateTime, formatMoney } from '~/utils/format';
import { controlProps } from '~/utils/reply-fields';
import { useTimeZone } from '~/utils/root-data';
import { useResultToast } from '~/utils/use-result-toast';
import { NoScriptResult } from '~/components/no-script-notice';
import { loadShift, shiftAction } from '~/components/shifts/shift.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadShift({ request, context });
}

export function action({ request, context }: ActionFunctionArgs) {
  return withRefusalStatus(shiftAction({ request, context }));
}

/**
 * The cashier's shift (docs/screens.md 'Cash shift'): open it with the float, put cash in or
 * take it out with a reason, watch what the drawer should hold move as payments arrive, and
 * close it with the cash counted.
 */
export default function ShiftPage() {
  const { t } = useTranslation();
  const { shift, failedReceipts, recent } = useLoaderData<typeof loader>();
  // A form sent before the page's scripts ran comes back as the action's data.
  const result = useActionData<typeof action>() as ActionResult | undefined;
  useResultToast(result);
  // Every payment or refund changes an order: the expected cash follows it; so does cash in
  // or out, or a close, made on another device.
  useLiveRevalidate();
  useLiveDrawer();
  return (
    <div>
      <PageHeader title={shift ? t('shift.titleOpen', { n: shift.id }) : t('shift.title')} />
      <NoScriptResult result={result} />
      {failedReceipts.length ? <FailedReceipts receipts={failedReceipts} /> : null}
      {shift ? <OpenShift shift={shift} /> : <OpenForm />}
      {recent.length ? <RecentShifts shifts={recent} /> : null}
    </div>
  );
}

/** Receipts the register did not issue: each leads to its order, where the cashier sends it again. */
function FailedReceipts({ receipts }: { receipts: FailedReceipt[] }) {
  const { t } = useTranslation();
  const said = useApiTexts();
  return (
    <section className="alert alert-danger" aria-labelledby="wd-failed-receipts">
      <h2 id="wd-failed-receipts" className="h5">
        {t('fiscal.failedTitle')}
      </h2>
      <p>{t('fiscal.failedHint')}</p>
      <ul className="mb-0">
        {receipts.map((r) => (
          <li key={r.payment_id}>
            <Link to={`/cashier/task/${r.order_id}`} className="alert-link">
              {t('fiscal.orderLine', { n: r.order_id, sum: formatMoney(r.sum), error: said.fiscalProblem(r.problem, r.error) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The cashier's last closed shifts, each leading to its Z report. */
function RecentShifts({ shifts }: { shifts: ShiftRow[] }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <BlockCard titleId="wd-recent-shifts" title={t('shift.recent')} className="mt-3">
      <ul className="list-unstyled mb-0">
        {shifts.map((s) => (
          <li key={s.id} className="d-flex flex-wrap justify-content-between gap-2 py-2 border-bottom">
            <Link to={`/cashier/shifts/${s.id}`}>{t('shift.zTitle', { n: s.id })}</Link>
            <span className="text-body-secondary">{s.closed_at ? formatDateTime(s.closed_at, timeZone) : ''}</span>
            <span className={`fw-semibold text-nowrap ${(s.difference ?? 0) < 0 ? 'text-danger' : ''}`}>
              {t('shift.difference')}: {formatMoney(s.difference ?? 0)}
            </span>
          </li>
        ))}
      </ul>
    </BlockCard>
  );
}

/**
 * «Открыть смену» with the float counted. Come from an order page («Открыть смену» there),
 * the shift opened leads back to that order (shift.server.ts).
 */
function OpenForm() {
  const { t } = useTranslation();
  const { fetcher, busy, field } = useShiftForm('open');
  const float = field('sum');
  const order = /^[1-9]\d{0,9}$/.exec(useSearchParams()[0].get('order') ?? '')?.[0];
  return (
    <BlockCard as={fetcher.Form} method="post" titleId="wd-open-title" title={t('shift.openTitle')} className="wd-narrow">
      <p className="text-body-secondary">{t('shift.openHint')}</p>
      {order ? (
        <p>
          {t('shift.thenOrder')} <Link to={`/cashier/task/${order}`}>{t('wizard.backToOrder', { n: order })}</Link>
        </p>
      ) : null}
      <input type="hidden" name="intent" value="open" />
      {order ? <input type="hidden" name="order" value={order} /> : null}
      <Field
        label={t('shift.floatLabel')}
        errors={float.errors}
        errorId={float.errorId}
        inputProps={{ ...controlProps(float), inputMode: 'decimal', autoComplete: 'off', required: true, defaultValue: '' }}
      />
      <SubmitButton pending={busy}>{t('shift.open')}</SubmitButton>
    </BlockCard>
  );
}

function OpenShift({ shift }: { shift: ShiftReport }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <div className="row g-3">
      <div className="col-12 col-xl-6 d-flex flex-column gap-3">
        <BlockCard titleId="wd-cash-title" title={t('shift.cashTitle')}>
          <p className="text-body-secondary">
            {t('shift.openedAt', { when: formatDateTime(shift.opened_at, timeZone), who: shift.cashier })}
          </p>
          <CashSummary shift={shift} />
        </BlockCard>
        <BlockCard titleId="wd-methods-title" title={t('shift.methodsTitle')}>
          <MethodTable methods={shift.methods} total={shift.total_net} caption={t('shift.methodsTitle')} />
        </BlockCard>
        <Link to={`/cashier/shifts/${shift.id}`} className="btn btn-outline-secondary btn-lg align-self-start">
          {t('shift.xReport')}
        </Link>
      </div>
      <div className="col-12 col-xl-6 d-flex flex-column gap-3">
        <CloseForm shift={shift} />
        <MoveForm />
        {shift.moves.length ? <Moves shift={shift} /> : null}
      </div>
    </div>
  );
}

function MoveForm() {
  const { t } = useTranslation();
  const { fetcher, busy, field, key: moveKey } = useShiftForm('move');
  const { limits } = useLoaderData<typeof loader>();
  const sum = field('sum');
  const reason = field('reason');
  const kind = field('kind');
  return (
    <BlockCard
      as={fetcher.Form}
      method="post"
      titleId="wd-move-title"
      title={t('shift.moveTitle')}
      key={fetcher.data?.ok ? String(fetcher.data.message) : 'move'}
    >
      <input type="hidden" name="intent" value="move" />
      {/* One key per cash move: the same form sent again records it once. */}
      <input type="hidden" name="key" value={moveKey} />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('shift.moveKind')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {(['in', 'out'] as const).map((k) => (
            <div key={k}>
              <input type="radio" className="btn-check" name="kind" id={`${kind.id}-${k}`} value={k} defaultChecked={k === 'in'} />
              <label className="btn btn-outline-primary btn-lg" htmlFor={`${kind.id}-${k}`}>
                {t(k === 'in' ? 'shift.cashIn' : 'shift.cashOut')}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <Field
        label={t('shift.sumLabel')}
        errors={sum.errors}
        errorId={sum.errorId}
        inputProps={{ ...controlProps(sum), inputMode: 'decimal', autoComplete: 'off', required: true }}
      />
      <Field
        label={t('shift.reason')}
        errors={reason.errors}
        errorId={reason.errorId}
        inputProps={{ ...controlProps(reason), autoComplete: 'off', required: true, maxLength: limits.reason?.maxLength }}
      />
      <SubmitButton pending={busy}>{t('shift.record')}</SubmitButton>
    </BlockCard>
  );
}

function Moves({ shift }: { shift: ShiftReport }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <BlockCard titleId="wd-moves-title" title={t('shift.movesTitle')}>
      <MovesList moves={shift.moves} timeZone={timeZone} />
    </BlockCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
