import { useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import type { loader as rootLoader } from '~/root';
import { formatDateTime, formatMoney, formatPhone, formatPlate } from '~/utils/format';
import { useApiTexts } from './api-texts';
import { SummaryCardLines } from './summary-card-lines';

/**
 * docs/screens.md 'Order summary view': a table on desktop (Заказ №, Дата, Номер ТС, Телефон,
 * Услуги, Сумма без скидок), a card on phones with the totals with and without discounts and
 * the service list folded, each line with its delete button.
 */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const timeZone = useRouteLoaderData<typeof rootLoader>('root')?.timeZone ?? 'Europe/Moscow';
  const lines = order.items.filter((i) => i.job_status !== 'canceled');
  const services = lines.map((i) => `${say.lineName(i)}${i.quantity > 1 ? ` × ${i.quantity}` : ''}`).join(', ');
  return (
    <>
      <div className="card wd-block d-none d-md-block mb-3">
        <div className="table-responsive">
          <table className="table align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('summary.number')}</th>
                <th scope="col">{t('summary.date')}</th>
                <th scope="col">{t('summary.plate')}</th>
                <th scope="col">{t('summary.phone')}</th>
                <th scope="col">{t('summary.services')}</th>
                <th scope="col" className="text-end">{t('summary.withoutDiscounts')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>{order.id}</td>
                <td className="text-nowrap">{formatDateTime(order.datetime, timeZone)}</td>
                <td className="text-nowrap fw-bold">{formatPlate(order.car.plate_number)}</td>
                <td className="text-nowrap">{order.client?.phone ? formatPhone(order.client.phone) : '—'}</td>
                <td>{services}</td>
                <td className="text-end text-nowrap">{formatMoney(order.total_sum)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </div>
      <div className="card wd-block d-md-none mb-3">
        <div className="card-body">
          <div className="fs-4 fw-bold">{formatPlate(order.car.plate_number)}</div>
          {order.client?.phone ? (
            <a href={`tel:${order.client.phone}`} className="text-nowrap">
              {formatPhone(order.client.phone)}
            </a>
          ) : null}
          <div className="small text-body-secondary">
            №{order.id} · {formatDateTime(order.datetime, timeZone)}
          </div>
          <SummaryCardLines order={order} />
        </div>
      </div>
    </>
  );
}
