import { Form, Link, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '~/components/forms';
import type { Order } from '#contract/orders';
import { useApiTexts } from '~/components/orders/api-texts';
import { OrderSummary } from '~/components/orders/order-summary';

/**
 * The final step: the summary, then 'Ключи получены' / 'Ключи у клиента'; after either,
 * 'Назначить исполнителей', «Билет клиента» and 'К новому заказу'.
 */
export function FinalStep({ order, error }: { order: Order; error?: string }) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const navigation = useNavigation();
  const pendingKeys = navigation.state === 'submitting' ? navigation.formData?.get('keys') : undefined;
  const keysDone = order.car.keys !== '';

  return (
    <div className="wd-step">
      <h2 className="h4">{t('wizard.orderAccepted', { n: order.id })}</h2>
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}
      <OrderSummary order={order} />
      {keysDone ? (
        <>
          {order.car.key_cell !== null ? (
            // The master copies this number onto the key tag: big enough to read at arm's length.
            <div className="wd-key-cell mb-3" role="status">
              <div className="text-body-secondary">{t('wizard.keyCell')}</div>
              <div className="wd-key-cell-number">{order.car.key_cell}</div>
            </div>
          ) : (
            <p className="fs-5" role="status">
              {say.keys(order.car.keys_state, order.car.key_cell)}
            </p>
          )}
          <div className="d-flex flex-wrap gap-2">
            <Link to={`/master/task/${order.id}`} className="btn btn-primary btn-lg flex-grow-1 wd-primary-action">
              {t('wizard.assignWorkers')}
            </Link>
            <Link to={`/master/task/${order.id}/ticket`} className="btn btn-outline-secondary btn-lg flex-grow-1 wd-primary-action">
              {t('ticket.open')}
            </Link>
            <Link to="/master/tasks/new" reloadDocument className="btn btn-outline-primary btn-lg flex-grow-1 wd-primary-action">
              {t('wizard.newOrder')}
            </Link>
          </div>
        </>
      ) : (
        <Form method="post" className="d-flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="keys" />
          <input type="hidden" name="order_id" value={order.id} />
          <PendingButton name="keys" value="taken" busy={pendingKeys} className="btn-primary flex-grow-1 wd-primary-action">
            {t('wizard.keysTaken')}
          </PendingButton>
          <PendingButton name="keys" value="left" busy={pendingKeys} className="btn-outline-primary flex-grow-1 wd-primary-action">
            {t('wizard.keysLeft')}
          </PendingButton>
        </Form>
      )}
    </div>
  );
}
