import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessHeader } from '~/components/business-header';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useApiTexts } from '~/components/orders/api-texts';
import { PrintButton } from '~/components/print-button';
import { methodKey } from '~/components/shifts/method-label';
import { isCashierArea } from '~/utils/areas';
import { formatDateTime, formatMoney, formatPlate, formatQuantity } from '~/utils/format';
import { loadPrintedOrder } from '~/utils/business-loader.server';
import { useTimeZone } from '~/utils/root-data';
import { withoutCanceled } from '~/components/orders/status-display';

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadPrintedOrder({ request, context }, isCashierArea, params.orderId);

/**
 * The customer's receipt (docs/screens.md 'Printing'): not a fiscal one (that one the cash
 * register prints), on an 80 mm strip: the services with their sums, the discount, parking,
 * the total, and each payment and refund by method. Every figure is the API's.
 */
export default function ReceiptPage() {
  const { t } = useTranslation();
  const say = useApiTexts();
  const timeZone = useTimeZone();
  const { order, business } = useLoaderData<typeof loader>();
  const lines = withoutCanceled(order.items);
  return (
    <div>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Link to={`/cashier/task/${order.id}`} className="btn btn-outline-secondary btn-lg">
          ← {t('print.backToOrder')}
        </Link>
        <PrintButton />
      </div>
      <article className="wd-receipt card" aria-labelledby="wd-receipt-title">
        <div className="card-body">
          <BusinessHeader business={business} className="text-center mb-2" />
          <h1 id="wd-receipt-title" className="h5 text-center mb-1">
            {t('print.receipt', { n: order.id })}
          </h1>
          <p className="text-center small mb-2">{formatDateTime(order.pay_at ?? order.done_at ?? order.datetime, timeZone)}</p>
          <p className="text-center fw-bold mb-2">
            {formatPlate(order.car.plate_number)} · {order.car.model_text}
          </p>
          <table className="table table-sm mb-2">
            <caption className="visually-hidden">{t('summary.services')}</caption>
            <tbody>
              {lines.map((i) => (
                <tr key={i.order_item_id}>
                  <td>
                    {say.lineLabel(i)}
                    {formatQuantity(i.quantity)}
                  </td>
                  <td className="text-end text-nowrap">{formatMoney(i.sum_before_discount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="row mb-2 small">
            {order.discount_sum > 0 ? (
              <>
                <dt className="col-7 fw-normal">{t('cashier.discountSum', { n: order.discount })}</dt>
                <dd className="col-5 text-end mb-0">−{formatMoney(order.discount_sum)}</dd>
              </>
            ) : null}
            <dt className="col-7 fs-6">{t('print.total')}</dt>
            <dd className="col-5 text-end fs-6 fw-bold mb-0" data-testid="receipt-total">
              {formatMoney(order.sum_final)}
            </dd>
            {/* Each payment a term and its sum, as every other row: a list of terms holds nothing else. */}
            {order.pay_transactions.map((p) => (
              <Fragment key={p.id}>
                <dt className="col-7 fw-normal">
                  {p.kind === 'refund' ? `${t('cashier.refundLine')}: ` : ''}
                  {t(methodKey(p))}
                </dt>
                <dd className="col-5 text-end text-nowrap mb-0">{p.kind === 'refund' ? `−${formatMoney(-p.sum)}` : formatMoney(p.sum)}</dd>
              </Fragment>
            ))}
            {order.pay_sum > 0 ? (
              <>
                <dt className="col-7">{t('cashier.toPay')}</dt>
                <dd className="col-5 text-end mb-0">{formatMoney(order.pay_sum)}</dd>
              </>
            ) : null}
          </dl>
          <p className="text-center small mb-0">{t('print.notFiscal')}</p>
        </div>
      </article>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
