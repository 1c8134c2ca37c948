import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ClientBrief } from '~/components/clients/client-brief';
import { OrderMessages } from '~/components/customer/order-messages';
import { OrderHistoryLink } from '~/components/owner/order-history-link';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AddToGroup, DiscountReasons } from './discount-forms';
import { DiscountSection } from './discount-section';
import { MoneyForm, type FormMethod } from './money-form';
import { MoneySummary } from './money-summary';
import { RefundLoweredNote } from './refund-lowered-note';
import { PaymentHistory } from './payment-history';
import { useResultFetcher } from '~/utils/use-result-fetcher';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useKeptFetcherToast, useResultToast } from '~/utils/use-result-toast';
import { NoScriptResult } from '~/components/no-script-notice';
import { useApiTexts } from '~/components/orders/api-texts';
import { LineSize } from '~/components/orders/order-lines';
import { ContractBadge } from '~/components/orders/status-badges';
import { useWatchOrder } from '~/live/live-provider';
import { PushedStatus, PushedStatusBadges } from '~/components/orders/pushed-status';
import { useTimeZone } from '~/utils/root-data';
import { cashierTaskAction, loadCashierTask } from './cashier-task.server';
import type { Order } from '#contract/orders';
import { formatDateTime, formatMoney, formatPlate, formatQuantity } from '~/utils/format';
import { isCanceled } from '~/components/orders/status-display';
import { PhoneText } from '~/components/phone-text';
import { withRefusalStatus } from '~/utils/refusal-status.server';

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadCashierTask({ request, context }, params.orderId);
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return withRefusalStatus(cashierTaskAction({ request, context }, params.orderId));
}

