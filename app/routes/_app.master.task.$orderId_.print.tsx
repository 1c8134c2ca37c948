import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BusinessHeader } from '~/components/business-header';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ScrollBox } from '~/components/scroll-box';
import { useApiTexts } from '~/components/orders/api-texts';
import { PrintButton } from '~/components/print-button';
import { isMaster } from '~/utils/areas';
import { formatDateTime, formatPlate } from '~/utils/format';
import { loadPrintedOrder } from '~/utils/business-loader.server';
import { useTimeZone } from '~/utils/root-data';
import { withoutCanceled } from '~/components/orders/status-display';

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadPrintedOrder({ request, context }, isMaster, params.orderId);

/**
 * «Заказ-наряд» for the bay (docs/screens.md 'Printing'): the plate large, the car, each
 * service with its quantity and workers, the keys' cell and the comment, on one A4 page; a
 * box for the worker's signature. No money: the bay needs the work, the desk the sums.
 */
export default function WorkOrderPage() {
  const { t } = useTranslation();
  const say = useApiTexts();
  const timeZone = useTimeZone();
  const { order, business } = useLoaderData<typeof loader>();
  const lines = withoutCanceled(order.items).filter((i) => i.kind !== 'parking');
  return (
    <article className="wd-print-page wd-work-order" aria-labelledby="wd-work-order-title">
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Link to={`/master/task/${order.id}`} className="btn btn-outline-secondary btn-lg">
          ← {t('print.backToOrder')}
        </Link>
        <PrintButton />
      </div>
      <BusinessHeader business={business} className="mb-3" />
      <h1 id="wd-work-order-title" className="h3">
        {t('print.workOrder', { n: order.id })}
      </h1>
      <p className="display-5 fw-bold wd-plate mb-1">{formatPlate(order.car.plate_number)}</p>
      <p className="fs-4 mb-3">{order.car.model_text}</p>
      <dl className="row mb-3">
        <dt className="col-4">{t('print.taken')}</dt>
        <dd className="col-8">{formatDateTime(order.datetime, timeZone)}</dd>
        <dt className="col-4">{t('task.master')}</dt>
        <dd className="col-8">{order.master_name ?? '—'}</dd>
        <dt className="col-4">{t('task.keys')}</dt>
        <dd className="col-8 fs-5 fw-semibold">
          {order.car.key_cell !== null && order.car.keys_state === 'cell'
            ? t('print.cell', { n: order.car.key_cell })
            : say.keys(order.car.keys_state, order.car.key_cell) || '—'}
        </dd>
        {order.comment ? (
          <>
            <dt className="col-4">{t('print.comment')}</dt>
            <dd className="col-8">{order.comment}</dd>
          </>
        ) : null}
      </dl>
      <ScrollBox label={t('summary.services')}>
        <table className="table table-bordered align-middle">
          <caption className="visually-hidden">{t('summary.services')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('print.service')}</th>
              <th scope="col" className="text-end">
                {t('print.quantity')}
              </th>
              <th scope="col">{t('task.workers')}</th>
              <th scope="col" style={{ width: '18%' }}>
                {t('print.done')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((i) => (
              <tr key={i.order_item_id}>
                <td>{say.lineLabel(i)}</td>
                <td className="text-end">{i.quantity}</td>
                <td>{i.workers.map((w) => w.name).join(', ') || '—'}</td>
                <td />
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <p className="mt-5">{t('print.signature')}</p>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
