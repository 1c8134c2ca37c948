import { Form, Link, useFetcher, useNavigation, useRouteLoaderData, useSearchParams } from '@remix-run/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '#contract/orders';
import type { loader as rootLoader } from '~/root';
import { formatDateTime, formatMoney, formatPhone, formatPlate } from '~/utils/format';
import { useLiveRevalidate } from '~/live/live-provider';
import { PageHeader } from '../page-header';
import { useApiTexts } from './api-texts';
import { JobStatusBadge, PayStatusBadge } from './status-badges';
import { ListFilters } from './list-filters';
import { useJustReady } from './use-just-ready';
import { useOpenOnClick } from './use-open-on-click';

interface OrderListPageProps {
  title: string;
  variant: 'master' | 'cashier';
  orders: OrderRow[];
  total: number;
  page: number;
  pageSize: number;
  search: string;
  /** The kind filter of the master's lists (null: all); the cashier's list has none. */
  kind?: 'wash' | 'tire' | null;
  /** The done list: today's (as its counter counts) or every done order; null elsewhere. */
  period?: 'today' | 'all' | null;
}

/**
 * An order list screen: the search form, the table (cards on phones), the pages.
 * docs/screens.md 'Order lists (master)' and 'Cashier list'.
 */
export function OrderListPage({ title, variant, orders, total, page, pageSize, search, kind = null, period = null }: OrderListPageProps) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const timeZone = useRouteLoaderData<typeof rootLoader>('root')?.timeZone ?? 'Europe/Moscow';
  const searching = useNavigation().state === 'loading';
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Any change of an order may move it into or out of this list.
  useLiveRevalidate();
  const searchLabel = variant === 'master' ? t('orders.searchMaster') : t('orders.searchCashier');
  const justReady = useJustReady(orders);
  const open = useOpenOnClick();

  return (
    <>
      <PageHeader title={title}>
        <span className="text-body-secondary">{t('orders.total', { n: total })}</span>
      </PageHeader>
      <Form method="get" role="search" className="d-flex gap-2 mb-3" aria-label={searchLabel}>
        <input
          type="search"
          name="q"
          defaultValue={search}
          className="form-control form-control-lg"
          placeholder={searchLabel}
          aria-label={searchLabel}
          maxLength={50}
        />
        {kind ? <input type="hidden" name="type" value={kind} /> : null}
        {period ? <input type="hidden" name="period" value={period} /> : null}
        <button type="submit" className="btn btn-primary btn-lg" disabled={searching}>
          {t('orders.find')}
        </button>
      </Form>
      {variant === 'master' ? <ListFilters kind={kind} period={period} /> : null}
      {orders.length === 0 ? (
        <div className="card wd-block">
          <div className="card-body text-center text-body-secondary py-5">{t('orders.empty')}</div>
        </div>
      ) : (
        <>
        <ul className="list-unstyled d-lg-none mb-0 wd-order-cards">
          {orders.map((o) => (
            <OrderCard key={o.id} order={o} variant={variant} timeZone={timeZone} justReady={justReady.has(o.id)} onClick={open(taskUrl(variant, o.id))} />
          ))}
        </ul>
        <div className="card wd-block d-none d-lg-block">
          <div className="table-responsive">
            <table className="table table-hover align-middle mb-0 wd-order-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('orders.phone')}</th>
                  {variant === 'master' ? <th scope="col">{t('orders.services')}</th> : null}
                  <th scope="col">{t('orders.keys')}</th>
                  {variant === 'cashier' ? (
                    <>
                      <th scope="col">{t('orders.work')}</th>
                      <th scope="col" className="text-end">{t('orders.sum')}</th>
                      <th scope="col">{t('orders.accepted')}</th>
                      <th scope="col">{t('orders.payStatus')}</th>
                    </>
                  ) : (
                    <>
                      <th scope="col">{t('orders.status')}</th>
                      <th scope="col">
                        <span className="visually-hidden">{t('task.actions')}</span>
                      </th>
                    </>
                  )}
                </tr>
              </thead>
              <tbody>
                {orders.map((o) => (
                  <tr key={o.id} className={`wd-row-link ${justReady.has(o.id) ? 'wd-just-ready' : ''}`} onClick={open(taskUrl(variant, o.id))}>
                    <td>
                      <Link to={taskUrl(variant, o.id)} className="fw-bold wd-plate text-nowrap text-reset d-inline-block wd-link-touch py-1">
                        {formatPlate(o.plate_number)}
                      </Link>
                      <div className="small text-body-secondary">
                        №{o.id} · {variant === 'master' ? formatDateTime(o.datetime, timeZone) : o.model_text}
                      </div>
                    </td>
                    <td>{o.phone ? <a href={`tel:${o.phone}`} className="text-nowrap">{formatPhone(o.phone)}</a> : <span className="text-body-secondary">—</span>}</td>
                    {variant === 'master' ? (
                      <td>
                        {o.services.map((s) => (
                          <div key={s.name} className="small">
                            {say.lineName(s)}
                            {s.quantity > 1 ? ` × ${s.quantity}` : ''}
                          </div>
                        ))}
                      </td>
                    ) : null}
                    <td>{say.keys(o.keys_state, o.key_cell) || <span className="text-body-secondary">—</span>}</td>
                    {variant === 'cashier' ? (
                      <>
                        <td>
                          <WorkStatus order={o} justReady={justReady.has(o.id)} />
                        </td>
                        <td className="text-end text-nowrap">{formatMoney(o.sum_final)}</td>
                        <td className="text-nowrap">{formatDateTime(o.datetime, timeZone)}</td>
                        <td>
                          <DeskStatus order={o} />
                        </td>
                      </>
                    ) : (
                      <>
                        <td>
                          <JobStatusBadge status={o.job_status} />
                        </td>
                        <td className="text-end">
                          <RowActions order={o} />
                        </td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        </>
      )}
      {pages > 1 ? <Pager page={page} pages={pages} /> : null}
    </>
  );
}

/** Phones and tablets: one card per order, the plate first, every line readable at arm's length. */
function OrderCard({
  order: o,
  variant,
  timeZone,
  justReady,
  onClick,
}: {
  order: OrderRow;
  variant: 'master' | 'cashier';
  timeZone: string;
  justReady: boolean;
  onClick: (e: MouseEvent<HTMLElement>) => void;
}) {
  const { t } = useTranslation();
  const say = useApiTexts();
  return (
    <li className={`card wd-block mb-2 wd-row-link ${justReady ? 'wd-just-ready' : ''}`} onClick={onClick}>
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <div>
            <Link to={taskUrl(variant, o.id)} className="fs-5 fw-bold wd-plate text-nowrap text-reset">
              {formatPlate(o.plate_number)}
            </Link>
            <div className="small text-body-secondary">
              №{o.id} · {formatDateTime(o.datetime, timeZone)}
              {o.model_text ? ` · ${o.model_text}` : ''}
            </div>
          </div>
          {variant === 'cashier' ? (
            <div className="d-flex flex-column align-items-end gap-1">
              <WorkStatus order={o} justReady={justReady} />
              <DeskStatus order={o} />
            </div>
          ) : (
            <JobStatusBadge status={o.job_status} />
          )}
        </div>
        <dl className="row small mb-0 mt-2">
          <dt className="col-4">{t('orders.phone')}</dt>
          <dd className="col-8 mb-1">{o.phone ? <a href={`tel:${o.phone}`} className="text-nowrap">{formatPhone(o.phone)}</a> : '—'}</dd>
          {o.client_name ? (
            <>
              <dt className="col-4">{t('orders.client')}</dt>
              <dd className="col-8 mb-1">{o.client_name}</dd>
            </>
          ) : null}
          <dt className="col-4">{t('orders.services')}</dt>
          <dd className="col-8 mb-1">{o.services.map((s) => `${say.lineName(s)}${s.quantity > 1 ? ` × ${s.quantity}` : ''}`).join(', ') || '—'}</dd>
          <dt className="col-4">{t('orders.keys')}</dt>
          <dd className="col-8 mb-1">{say.keys(o.keys_state, o.key_cell) || '—'}</dd>
          <dt className="col-4">{t('orders.sum')}</dt>
          <dd className="col-8 mb-0 fw-semibold">{formatMoney(o.sum_final)}</dd>
        </dl>
        {variant === 'master' ? (
          <div className="mt-2">
            <RowActions order={o} />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** Where the car is: waiting, in work, ready (marked for a few seconds when it just became so), canceled. */
function WorkStatus({ order: o, justReady }: { order: OrderRow; justReady: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-1 align-items-center">
      <JobStatusBadge status={o.job_status} />
      {justReady ? (
        <span className="badge text-bg-success" role="status">
          {t('orders.justReady')}
        </span>
      ) : null}
    </div>
  );
}

/** What the cashier has to do with the order: its pay status, money to give back, keys to hand back. */
function DeskStatus({ order: o }: { order: OrderRow }) {
  const { t } = useTranslation();
  const canceled = o.job_status === 'canceled';
  // Nothing to take or give back: the order is in the list for its keys.
  const keysOnly = o.pay_sum === 0 && o.refund_due === 0;
  return (
    <div className="d-flex flex-wrap gap-1">
      {canceled ? null : <PayStatusBadge status={o.pay_status} />}
      {o.refund_due > 0 ? <span className="badge text-bg-warning">{t('orders.refundDue', { sum: formatMoney(o.refund_due) })}</span> : null}
      {keysOnly ? <span className="badge text-bg-info">{t('orders.keysToHandBack')}</span> : null}
    </div>
  );
}

/** 'Изменить' (when the order can be changed) or 'Просмотр', and 'Завершить' when in progress. */
function RowActions({ order }: { order: OrderRow }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  return (
    <div className="d-flex flex-wrap gap-2 justify-content-end">
      <Link to={`/master/task/${order.id}`} className="btn btn-outline-primary wd-touch" aria-label={`${order.can_be_changed ? t('orders.edit') : t('orders.view')} №${order.id}`}>
        {order.can_be_changed ? t('orders.edit') : t('orders.view')}
      </Link>
      {order.job_status === 'in_progress' ? (
        <fetcher.Form method="post" action={`/master/task/${order.id}`}>
          <button type="submit" name="intent" value="complete" className="btn btn-success wd-touch" disabled={fetcher.state !== 'idle'} aria-label={`${t('task.complete')} №${order.id}`}>
            {t('task.complete')}
          </button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}

const taskUrl = (variant: 'master' | 'cashier', id: number) => (variant === 'master' ? `/master/task/${id}` : `/cashier/task/${id}`);

function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const to = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return `?${next.toString()}`;
  };
  return (
    <nav className="d-flex justify-content-center align-items-center gap-3 mt-3" aria-label={t('orders.pages')}>
      {page > 1 ? (
        <Link className="btn btn-outline-primary btn-lg" to={to(page - 1)}>
          {t('orders.previous')}
        </Link>
      ) : null}
      <span>{t('orders.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link className="btn btn-outline-primary btn-lg" to={to(page + 1)}>
          {t('orders.next')}
        </Link>
      ) : null}
    </nav>
  );
}
