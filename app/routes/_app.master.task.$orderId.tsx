import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation, useRouteLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { OrderLines } from '~/components/orders/order-lines';
import { useApiTexts } from '~/components/orders/api-texts';
import { JobStatusBadge, PayStatusBadge } from '~/components/orders/status-badges';
import { ItemRow } from '~/components/task/item-row';
import { useResultToast } from '~/components/task/use-result-toast';
import { useWatchOrder } from '~/live/live-provider';
import type { loader as rootLoader } from '~/root';
import { formatDateTime, formatPhone, formatPlate } from '~/utils/format';
import type { ActionResult } from '~/utils/action-result';
import { PHONE_EXAMPLE, maskPhoneInput, phoneFromInput } from '~/utils/phone-mask';
import { loadTask, taskAction } from '~/utils/task.server';

export function loader({ request, params }: LoaderFunctionArgs) {
  return loadTask(request, params.orderId);
}

export function action({ request, params }: ActionFunctionArgs) {
  return taskAction(request, params.orderId);
}

/** The master's task page (docs/screens.md 'Master task detail'). */
export default function MasterTask() {
  const { t } = useTranslation();
  const say = useApiTexts();
  const { order, washWorkers, tireWorkers } = useLoaderData<typeof loader>();
  const timeZone = useRouteLoaderData<typeof rootLoader>('root')?.timeZone ?? 'Europe/Moscow';
  const actionData = useActionData<typeof action>();
  useResultToast(actionData);
  const navigation = useNavigation();
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : undefined;
  useWatchOrder(order.id);

  return (
    <div className="wd-task">
      <Link to="/master/tasks/active" className="btn btn-outline-secondary btn-lg mb-3">
        ← {t('task.back')}
      </Link>
      <header className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('task.title', { n: order.id })}</h1>
        <span className="badge fs-6 wd-plate wd-plate-badge">{formatPlate(order.car.plate_number)}</span>
        <span className="text-body-secondary">{order.car.model_text}</span>
        <JobStatusBadge status={order.job_status} />
        <PayStatusBadge status={order.pay_status} />
      </header>

      <div className="row g-3 mb-3">
        <div className="col-12 col-lg-6">
          <section className="card wd-block h-100">
            <div className="card-body">
              <PhoneField phone={order.client?.phone ?? ''} editable={order.can_edit_phone} />
              <dl className="row mb-0">
                {order.contract_text ? <dd className="col-12 text-primary">{say.contract(order)}</dd> : null}
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

      {order.job_status !== 'done' && order.job_status !== 'canceled' ? (
        <section className="card wd-block mb-3" aria-labelledby="wd-assign">
          <div className="card-body">
            <h2 id="wd-assign" className="h5">
              {t('task.assignTitle')}
            </h2>
            <div className="table-responsive">
              <table className="table align-middle mb-0 wd-assign-table">
                <thead>
                  <tr>
                    <th scope="col">{t('task.service')}</th>
                    <th scope="col">{t('task.workers')}</th>
                    <th scope="col" className="text-end">
                      <span className="visually-hidden">{t('task.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((item) => (
                    <ItemRow key={`${item.order_item_id}-${item.workers.map((w) => w.id).join('.')}`} item={item} workers={item.is_wash ? washWorkers : tireWorkers} paid={order.pay_transactions.length > 0} />
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </section>
      ) : null}

      <div className="d-flex flex-wrap gap-2 mb-3">
        {order.can_be_changed ? (
          <Link to={`/master/tasks/new?order=${order.id}`} className="btn btn-outline-primary btn-lg">
            {t('task.editServices')}
          </Link>
        ) : null}
        <Form method="post" className="d-flex flex-wrap gap-2">
          {order.is_can_be_started ? (
            <button type="submit" name="intent" value="start" className="btn btn-primary btn-lg wd-primary-action" disabled={Boolean(busyIntent)}>
              {t('task.start')}
            </button>
          ) : null}
          {order.can_be_completed ? (
            <button type="submit" name="intent" value="complete" className="btn btn-success btn-lg wd-primary-action" disabled={Boolean(busyIntent)}>
              {t('task.complete')}
            </button>
          ) : null}
          {order.can_be_canceled ? (
            <button
              type="submit"
              name="intent"
              value="cancel"
              className="btn btn-outline-danger btn-lg"
              disabled={Boolean(busyIntent)}
              onClick={(e) => {
                if (!window.confirm(t('task.cancelConfirm'))) e.preventDefault();
              }}
            >
              {t('task.cancelOrder')}
            </button>
          ) : null}
        </Form>
        {order.cancel_refusal ? <p className="text-body-secondary small w-100 mb-0">{say.cancelRefusal(order)}</p> : null}
      </div>

      <CommentForm comment={order.comment} />
    </div>
  );
}

function PhoneField({ phone, editable }: { phone: string; editable: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  const [value, setValue] = useState(maskPhoneInput(phone));
  const valid = value === '' || Boolean(phoneFromInput(value));
  const changed = (phoneFromInput(value) ?? '') !== phone;
  if (!editable) {
    return (
      <p className="mb-2">
        {t('task.phone')}: {phone ? (
          <a href={`tel:${phone}`} className="text-nowrap">
            {formatPhone(phone)}
          </a>
        ) : (
          '—'
        )}
      </p>
    );
  }
  return (
    <fetcher.Form method="post" className="mb-3">
      <input type="hidden" name="intent" value="phone" />
      <label htmlFor="wd-task-phone" className="form-label">
        {t('task.phone')}
      </label>
      <div className="input-group input-group-lg">
        <input
          id="wd-task-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          // Room for a pasted number in any spacing; the mask shortens it (see the wizard).
          maxLength={30}
          placeholder={PHONE_EXAMPLE}
          className={`form-control ${valid ? '' : 'is-invalid'}`}
          value={value}
          onChange={(e) => setValue(maskPhoneInput(e.currentTarget.value))}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={!valid || !changed || fetcher.state !== 'idle'}>
          {t('task.save')}
        </button>
      </div>
      {!valid ? <div className="invalid-feedback d-block">{t('wizard.phoneHint')}</div> : null}
    </fetcher.Form>
  );
}

function CommentForm({ comment }: { comment: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ActionResult>();
  const [value, setValue] = useState(comment);
  return (
    <fetcher.Form method="post" className="card wd-block">
      <div className="card-body">
        <input type="hidden" name="intent" value="comment" />
        <label htmlFor="wd-comment" className="form-label h5">
          {t('task.comment')}
        </label>
        <textarea id="wd-comment" name="comment" className="form-control form-control-lg mb-2" rows={3} maxLength={1000} value={value} onChange={(e) => setValue(e.currentTarget.value)} />
        <button type="submit" className="btn btn-primary btn-lg" disabled={value === comment || fetcher.state !== 'idle'}>
          {t('task.save')}
        </button>
      </div>
    </fetcher.Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
