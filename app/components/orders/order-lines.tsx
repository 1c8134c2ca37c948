import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import { formatMoney, formatQuantity } from '~/utils/format';
import { useApiTexts } from './api-texts';
import { isCanceled, withoutCanceled } from '~/components/orders/status-display';

const CANCELED_LINE = 'text-decoration-line-through text-body-secondary';

/**
 * The order's service lines with their sums, then 'Без скидок', the discount and parking when there are any,
 * and 'С учётом скидок' (the order summary and the master's task page), all as the
 * API derived them. Canceled lines are struck through.
 */
export function OrderLines({ order, showCanceled = false }: { order: Order; showCanceled?: boolean }) {
  const services = order.items.filter((i) => i.kind !== 'parking');
  const lines = showCanceled ? services : withoutCanceled(services);
  return (
    <>
      <ul className="list-unstyled my-2">
        {lines.map((i) => (
          <li key={i.order_item_id} className={`d-flex justify-content-between gap-2 ${isCanceled(i) ? CANCELED_LINE : ''}`}>
            <span>
              {i.name}
              {formatQuantity(i.quantity)}
              <LineSize line={i} />
            </span>
            <span className="text-nowrap">{formatMoney(i.sum_before_discount)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} />
    </>
  );
}

/** A tyre line's size under its name («R16, Стандартный»), as it was taken; nothing for other lines. */
export function LineSize({ line }: { line: Pick<Order['items'][number], 'tire_size'> }) {
  const size = useApiTexts().tireSize(line);
  return size ? <span className="d-block small text-body-secondary">{size}</span> : null;
}

/** 'Без скидок', the discount and parking when there are any, and 'С учётом скидок', as the API derived them. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="d-flex justify-content-between border-top pt-2">
        <span>{t('summary.before')}</span>
        <span className="text-nowrap">{formatMoney(order.total_sum)}</span>
      </div>
      {/* The discount as a line of its own, so that the figures shown add up to the final sum. */}
      {order.discount_sum > 0 ? (
        <div className="d-flex justify-content-between">
          <span>{t('cashier.discountSum', { n: order.discount })}</span>
          <span className="text-nowrap">−{formatMoney(order.discount_sum)}</span>
        </div>
      ) : null}
      {order.parking_sum > 0 ? (
        <div className="d-flex justify-content-between">
          <span>{t('cashier.parking')}</span>
          <span className="text-nowrap">{formatMoney(order.parking_sum)}</span>
        </div>
      ) : null}
      <div className="d-flex justify-content-between fw-bold">
        <span>
          {t('summary.after')}
          {order.discount > 0 ? ` (${t('wizard.discountBadge', { n: order.discount })})` : ''}
        </span>
        <span className="text-nowrap">{formatMoney(order.sum_final)}</span>
      </div>
    </>
  );
}
