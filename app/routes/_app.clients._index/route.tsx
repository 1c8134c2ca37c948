import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useApiTexts } from '~/components/orders/api-texts';
import { PageHeader } from '~/components/page-header';
import { formatDateTime, formatPlate } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { clientsLoader } from './clients.server';
import { PhoneText } from '~/components/phone-text';

export const loader = ({ request, context }: LoaderFunctionArgs) => clientsLoader({ request, context });

/**
 * «Клиенты» (docs/screens.md 'Clients and cars'): one box for a phone in any format, a plate
 * or part of one in either alphabet, or a name; the clients by their last visit, 50 a page,
 * each a link to the card. An empty box lists the latest visitors.
 */
export default function ClientsPage() {
  const { t } = useTranslation();
  const say = useApiTexts();
  const timeZone = useTimeZone();
  const { q, page, found, error, limits } = useLoaderData<typeof loader>();
  const pageLink = (n: number) => `?${new URLSearchParams({ ...(q ? { q } : {}), page: String(n) }).toString()}`;
  return (
    <>
      <PageHeader title={t('clients.title')} />
      <Form method="get" role="search" className="d-flex flex-wrap gap-2 mb-3 align-items-end" aria-label={t('clients.title')}>
        <label htmlFor="client-q" className="form-label w-100 mb-0">
          {t('clients.searchLabel')}
        </label>
        <input
          id="client-q"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={limits.q?.maxLength}
          autoComplete="off"
          className="form-control form-control-lg flex-grow-1 w-auto"
        />
        <button type="submit" className="btn btn-primary btn-lg">
          {t('clients.find')}
        </button>
      </Form>
      {error ? (
        <div className="alert alert-warning" role="alert">
          {say.message(error)}
        </div>
      ) : null}
      {error ? null : (
        <BlockCard titleId="wd-clients-found" title={q.trim() ? t('clients.found', { q: q.trim() }) : t('clients.latest')}>
          {found && found.clients.length === 0 ? <p className="mb-0 text-body-secondary">{t('clients.none')}</p> : null}
          <ul className="list-group list-group-flush">
            {found?.clients.map((c) => (
              <li key={c.id} className="list-group-item px-0">
                <Link
                  to={`/clients/${c.id}`}
                  className="d-flex flex-wrap gap-2 align-items-baseline justify-content-start text-decoration-none wd-touch"
                >
                  <span className="fw-semibold fs-5">{c.name ?? t('clients.noName')}</span>
                  <span className="text-body">{c.phone ? <PhoneText phone={c.phone} /> : t('clients.noPhone')}</span>
                  {c.cars.map((car) => (
                    <span key={car.id} className="badge text-bg-light border fs-6 wd-plate">
                      {formatPlate(car.plate_number)}
                    </span>
                  ))}
                  <span className="ms-md-auto small text-body-secondary">
                    {t('clients.visitsCount', { count: c.visits })}
                    {c.last_visit ? ` · ${t('clients.lastVisit', { at: formatDateTime(c.last_visit, timeZone) })}` : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {found && (page > 1 || found.has_more) ? (
            <nav aria-label={t('clients.pages')} className="d-flex align-items-center gap-2 mt-3">
              {page > 1 ? (
                <Link to={pageLink(page - 1)} className="btn btn-outline-primary">
                  {t('clients.previous')}
                </Link>
              ) : null}
              <span>{t('clients.page', { page })}</span>
              {found.has_more ? (
                <Link to={pageLink(page + 1)} className="btn btn-outline-primary">
                  {t('clients.next')}
                </Link>
              ) : null}
            </nav>
          ) : null}
        </BlockCard>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
