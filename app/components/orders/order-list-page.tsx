import type { ReactNode } from 'react';
import { Form, Link, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { ListRow } from '~/components/orders/list-row';
import { useTimeZone } from '~/utils/root-data';
import { useLiveRevalidate, usePushedStatuses } from '~/live/live-provider';
import { SearchIcon } from '../icons';
import { PageHeader } from '../page-header';
import { ListFilters } from './list-filters';
import { useOrderListTexts } from './order-list-texts';
import { OrderTable } from './order-table';
import { useJustReady } from './use-just-ready';

interface OrderListPageProps {
  title: string;
  variant: 'master' | 'cashier';
  orders: ListRow[];
  total: number;
  page: number;
  pageSize: number;
  search: string;
  /** The longest search the API takes (from the contract, by the loader). */
  searchMax?: number;
  /** The kind filter of the master's lists (null: all); the cashier's list has none. */
  kind?: 'wash' | 'tire' | null;
  /** The done list: today's (as its counter counts) or every done order; null elsewhere. */
  period?: 'today' | 'all' | null;
  /** What heads the list under its title (the queue's booked cars still to come). */
  lead?: ReactNode;
}

/**
 * An order list screen: the search form, the table (its rows cards on phones), the pages.
 * docs/screens.md 'Order lists (master)' and 'Cashier list'.
 */
export function OrderListPage({
  title,
  variant,
  orders: read,
  total,
  page,
  pageSize,
  search,
  searchMax,
  kind = null,
  period = null,
  lead = null,
}: OrderListPageProps) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const searching = useNavigation().state === 'loading';
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // Any change of an order may move it into or out of this list.
  useLiveRevalidate();
  // A row's new status shows as soon as it is pushed; the rest of the row comes with the reload.
  const orders = usePushedStatuses(read);
  const searchLabel = variant === 'master' ? t('orders.searchMaster') : t('orders.searchCashier');
  // The placeholder fits a phone's field in every language; the field's name stays whole.
  const searchHint = variant === 'master' ? searchLabel : t('orders.searchCashierShort');
  const justReady = useJustReady(orders, `${search}|${page}|${kind ?? ''}|${period ?? ''}`);
  const texts = useOrderListTexts();

  return (
    <>
      <PageHeader title={title}>
        <span className="text-body-secondary">{t('orders.total', { n: total })}</span>
      </PageHeader>
      {lead}
      <Form method="get" role="search" className="d-flex gap-2 mb-3" aria-label={searchLabel}>
        {/* On a phone the field's words fit: a smaller type and the button as a magnifier (app.css 'wd-search'). */}
        <input
          type="search"
          name="q"
          defaultValue={search}
          className="form-control form-control-lg wd-search-input"
          placeholder={searchHint}
          aria-label={searchLabel}
          maxLength={searchMax}
        />
        {kind ? <input type="hidden" name="type" value={kind} /> : null}
        {period ? <input type="hidden" name="period" value={period} /> : null}
        <button type="submit" className="btn btn-primary btn-lg wd-search-button" disabled={searching} aria-label={t('orders.find')}>
          <span className="d-sm-none">
            <SearchIcon />
          </span>
          <span className="d-none d-sm-inline">{t('orders.find')}</span>
        </button>
      </Form>
      {variant === 'master' ? <ListFilters kind={kind} period={period} /> : null}
      {orders.length === 0 ? (
        <div className="card wd-block">
          <div className="card-body text-center text-body-secondary py-5">{t('orders.empty')}</div>
        </div>
      ) : (
        <OrderTable variant={variant} orders={orders} texts={texts} timeZone={timeZone} justReady={justReady} />
      )}
      {pages > 1 ? <Pager page={page} pages={pages} /> : null}
    </>
  );
}

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
