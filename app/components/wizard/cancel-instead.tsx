import { useSubmit } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import { useConfirm } from '~/components/confirm-dialog';
import { useApiTexts } from '~/components/orders/api-texts';

/**
 * The services edit of a taken order with every service taken out: an order is not kept
 * without services (the API refuses to delete the last one, docs/domain.md), so instead of
 * saving it offers «Отменить заказ», as the task page does, or says why the order cannot be
 * canceled (money is on it).
 */
export function CancelInstead({ order }: { order: Order }) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const submit = useSubmit();
  const { ask, dialog } = useConfirm();
  return (
    <div className="d-flex flex-column gap-2 w-100">
      <p className="mb-0" role="status">
        {t('wizard.cancelInstead')}
      </p>
      {order.can_be_canceled ? (
        <button
          type="button"
          className="btn btn-outline-danger btn-lg wd-primary-action"
          onClick={() => {
            void ask({ text: t('task.cancelConfirm'), confirm: t('task.cancelOrder') }).then((yes) => {
              // The task page's own cancel: it answers with the order canceled, and its toast.
              if (yes) submit({ intent: 'cancel' }, { method: 'post', action: `/master/task/${order.id}` });
            });
          }}
        >
          {t('task.cancelOrder')}
        </button>
      ) : null}
      {order.cancel_refusal ? <p className="text-body-secondary small mb-0">{say.cancelRefusal(order)}</p> : null}
      {dialog}
    </div>
  );
}
