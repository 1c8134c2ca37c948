import { ClientBrief } from '~/components/clients/client-brief';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { OrderHistoryLink } from '~/components/owner/order-history-link';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSubmit } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PendingButton } from '~/components/forms';
import { OrderLines } from '~/components/orders/order-lines';
import { useApiTexts } from '~/components/orders/api-texts';
import { CompleteButton } from '~/components/orders/complete-button';
import { ContractBadge } from '~/components/orders/status-badges';
import { useConfirm } from '~/components/confirm-dialog';
import { AssignWorkers } from './assign-workers';
import { CommentForm } from './comment-form';
import { PhoneField } from './phone-field';
import { StorageBlock } from './storage-block';
import { useResultToast } from '~/utils/use-result-toast';
import { NoScriptResult } from '~/components/no-script-notice';
import { useWatchOrder } from '~/live/live-provider';
import { PushedStatusBadges } from '~/components/orders/pushed-status';
import { useTimeZone } from '~/utils/root-data';
import { formatDateTime, formatPlate } from '~/utils/format';
import { BookingArrival } from './booking-arrival';
import { loadTask, taskAction } from './task.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadTask({ request, context }, params.orderId);
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return withRefusalStatus(taskAction({ request, context }, params.orderId));
}

/** The master's task page (docs/screens.md 'Master task detail'). */
export default function MasterTask() {
  const { t } = useTranslation();
  const say = useApiTexts();
  const { order, client, washWorkers, tireWorkers, stored, arrival, constraint } = useLoaderData<typeof loader>();
  const timeZone = useTimeZone();
  const actionData = useActionData<typeof action>();
  useResultToast(actionData);
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;
  useWatchOrder(order.id);

  return (
    <div className="wd-task">
      <BackToList jobStatus={order.job_status} />
      <header className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('task.title', { n: order.id })}</h1>
        <span className="badge fs-6 wd-plate wd-plate-badge">{formatPlate(order.car.plate_number)}</span>
        <span className="text-body-secondary">{order.car.model_text}</span>
        {/* The statuses show a pushed change at once; the rest of the page comes with the reload it asked for. */}
        <PushedStatusBadges order={order} />
        <ContractBadge order={order} />
        <Link to={`/master/task/${order.id}/print`} className="btn btn-outline-secondary wd-touch">
          {t('print.printWorkOrder')}
        </Link>
        <Link to={`/master/task/${order.id}/ticket`} className="btn btn-outline-secondary wd-touch">
          {t('ticket.open')}
        </Link>
        <OrderHistoryLink orderId={order.id} />
      </header>
      <NoScriptResult result={actionData} />

      {arrival ? <BookingArrival booking={arrival} orderId={order.id} timeZone={timeZone} busy={busyIntent} /> : null}
      {/* The step the master takes next comes first and spans the tablet: no scrolling past the lines to reach it. */}
      {order.is_can_be_started ? (
        <Form method="post" className="mb-3">
          <PendingButton name="intent" value="start" busy={busyIntent} className="btn-primary w-100 wd-main-action">
            {t('task.start')}
          </PendingButton>
        </Form>
      ) : order.can_be_completed ? (
        <div className="mb-3">
          <CompleteButton
            orderId={order.id}
            open={order.items.filter((i) => i.is_open).map(say.lineLabel)}
            question={(lines) => t('task.completeConfirm', { lines })}
            label={t('task.complete')}
            className="btn-success btn-lg w-100 wd-main-action"
          />
        </div>
      ) : order.complete_refusal_code ? (
        // In work with every service canceled: no «Завершить», and why.
        <p className="alert alert-secondary mb-3" role="note">
          {t(`api.${order.complete_refusal_code}`, { ns: 'errors' })}
        </p>
      ) : order.start_refusal_code ? (
        // Waiting, not startable yet: what to do first, where «В работу» will be.
        <p className="alert alert-secondary mb-3 wd-start-why" role="note">
          {t('task.startWhy', { reason: t(`api.${order.start_refusal_code}`, { ns: 'errors' }) })}
        </p>
      ) : null}

      {client ? <ClientBrief client={client} className="mb-3" /> : null}
      <div className="row g-3 mb-3">
        <div className="col-12 col-lg-6">
          <section className="card wd-block h-100">
            <div className="card-body">
              <PhoneField
                phone={order.client?.phone ?? ''}
                editable={order.can_edit_phone}
                rule={order.phone_rule}
                constraint={constraint}
              />
              <dl className="row mb-0">
                <dt className="col-5">{t('task.client')}</dt>
                <dd className="col-7">{order.client?.name ?? '—'}</dd>
                <dt className="col-5">{t('task.keys')}</dt>
                <dd className="col-7">{say.keys(order.car.keys_state, order.car.key_cell) || '—'}</dd>
                <dt className="col-5">{t('task.date')}</dt>
                <dd className="col-7">{formatDateTime(order.datetime, timeZone)}</dd>
                <dt className="col-5">{t('task.master')}</dt>
                <dd className="col-7">{order.master_name ?? '—'}</dd>
              </dl>
            </div>
          </section>
        </div>
        <div className="col-12 col-lg-6">
          <section className="card wd-block h-100">
            <div className="card-body">
              <OrderLines order={order} showCanceled />
            </div>
          </section>
        </div>
      </div>

      {order.can_work_on_lines ? <AssignWorkers order={order} washWorkers={washWorkers} tireWorkers={tireWorkers} /> : null}

      <div className="d-flex flex-wrap gap-2 mb-3">
        {order.can_be_changed ? (
          <Link to={`/master/task/${order.id}/services`} className="btn btn-outline-primary btn-lg">
            {t('task.editServices')}
          </Link>
        ) : null}
        {order.can_be_canceled ? <CancelOrder busy={Boolean(busyIntent)} /> : null}
        {/* In work with every service canceled, the alert in place of «Завершить» already says the refund ends it. */}
        {order.cancel_refusal && !order.complete_refusal_code ? (
          <p className="text-body-secondary small w-100 mb-0">{say.cancelRefusal(order)}</p>
        ) : null}
      </div>

      {order.can_be_changed ? <StorageBlock orderId={order.id} sets={stored} busy={Boolean(busyIntent)} /> : null}

      <CommentForm comment={order.comment} constraint={constraint} />
    </div>
  );
}

const LIST_OF: Record<string, { to: string; menu: string }> = {
  waiting: { to: '/master/tasks/pending', menu: 'menu.pending' },
  in_progress: { to: '/master/tasks/active', menu: 'menu.active' },
  done: { to: '/master/tasks/completed', menu: 'menu.completed' },
};

/** Back to the list the order is in now, named as in the menu (never the action 'В работу'). */
function BackToList({ jobStatus }: { jobStatus: string }) {
  const { t } = useTranslation();
  const list = LIST_OF[jobStatus] ?? { to: '/master/tasks/all', menu: 'menu.all' };
  return (
    <Link to={list.to} className="btn btn-outline-secondary btn-lg mb-3">
      ← {t('task.backTo', { list: t(list.menu) })}
    </Link>
  );
}

function CancelOrder({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const { ask, dialog } = useConfirm();
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-danger btn-lg"
        disabled={busy}
        onClick={() => {
          void ask({ text: t('task.cancelConfirm'), confirm: t('task.cancelOrder') }).then((yes) => {
            if (yes) submit({ intent: 'cancel' }, { method: 'post' });
          });
        }}
      >
        {t('task.cancelOrder')}
      </button>
      {dialog}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
