import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import type { Order } from '#contract/orders';
import { useTimeZone } from '~/utils/root-data';
import { formatDateTime, formatMoney } from '~/utils/format';
import { useApiTexts } from '~/components/orders/api-texts';
import { isCanceled } from '~/components/orders/status-display';

/**
 * The order's money as the API derived it (the cashier's order page): services, the
 * discount and its reason, parking, the final sum, what was paid and given back, and what
 * is left to pay or to give back. Nothing is computed here.
 */
export function MoneySummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const timeZone = useTimeZone();
  return (
    <BlockCard titleId="wd-money-title" title={t('cashier.money')}>
      <dl className="row mb-0 wd-money">
        <dt className="col-7 col-sm-8 fw-normal">{t('cashier.total')}</dt>
        <dd className="col-5 col-sm-4 text-end text-nowrap">{formatMoney(order.total_sum)}</dd>
        <dt className="col-7 col-sm-8 fw-normal">
          {t('cashier.discountSum', { n: order.discount })}
          {order.discount_reason ? <div className="small text-body-secondary">{say.discountReason(order)}</div> : null}
        </dt>
        <dd className="col-5 col-sm-4 text-end text-nowrap">
          {order.discount_sum > 0 ? '−' : ''}
          {formatMoney(order.discount_sum)}
        </dd>
        {order.parking ? (
          <>
            <dt className="col-7 col-sm-8 fw-normal">{t('cashier.parking')}</dt>
            <dd className="col-5 col-sm-4 text-end text-nowrap">{formatMoney(order.parking_sum)}</dd>
          </>
        ) : null}
        <dt className="col-7 col-sm-8">{t('cashier.final')}</dt>
        <dd className="col-5 col-sm-4 text-end text-nowrap fw-bold">{formatMoney(order.sum_final)}</dd>
        <dt className="col-7 col-sm-8 fw-normal">{t('cashier.paid')}</dt>
        <dd className="col-5 col-sm-4 text-end text-nowrap">{formatMoney(order.total_paid)}</dd>
        {order.total_refunded > 0 ? (
          <>
            <dt className="col-7 col-sm-8 fw-normal">{t('cashier.refunded')}</dt>
            <dd className="col-5 col-sm-4 text-end text-nowrap">−{formatMoney(order.total_refunded)}</dd>
          </>
        ) : null}
        {order.refund_due > 0 ? (
          <>
            <dt className="col-7 col-sm-8 text-warning-emphasis">{t('cashier.refundDue')}</dt>
            <dd className="col-5 col-sm-4 text-end text-nowrap fw-bold text-warning-emphasis" data-testid="refund-due">
              {formatMoney(order.refund_due)}
            </dd>
          </>
        ) : isCanceled(order) ? null : (
          <>
            <dt className="col-7 col-sm-8">{t('cashier.toPay')}</dt>
            <dd
              className={`col-5 col-sm-4 text-end text-nowrap fw-bold ${order.pay_sum > 0 ? 'text-danger-emphasis' : ''}`}
              data-testid="to-pay"
            >
              {formatMoney(order.pay_sum)}
            </dd>
          </>
        )}
        {/* When it was paid up, once it is: on an unpaid order a dash here read like a status. */}
        {order.pay_at ? (
          <>
            <dt className="col-6 fw-normal">{t('cashier.paidAt')}</dt>
            <dd className="col-6 text-end text-nowrap">{formatDateTime(order.pay_at, timeZone)}</dd>
          </>
        ) : null}
      </dl>
    </BlockCard>
  );
}
