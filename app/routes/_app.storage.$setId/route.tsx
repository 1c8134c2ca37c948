import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '~/utils/idempotency-key';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { formatDateTime, formatDay, formatMoney, formatPlate } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { useResultToast } from '~/utils/use-result-toast';
import { NoScriptResult } from '~/components/no-script-notice';
import { setAction, setLoader } from './set.server';
import { PhoneText } from '~/components/phone-text';
import { withRefusalStatus } from '~/utils/refusal-status.server';

export const loader = ({ request, context, params }: LoaderFunctionArgs) => setLoader({ request, context }, params.setId);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  withRefusalStatus(setAction({ request, context }, params.setId));

/**
 * A stored set (docs/decisions/041-seasonal-tyre-storage.md): its cell first, large; what it is
 * and whose; its receipt and labels to print; «Выдать» (saying beforehand what its months past
 * the term will cost) and «Переложить»; and its history, when it came, moved and went.
 */
export default function TyreSetPage() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  // «7,5» in Russian, «7.5» in English: the reader's own decimal mark.
  const millimetres = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const { set, freeCells } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useResultToast(result);
  const busy = useNavigation().state !== 'idle';
  // Sent again (a lost answer), the give answers the first one instead of «уже выдан».
  const [giveKey] = useState(newIdempotencyKey);
  const stored = set.given_at === null;
  const rows: Array<[string, React.ReactNode]> = [
    [t('storage.client'), set.client_id ? <Link to={`/clients/${set.client_id}`}>{set.client_name ?? t('storage.noName')}</Link> : '—'],
    [t('storage.phone'), set.phone ? <PhoneText phone={set.phone} /> : '—'],
    [t('storage.plate'), formatPlate(set.plate_number)],
    [t('storage.setLabel'), [`${set.count} ${t('storage.pieces')}`, set.brand, set.model].filter(Boolean).join(' ')],
    [t('storage.size'), set.size],
    [t('storage.seasonLabel'), `${t(`storage.season.${set.season}`)}, ${set.with_rims ? t('storage.rims') : t('storage.noRims')}`],
    [t('storage.tread'), set.tread?.length ? set.tread.map((mm) => millimetres.format(mm)).join(' · ') : '—'],
    [t('storage.notes'), set.notes || '—'],
    [t('storage.storedAt'), formatDateTime(set.stored_at, timeZone)],
    [t('storage.termLabel'), formatDay(set.term_until)],
  ];
  return (
    <>
      <PageHeader title={t('storage.number', { number: set.number })}>
        <div className="d-flex flex-wrap gap-2">
          <Link to="/storage" className="btn btn-outline-secondary btn-lg">
            ← {t('storage.title')}
          </Link>
          <Link to={`/storage/${set.id}/print`} className="btn btn-primary btn-lg wd-touch">
            {t('storage.printAll')}
          </Link>
        </div>
      </PageHeader>
      <NoScriptResult result={result} />
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <span className="badge text-bg-dark fs-2 wd-cell-badge" aria-label={t('storage.cellNamed', { cell: set.cell ?? '—' })}>
          {set.cell ?? '—'}
        </span>
        <span className={`fs-5 ${set.overdue ? 'text-danger fw-semibold' : ''}`} role="status">
          {!stored
            ? t('storage.givenAt', { at: formatDateTime(set.given_at!, timeZone) })
            : set.overdue
              ? t('storage.overdueFor', { count: set.overdue_now })
              : t('storage.storedUntil', { date: formatDay(set.term_until) })}
        </span>
      </div>
      <div className="row g-3">
        <div className="col-12 col-lg-7">
          <BlockCard titleId="wd-set-what" title={t('storage.whatAndWhose')}>
            <dl className="row mb-0">
              {rows.map(([label, value]) => (
                <div key={label} className="col-12 d-flex flex-wrap gap-2 border-bottom py-1">
                  <dt className="fw-normal text-body-secondary wd-set-label">{label}</dt>
                  <dd className="mb-0 fw-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            {set.take_order_id ? (
              <p className="mt-2 mb-0">
                <Link to={`/master/task/${set.take_order_id}`}>{t('storage.takeOrder', { id: set.take_order_id })}</Link>
              </p>
            ) : null}
          </BlockCard>
        </div>
        <div className="col-12 col-lg-5 d-grid gap-3 align-content-start">
          {stored ? (
            <BlockCard as={Form} method="post" titleId="wd-set-give" title={t('storage.giveTitle')}>
              <input type="hidden" name="intent" value="give" />
              <input type="hidden" name="idempotency_key" value={giveKey} />
              <p>
                {set.overdue_now > 0
                  ? set.overdue_now_sum === null
                    ? t('storage.giveOverdueNoPrice', { count: set.overdue_now })
                    : t('storage.giveOverdue', { count: set.overdue_now, sum: formatMoney(set.overdue_now_sum) })
                  : t('storage.giveInTime')}
              </p>
              <p className="small text-body-secondary">{t('storage.giveInOrderHint')}</p>
              <button type="submit" className="btn btn-success btn-lg w-100 wd-touch" disabled={busy}>
                {t('storage.give')}
              </button>
            </BlockCard>
          ) : null}
          {stored ? (
            <BlockCard as={Form} method="post" titleId="wd-set-move" title={t('storage.moveTitle')}>
              <input type="hidden" name="intent" value="move" />
              <label htmlFor="wd-set-move-cell" className="form-label">
                {t('storage.moveTo')}
              </label>
              <select id="wd-set-move-cell" name="cell_id" className="form-select form-select-lg mb-2" required>
                {freeCells.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
              <button type="submit" className="btn btn-outline-primary btn-lg w-100 wd-touch" disabled={busy || freeCells.length === 0}>
                {t('storage.move')}
              </button>
            </BlockCard>
          ) : null}
          <BlockCard titleId="wd-set-history" title={t('storage.history')}>
            <ol className="list-unstyled mb-0">
              {set.history.map((h, i) => (
                <li key={i} className="border-bottom py-1">
                  <span className="fw-semibold">{t(`storage.event.${h.kind}`, { cell: h.cell })}</span>{' '}
                  <span className="text-body-secondary">
                    {formatDateTime(h.at, timeZone)}
                    {h.by ? ` · ${h.by}` : ''}
                    {h.order_id ? ` · ${t('storage.orderShort', { id: h.order_id })}` : ''}
                  </span>
                </li>
              ))}
            </ol>
          </BlockCard>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
