import type { MetaFunction } from '@remix-run/node';
import { publicPageHeaders } from '~/utils/public-refusal.server';
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BOOKING_STEPS, type BookingStep } from '~/components/booking/booking-choice';
import { CarStep } from '~/components/booking/car-step';
import { ChoiceSummary } from '~/components/booking/choice-summary';
import { CodeStep } from '~/components/booking/code-step';
import { ContactsStep } from '~/components/booking/contacts-step';
import { KindStep } from '~/components/booking/kind-step';
import { ServicesStep } from '~/components/booking/services-step';
import { ShopFooter } from '~/components/booking/shop-footer';
import { TimeStep } from '~/components/booking/time-step';
import { FormAlert } from '~/components/forms';
import { bookAction } from './book-action.server';
import { bookLoader } from './book-loader.server';

/**
 * Online booking (docs/decisions/040-booking-into-the-live-queue.md), phone first and without
 * a sign-in: the kind of work, its services, the car, a free time, then the name and phone and
 * the code from the SMS; booked, the customer lands on the booking's own page (/b/{token}).
 * Each step is a plain form whose answer goes into the address, so a reload keeps the place
 * and the page works before its scripts load. No prices: they are told at the shop.
 */
export const loader = bookLoader;
export const action = bookAction;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { name: 'robots', content: 'noindex, nofollow' },
  { title: data?.options.shop?.name ?? 'Washdesk' },
];
/**
 * Never indexed. The referrer policy stays the site's `same-origin` (server/http/security-headers.ts),
 * not the order page's `no-referrer`: this page posts forms, and under `no-referrer` a form posted
 * before the scripts run carries `Origin: null`, which the CSRF check refuses. `same-origin` still
 * never sends the address to another site.
 */
export const headers = publicPageHeaders({ 'X-Robots-Tag': 'noindex, nofollow' });
export const handle = { i18n: ['common', 'errors'] };

export default function BookRoute() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { options, choice, step } = page;
  const askKind = options.kinds.length > 1;
  const of = askKind ? BOOKING_STEPS.length : BOOKING_STEPS.length - 1;
  const n = (s: BookingStep) => BOOKING_STEPS.indexOf(s === 'code' ? 'contacts' : s) + (askKind ? 1 : 0);
  return (
    <main className="wd-customer wd-book">
      <header className="wd-book-header">
        {options.shop ? <p className="wd-customer-shop">{options.shop.name}</p> : null}
        <h1 className="wd-book-title">{t('book.title')}</h1>
      </header>
      {options.kinds.length === 0 ? (
        <section className="wd-customer-card" role="status">
          <p className="mb-0">{t('book.closed')}</p>
        </section>
      ) : (
        <>
          <ChoiceSummary choice={choice} step={step} options={options} today={page.today} />
          <FormAlert errors={page.said ? [page.said] : null} />
          {step === 'kind' ? <KindStep choice={choice} kinds={options.kinds} of={of} /> : null}
          {step === 'services' ? (
            <ServicesStep choice={choice} options={options} missing={page.servicesMissing} max={page.servicesMax} n={n(step)} of={of} />
          ) : null}
          {step === 'car' ? (
            <CarStep
              choice={choice}
              options={options}
              plateError={page.plateError}
              classUnknown={page.classUnknown}
              classFound={page.classFound}
              plateMax={page.limits.plate}
              n={n(step)}
              of={of}
            />
          ) : null}
          {step === 'time' ? (
            <TimeStep
              choice={choice}
              slots={page.slots}
              slotsError={page.slotsError}
              timeZone={options.time_zone}
              zone={page.zone}
              today={page.today}
              codeSentTo={page.pending?.to}
              n={n(step)}
              of={of}
            />
          ) : null}
          {step === 'contacts' ? (
            <ContactsStep
              contact={page.contact}
              result={result?.intent === 'start' ? result : undefined}
              limits={page.limits}
              n={n(step)}
              of={of}
            />
          ) : null}
          {step === 'code' && page.pending ? (
            <CodeStep
              sentTo={page.pending.to}
              until={page.pending.until}
              keptCode={page.pending.code}
              codeLength={page.pending.codeLength}
              timeZone={options.time_zone}
              result={result?.intent === 'confirm' ? result : undefined}
              n={n(step)}
              of={of}
            />
          ) : null}
        </>
      )}
      <ShopFooter shop={options.shop} />
    </main>
  );
}

/** Too many requests, or the API away: one plain sentence on the customer's narrow page (no staff links). */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="wd-customer">
      <section className="wd-customer-card" role="alert">
        <h1 className="h4">{t('book.title')}</h1>
        <p className="mb-0">{status === 429 ? t('customer.throttled') : t('customer.unavailable')}</p>
      </section>
    </main>
  );
}
