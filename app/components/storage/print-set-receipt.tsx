import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '#contract/calls';
import { BusinessHeader } from '~/components/business-header';
import { formatDateTime, formatDay, formatPhone, formatPlate } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';

/** A stored set as `storage/set/:id` answers it: what its receipt and labels print. */
export type PrintedSet = CallData<'storage/set/:id'>;

/**
 * The customer's storage receipt (docs/decisions/041-seasonal-tyre-storage.md), on the same
 * 80 mm strip as the order's receipt (`wd-receipt`): who left what, in which cell, until when,
 * and room for both signatures. No money: the season is paid on an order, whose receipt has it.
 */
export function SetReceipt({ set, canEditShop }: { set: PrintedSet; canEditShop: boolean }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  // The depth as the reader writes decimals (7,5 in Russian): it is the only number here not in a fixed format.
  const depth = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const tyres = [set.brand, set.model].filter(Boolean).join(' ');
  const rows: Array<[string, string, string?]> = [
    // The day only: the hour a set came in means nothing to the customer holding the receipt.
    [t('storage.print.takenIn'), formatDateTime(set.stored_at, timeZone).slice(0, 10)],
    [t('storage.print.client'), set.client_name ?? '—'],
    [t('storage.print.phone'), set.phone ? formatPhone(set.phone) : '—'],
    [t('storage.print.plate'), formatPlate(set.plate_number), 'fw-bold wd-plate'],
    [
      t('storage.print.set'),
      `${t('storage.print.pieces', { n: set.count })}, ${set.with_rims ? t('storage.print.withRims') : t('storage.print.withoutRims')}`,
    ],
  ];
  if (tyres) rows.push([t('storage.print.tyres'), tyres]);
  rows.push([t('storage.print.size'), set.size], [t('storage.print.season'), t(`storage.season.${set.season}`)]);
  if (set.tread && set.tread.length > 0)
    rows.push([t('storage.print.tread'), t('storage.print.treadValue', { list: set.tread.map((d) => depth.format(d)).join(' / ') })]);
  if (set.notes) rows.push([t('storage.print.notes'), set.notes]);
  rows.push([t('storage.print.cell'), set.cell ?? '—', 'fs-5 fw-bold']);

  return (
    <article className="wd-receipt card mb-4" aria-labelledby="wd-storage-receipt-title" data-testid="storage-receipt">
      <div className="card-body">
        {set.shop ? (
          <header className="wd-business small text-center mb-2" data-testid="business">
            <div className="fw-bold">{set.shop.name}</div>
            <div>{set.shop.address}</div>
            <div>{t('print.businessPhone', { phone: formatPhone(set.shop.phone) })}</div>
          </header>
        ) : (
          // The same word as the order's receipt: on screen only, with the way to fill them in for the owner.
          <BusinessHeader business={{ profile: null, can_edit: canEditShop }} className="mb-2" />
        )}
        <h1 id="wd-storage-receipt-title" className="h5 text-center mb-2">
          {t('storage.print.receipt', { number: set.number })}
        </h1>
        <dl className="row mb-2 small">
          {rows.map(([term, value, emphasis]) => (
            <Fragment key={term}>
              <dt className="col-5 fw-normal">{term}</dt>
              <dd className={`col-7 mb-1 ${emphasis ?? ''}`}>{value}</dd>
            </Fragment>
          ))}
        </dl>
        <p className="text-center fw-bold mb-4">{t('storage.print.until', { date: formatDay(set.term_until) })}</p>
        <p className="small mb-3">{t('storage.print.handedOver')}</p>
        <p className="small mb-0">{t('storage.print.received')}</p>
      </div>
    </article>
  );
}
