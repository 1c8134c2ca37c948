import { Form, useNavigation } from '@remix-run/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import { formatMoney, formatQuantity } from '~/utils/format';
import { ChevronIcon, TrashIcon } from '../icons';
import { LineSize, OrderTotals } from './order-lines';
import { withoutCanceled } from '~/components/orders/status-display';

/**
 * The phone card of the order summary (docs/screens.md 'Order summary view'): the service list
 * folds behind a toggle with the count and the total; each line has its delete button where the
 * API says it may go (never the last service: the order is canceled instead). The totals stay in view.
 */
export function SummaryCardLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navigation = useNavigation();
  const removing = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'remove-line';
  const lines = withoutCanceled(order.items).filter((i) => i.kind !== 'parking');

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary wd-touch w-100 justify-content-between fw-semibold mt-2"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        <span>{t('summary.servicesToggle', { n: lines.length, sum: formatMoney(order.total_sum) })}</span>
        <ChevronIcon up={open} />
      </button>
      <ul id={listId} className={`list-unstyled my-2 ${open ? '' : 'd-none'}`}>
        {lines.map((i) => (
          <li key={i.order_item_id} className="d-flex align-items-center gap-2 py-1 border-bottom">
            <span className="flex-grow-1">
              {i.name}
              {formatQuantity(i.quantity)}
              <LineSize line={i} />
            </span>
            <span className="text-nowrap">{formatMoney(i.sum_before_discount)}</span>
            {i.can_delete && i.service_id ? (
              <Form method="post" replace preventScrollReset>
                <input type="hidden" name="intent" value="remove-line" />
                <input type="hidden" name="order_id" value={order.id} />
                <input type="hidden" name="service_id" value={i.service_id} />
                <input type="hidden" name="is_wash" value={i.is_wash ? '1' : '0'} />
                {i.radius_id ? <input type="hidden" name="radius_id" value={i.radius_id} /> : null}
                {i.profile_id ? <input type="hidden" name="profile_id" value={i.profile_id} /> : null}
                <button
                  type="submit"
                  className="btn btn-outline-danger wd-touch"
                  aria-label={t('wizard.remove', { name: i.name })}
                  disabled={removing}
                >
                  <TrashIcon />
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ul>
      <OrderTotals order={order} />
    </>
  );
}
