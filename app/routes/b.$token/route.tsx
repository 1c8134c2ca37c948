import type { MetaFunction } from '@remix-run/node';
import { publicPageHeaders } from '~/utils/public-refusal.server';
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BookingChange } from '~/components/booking/booking-change';
import { BookingView } from '~/components/booking/booking-view';
import { ShopFooter } from '~/components/booking/shop-footer';
import { bookingPageAction, bookingPageLoader } from './booking-page.server';

/**
 * A booking's own page (docs/decisions/040-booking-into-the-live-queue.md): no sign-in, the
 * link's token is the key. The time, the work, the car with its plate masked, the shop; while
 * the booking may still be changed, «Перенести» and «Отменить запись». A link that opens
 * nothing answers 410 with one plain sentence for all.
 */
export const loader = bookingPageLoader;
export const action = bookingPageAction;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { name: 'robots', content: 'noindex, nofollow' },
  { title: data?.view.shop?.name ?? 'Washdesk' },
];
/**
 * Never indexed. The referrer policy stays the site's `same-origin` (server/http/security-headers.ts),
 * not the order page's `no-referrer`: this page posts forms, and under `no-referrer` a form posted
 * before the scripts run carries `Origin: null`, which the CSRF check refuses. `same-origin` still
 * never sends the address to another site.
 */
export const headers = publicPageHeaders({ 'X-Robots-Tag': 'noindex, nofollow' });
export const handle = { i18n: ['common', 'errors'] };

export default function BookingRoute() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <main className="wd-customer wd-book">
      {page.done === 'moved' ? (
        <p className="alert alert-success mb-0" role="status">
          {t('bookingPage.moved')}
        </p>
      ) : null}
      <BookingView view={page.view} today={page.today} zone={page.zone} />
      <BookingChange
        token={page.token}
        view={page.view}
        mode={page.mode}
        slots={page.slots}
        slotsError={page.slotsError}
        start={page.start}
        said={page.said}
        today={page.today}
        zone={page.zone}
        error={result?.error}
        again={result?.again}
      />
      <ShopFooter shop={page.view.shop} />
    </main>
  );
}

/** 410 (and any other refusal) and 429 in plain words, on the customer's own narrow page (no staff links). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Any other refusal (a malformed address) opens nothing, as a link gone.
  const gone = status < 500 && status !== 429;
  const text = gone ? t('bookingPage.gone') : status === 429 ? t('customer.throttled') : t('customer.unavailable');
  return (
    <main className="wd-customer">
      <section className="wd-customer-card" role="alert">
        <h1 className="h4">{gone ? t('bookingPage.goneTitle') : t('bookingPage.title')}</h1>
        <p className="mb-0">{text}</p>
      </section>
    </main>
  );
}