/** The cashier's order page (docs/screens.md 'Cashier order detail'). */
export default function CashierTask() {
  const { t } = useTranslation();
  const say = useApiTexts();
  const { order, client, groups, limits, shiftOpen, codeLeftMs } = useLoaderData<typeof loader>();
  const timeZone = useTimeZone();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, timeZone) : '—');
  useWatchOrder(order.id);
  // A form sent before the page's scripts ran is a plain post: its answer comes back as
  // the action's data rather than a fetcher's (the shell shows those).
  const result = useActionData<typeof action>();
  useResultToast(result);
  // The payment, refund and keys forms go away with their answer (nothing left to pay, give
  // back or hand over).
  useKeptFetcherToast('payment');
  useKeptFetcherToast('refund');
  useKeptFetcherToast('keys-returned');

  return (
    <div>
      <Link to="/cashier/tasks/active" className="btn btn-outline-secondary btn-lg mb-3">
        ← {t('cashier.back')}
      </Link>
      <header className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('task.title', { n: order.id })}</h1>
        <span className="badge fs-6 wd-plate-badge">{formatPlate(order.car.plate_number)}</span>
        <span className="text-body-secondary">{order.car.model_text}</span>
        {/* The statuses show a pushed change at once; the rest of the page comes with the reload it asked for. */}
        <PushedStatusBadges order={order} />
        <ContractBadge order={order} />
        <Link to={`/cashier/task/${order.id}/receipt`} className="btn btn-outline-secondary wd-touch">
          {t('print.printReceipt')}
        </Link>
        <OrderHistoryLink orderId={order.id} />
      </header>
      <NoScriptResult result={result} />

      <div className="row g-3">
        <div className="col-12 col-xl-7 d-flex flex-column gap-3 order-2 order-xl-1">
          <section className="card wd-block">
            <div className="card-body">
              <dl className="row mb-0">
                <dt className="col-5">{t('cashier.created')}</dt>
                <dd className="col-7">{when(order.datetime)}</dd>
                <dt className="col-5">{t('cashier.group')}</dt>
                <dd className="col-7">{order.car.discount_group?.name ?? '—'}</dd>
                <dt className="col-5">{t('task.phone')}</dt>
                <dd className="col-7">
                  {order.client?.phone ? (
                    <a href={`tel:${order.client.phone}`} className="text-nowrap">
                      <PhoneText phone={order.client.phone} />
                    </a>
                  ) : (
                    '—'
                  )}
                </dd>
                <dt className="col-5">{t('cashier.jobStatus')}</dt>
                <dd className="col-7">
                  <PushedStatus order={order}>{(pushed) => <>{say.jobStatus(pushed.job_status)}</>}</PushedStatus>
                  {order.done_at ? ` · ${when(order.done_at)}` : ''}
                </dd>
                <dt className="col-5">{t('task.keys')}</dt>
                <dd className="col-7">{say.keys(order.car.keys_state, order.car.key_cell) || '—'}</dd>
                <dt className="col-5">{t('task.master')}</dt>
                <dd className="col-7">{order.master_name ?? '—'}</dd>
                <dt className="col-5">{t('task.workers')}</dt>
                <dd className="col-7">{order.workersForCashier.join(', ') || '—'}</dd>
              </dl>
            </div>
          </section>
          <ServiceTable order={order} />
          <PaymentHistory payments={order.pay_transactions} />
          <OrderMessages customer={order.customer} />
        </div>
        {/* What the cashier acts on comes first on a tablet or phone: the money and its forms. */}
        <div className="col-12 col-xl-5 d-flex flex-column gap-3 order-1 order-xl-2">
          {/* The client's notes before the money: «чек на почту» matters when paying. */}
          {client ? <ClientBrief client={client} /> : null}
          <MoneySummary order={order} />
          {order.refund_lowered ? <RefundLoweredNote note={order.refund_lowered} /> : null}
          {order.can_return_keys ? <KeysReturned cell={order.car.key_cell} /> : null}
          {!shiftOpen && (order.can_pay || order.can_refund) ? <ShiftClosed orderId={order.id} /> : null}
          {shiftOpen && order.can_refund ? (
            <MoneyForm
              key={`refund-${order.id}`}
              intent="refund"
              due={order.refund_due}
              title={t('cashier.refundTitle', { sum: formatMoney(order.refund_due) })}
              submitLabel={t('cashier.refund')}
              preset={paidBy(order)}
              rooms={order.refund_room}
              orderId={order.id}
            />
          ) : null}
          {shiftOpen && order.can_pay ? (
            <MoneyForm
              key={`pay-${order.id}`}
              intent="pay"
              due={order.pay_sum}
              title={t('cashier.payTitle')}
              submitLabel={t('cashier.pay')}
              orderId={order.id}
            />
          ) : null}
          {/* Keyed by the order: what was typed for one order is never carried to another's page. */}
          {order.can_discount ? (
            <DiscountSection key={`discount-${order.id}`} order={order} limits={limits} codeLeftMs={codeLeftMs} />
          ) : null}
          {order.can_discount ? (
            <DiscountReasons key={`reasons-${order.id}`} order={order} groups={groups} otherMax={limits.other?.maxLength} />
          ) : null}
          {order.can_discount && groups.length ? (
            <AddToGroup key={`group-${order.id}`} groups={groups} current={order.car.discount_group?.name ?? null} />
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The way of the last payment that may still give something back: a refund goes back the way the money came. */
function paidBy(order: Order): FormMethod | undefined {
  const last = order.pay_transactions.filter((p) => p.kind === 'payment').at(-1);
  if (!last) return undefined;
  const way = last.method === 'fuel' ? (last.fuel_card_name ?? undefined) : last.method;
  return way === undefined || way === 'cash' || order.refund_room[way] > 0 ? way : 'cash';
}

/** No shift open: the money forms give way to the way to open one, which comes back to this order. */
function ShiftClosed({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning mb-0" role="status">
      <p>{t('shift.notOpen')}</p>
      <Link to={`/cashier/shift?order=${orderId}`} className="btn btn-warning btn-lg">
        {t('shift.goOpen')}
      </Link>
    </div>
  );
}

function ServiceTable({ order }: { order: ReturnType<typeof useLoaderData<typeof loader>>['order'] }) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const fetcher = useResultFetcher();
  return (
    <section className="card wd-block" aria-labelledby="wd-services-title">
      <div className="card-body">
        <h2 id="wd-services-title" className="h5">
          {t('summary.services')}
        </h2>
        <table className="table align-middle mb-0">
          <tbody>
            {order.items.map((i) => (
              <tr key={i.order_item_id} className={isCanceled(i) ? 'text-decoration-line-through text-body-secondary' : undefined}>
                <td>
                  {say.lineName(i)}
                  {formatQuantity(i.quantity)}
                  <LineSize line={i} />
                  {i.kind === 'parking' && order.parking ? <ParkingDetail parking={order.parking} /> : null}
                  {/* Under its line, not in a column of its own: a column as wide as «Retirer le
                      stationnement» pushed the table past a phone's width. */}
                  {i.is_removable ? (
                    <fetcher.Form method="post" className="mt-2">
                      <input type="hidden" name="intent" value="remove-parking" />
                      <button type="submit" className="btn btn-outline-danger" disabled={fetcher.state !== 'idle'}>
                        {t('cashier.removeParking')}
                      </button>
                    </fetcher.Form>
                  ) : null}
                </td>
                {/* Before the discount, as «Чек для клиента» prints them: the services not canceled add up
                    to «Без скидок» beside them, and the discount and parking are rows of their own there. */}
                <td className="text-end text-nowrap">{formatMoney(i.sum_before_discount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Started hours × rate, and a word when the cap cut the charge. */
function ParkingDetail({ parking }: { parking: NonNullable<Order['parking']> }) {
  const { t } = useTranslation();
  return (
    <div className="small text-body-secondary">
      {[
        parking.hours > 0 ? t('cashier.parkingHours', { hours: parking.hours, rate: formatMoney(parking.rate) }) : null,
        parking.capped ? t('cashier.parkingCapped', { sum: formatMoney(parking.sum) }) : null,
        parking.stopped ? t('cashier.parkingStopped') : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </div>
  );
}

/**
 * The keys wait in their cell and nothing is owed: the cashier hands them over. An action,
 * not a status: a button naming the cell to open.
 */
function KeysReturned({ cell }: { cell: number | null }) {
  const { t } = useTranslation();
  // Keyed: the button goes with its answer, and the page above shows «Ключи выданы».
  const fetcher = useResultFetcher('keys-returned');
  return (
    <fetcher.Form method="post" className="card wd-block">
      <div className="card-body">
        <input type="hidden" name="intent" value="keys-returned" />
        <button type="submit" className="btn btn-primary btn-lg w-100 wd-primary-action" disabled={fetcher.state !== 'idle'}>
          {cell === null ? t('orders.keysToHandBack') : t('cashier.handKeys', { n: cell })}
        </button>
      </div>
    </fetcher.Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
