import { useTranslation } from 'react-i18next';
import type { PublicOrder } from '#contract/public-order';
import { formatDateTime, formatTime } from '~/utils/format';
import { viewStamp } from '~/utils/view-stamp';
import { useTimeZone } from '~/utils/root-data';
import { customerShows } from '~/components/orders/status-display';
import { CustomerMoney, CustomerServices } from './customer-services';

/**
 * The customer's page, phone first (docs/screens.md 'The customer's page'): the car, where it
 * is in big type (the queue and the ready time while it waits or is worked on; «Готово —
 * можно забирать» with the shop's address and hours; after pickup the receipt's summary), the
 * services and the money. Every figure is the API's; the page only lays them out. The page's
 * script follows it live by the marks `data-wd-*` (customer-script/live-order.ts): the link's
 * token and the stamp of the view shown here.
 */
export function CustomerOrder({ token, view }: { token: string; view: PublicOrder }) {
  const { t } = useTranslation();
  const car = [view.car.brand, view.car.model].filter(Boolean).join(' ');
  return (
    <main className="wd-customer" data-wd-live-order={token} data-wd-view-stamp={viewStamp(view)}>
      {/* On top, where a phone shows it: the times below may be old until the link is back. */}
      <p className="wd-customer-offline alert alert-warning mb-0" role="status" data-wd-offline="" hidden>
        {t('customer.offline')}
      </p>
      <noscript>
        <p className="wd-customer-offline alert alert-info mb-0">{t('customer.noScript')}</p>
      </noscript>
      <section className="wd-customer-card" aria-labelledby="wd-customer-state">
        <p className="wd-customer-shop">{view.shop?.name ?? t('customer.title')}</p>
        <p className="wd-customer-car">
          {car ? <span>{car}</span> : null}
          <span className="wd-customer-plate">{view.car.plate}</span>
        </p>
        <CustomerState view={view} />
      </section>
      <section className="wd-customer-card" aria-labelledby="wd-customer-services">
        <h2 id="wd-customer-services" className="h5">
          {customerShows(view.state).receipt ? t('customer.receipt') : t('customer.services')}
        </h2>
        <CustomerServices view={view} />
        <CustomerMoney view={view} />
      </section>
      {view.shop ? <CustomerShop shop={view.shop} /> : null}
    </main>
  );
}

function CustomerState({ view }: { view: PublicOrder }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const title = t(`customer.state.${view.state}`);
  const shows = customerShows(view.state);
  return (
    <div className={`wd-customer-state wd-customer-state-${view.state}`}>
      <h1 id="wd-customer-state" className="wd-customer-headline">
        {title}
      </h1>
      {view.queue ? (
        <>
          {shows.ahead ? (
            <p className="wd-customer-ahead">
              {view.queue.ahead === 0 ? t('customer.next') : t('customer.ahead', { count: view.queue.ahead })}
            </p>
          ) : null}
          <p className="wd-customer-ready">{t('customer.readyAround', { time: formatTime(view.queue.ready_at, timeZone) })}</p>
          <p className="wd-customer-note">{t('customer.estimateNote')}</p>
        </>
      ) : null}
      {shows.collectAt && view.shop ? <p className="wd-customer-where">{t('customer.pickUpAt', { address: view.shop.address })}</p> : null}
      {shows.receipt && view.picked_up_at ? (
        <p className="wd-customer-note">{t('customer.pickedUpAt', { time: formatDateTime(view.picked_up_at, timeZone) })}</p>
      ) : null}
    </div>
  );
}

function CustomerShop({ shop }: { shop: NonNullable<PublicOrder['shop']> }) {
  const { t } = useTranslation();
  return (
    <footer className="wd-customer-card wd-customer-shop-card">
      <p className="fw-semibold mb-1">{shop.name}</p>
      <p className="mb-1">{shop.address}</p>
      {shop.hours ? <p className="mb-0">{t('customer.hours', { hours: shop.hours })}</p> : null}
    </footer>
  );
}
