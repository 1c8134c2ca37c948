import { useTranslation } from 'react-i18next';
import { ScrollBox } from '../scroll-box';
import type { MethodTotals } from '#contract/shifts';
import { formatMoney } from '~/utils/format';
import { methodKey } from './method-label';

/**
 * Money by payment method: taken (and how many payments), given back, and what stays; `total`
 * is the API's. A phone has no room for the «Возвращено» column: what was given back is said
 * under what was taken there, so that the row still adds up on the screen.
 */
export function MethodTable({ methods, total, caption }: { methods: readonly MethodTotals[]; total: number; caption: string }) {
  const { t } = useTranslation();
  if (!methods.length) return <p className="text-body-secondary mb-0">{t('shift.noPayments')}</p>;
  return (
    <ScrollBox label={caption}>
      <table className="table align-middle mb-0 wd-figures">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('shift.method')}</th>
            <th scope="col" className="text-end">
              {t('shift.paid')}
            </th>
            <th scope="col" className="text-end d-none d-sm-table-cell">
              {t('shift.refunded')}
            </th>
            <th scope="col" className="text-end">
              {t('shift.net')}
            </th>
          </tr>
        </thead>
        <tbody>
          {methods.map((m) => (
            <tr key={`${m.method}-${m.fuel_card_name ?? ''}`}>
              <th scope="row" className="fw-normal">
                {t(methodKey(m))}
              </th>
              <td className="text-end">
                <span className="text-nowrap">{formatMoney(m.paid)}</span>
                <span className="d-block text-body-secondary small text-nowrap">{t('shift.count', { count: m.payments })}</span>
                {m.refunds ? (
                  <span className="d-block d-sm-none small">
                    {t('shift.refunded')} <span className="text-nowrap">{formatMoney(m.refunded)}</span>
                  </span>
                ) : null}
              </td>
              <td className="text-end d-none d-sm-table-cell">
                {m.refunds ? (
                  <>
                    <span className="text-nowrap">{formatMoney(m.refunded)}</span>
                    <span className="d-block text-body-secondary small text-nowrap">{t('shift.refundCount', { count: m.refunds })}</span>
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className="text-end text-nowrap fw-semibold">{formatMoney(m.net)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('shift.total')}</th>
            <td colSpan={3} className="text-end fw-bold text-nowrap">
              {formatMoney(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  );
}
