import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import { useTimeZone } from '~/utils/root-data';
import { formatDateTime, formatMoney, formatPlate, formatQuantity } from '~/utils/format';
import { useApiTexts } from './api-texts';
import { SummaryCardLines } from './summary-card-lines';
import { withoutCanceled } from '~/components/orders/status-display';
import { PhoneText } from '~/components/phone-text';

/**
 * docs/screens.md 'Order summary view': a table on desktop (Заказ №, Дата, Номер ТС, Телефон,
 * Услуги, Сумма без скидок, С учётом скидок), the same fields one per row on a tablet, and a card on phones
 * with the totals with and without discounts and the service list folded, each line with
 * its delete button.
 */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const timeZone = useTimeZone();
  const lines = withoutCanceled(order.items);
  const services = lines.map((i) => `${say.lineLabel(i)}${formatQuantity(i.quantity)}`).join(', ');
  const columns: Array<{ label: string; value: ReactNode; className?: string }> = [
    { label: t('summary.number'), value: order.id },
    { label: t('summary.date'), value: formatDateTime(order.datetime, timeZone), className: 'text-nowrap' },
    { label: t('summary.plate'), value: formatPlate(order.car.plate_number), className: 'text-nowrap fw-bold' },
    { label: t('summary.phone'), value: order.client?.phone ? <PhoneText phone={order.client.phone} /> : '—', className: 'text-nowrap' },
    { label: t('summary.services'), value: services },
    { label: t('summary.withoutDiscounts'), value: formatMoney(order.total_sum), className: 'text-nowrap' },
  ];
  // In the desk table the money columns are right-aligned, under their headings.
  const alignEnd = (i: number) => (i >= columns.length - 1 ? 'text-end' : '');
  // What the client pays as well, as the phone's card shows it: the desk's seventh column, the tablet's last row.
  const rows = [
    ...columns,
    {
      label: t('summary.after'),
      value: `${formatMoney(order.sum_final)}${order.discount > 0 ? ` (${t('wizard.discountBadge', { n: order.discount })})` : ''}`,
      className: 'text-nowrap fw-bold',
    },
  ];
  return (
    <>
      {/* A desk screen has room for the seven columns side by side. */}
      <div className="card wd-block d-none d-xl-block mb-3">
        <table className="table align-middle mb-0">
          <thead>
            <tr>
              {rows.map((c, i) => (
                <th key={c.label} scope="col" className={`${i === 0 ? 'text-nowrap' : ''} ${alignEnd(i)}`.trim() || undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {rows.map((c, i) => (
                <td key={c.label} className={`${c.className ?? ''} ${alignEnd(i)}`.trim() || undefined}>
                  {c.value}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      {/* Beside a tablet's icon rail they would not fit in every language: one row per field. */}
      <div className="card wd-block d-none d-md-block d-xl-none mb-3">
        <table className="table align-middle mb-0">
          <tbody>
            {rows.map((c) => (
              <tr key={c.label}>
                <th scope="row" className="text-body-secondary fw-normal w-25">
                  {c.label}
                </th>
                <td className={c.className}>{c.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="card wd-block d-md-none mb-3">
        <div className="card-body">
          <div className="fs-4 fw-bold">{formatPlate(order.car.plate_number)}</div>
          {order.client?.phone ? (
            <a href={`tel:${order.client.phone}`} className="text-nowrap">
              <PhoneText phone={order.client.phone} />
            </a>
          ) : null}
          <div className="small text-body-secondary">
            {t('orders.numbered', { n: order.id })} · {formatDateTime(order.datetime, timeZone)}
          </div>
          <SummaryCardLines order={order} />
        </div>
      </div>
    </>
  );
}
