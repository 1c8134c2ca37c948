import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '#contract/shifts';
import { formatMoney } from '~/utils/format';

/** A short drawer in red, one over in amber, an exact one in green. */
const toneOf = (difference: number) => (difference < 0 ? 'text-danger' : difference > 0 ? 'text-warning-emphasis' : 'text-success');

/**
 * The drawer's cash: the float, cash taken and given back, cash put in and taken out, and
 * what it should hold; after the close, what was counted and the difference (below zero the
 * drawer is short). Every figure is the API's.
 */
export function CashSummary({ shift }: { shift: ShiftReport }) {
  const { t } = useTranslation();
  const rows: Array<[string, number, string?]> = [
    ['shift.float', shift.opening_float],
    ['shift.cashPaid', shift.cash_paid],
    ['shift.cashRefunded', -shift.cash_refunded],
    ['shift.cashIn', shift.cash_in],
    ['shift.cashOut', -shift.cash_out],
  ];
  const difference = shift.difference;
  return (
    <dl className="row mb-0 wd-figures">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="col-7 fw-normal">{t(label)}</dt>
          <dd className="col-5 text-end text-nowrap">{formatMoney(value)}</dd>
        </Fragment>
      ))}
      <dt className="col-7 fs-5">{t('shift.expected')}</dt>
      <dd className="col-5 text-end text-nowrap fs-5 fw-bold" data-testid="expected-cash">
        {formatMoney(shift.expected_cash)}
      </dd>
      {shift.counted_cash !== null && difference !== null ? (
        <>
          <dt className="col-7">{t('shift.counted')}</dt>
          <dd className="col-5 text-end text-nowrap fw-semibold">{formatMoney(shift.counted_cash)}</dd>
          <dt className="col-7 fs-5">{t('shift.difference')}</dt>
          <dd className={`col-5 text-end text-nowrap fs-5 fw-bold ${toneOf(difference)}`} data-testid="difference">
            {formatMoney(difference)}
          </dd>
          <dd className="col-12 text-body-secondary small">
            {t(difference < 0 ? 'shift.short' : difference > 0 ? 'shift.over' : 'shift.exact')}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
