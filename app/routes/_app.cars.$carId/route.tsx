import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { CarLine } from '~/components/clients/car-lines';
import { VisitsTable } from '~/components/clients/visits-table';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { useLiveRevalidate } from '~/live/live-provider';
import { formatDateTime, formatPlate } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { carLoader } from './car.server';
import { PhoneText } from '~/components/phone-text';

export const loader = (args: LoaderFunctionArgs) => carLoader(args);

/**
 * «Машина» (docs/screens.md 'Clients and cars'): plate, brand, model, class, group, its last
 * tyre size; whose it was over time (a phone change on an order moves the car); its orders.
 */
export default function CarPage() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { car, role } = useLoaderData<typeof loader>();
  useLiveRevalidate((change) => change.car_id === car.id);
  return (
    <>
      <PageHeader title={t('clients.carTitle', { plate: formatPlate(car.plate_number) })} />
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <BlockCard titleId="wd-car-about" title={t('clients.car')} className="mb-3">
            <CarLine car={car} link={false} />
          </BlockCard>
          <BlockCard titleId="wd-car-clients" title={t('clients.carClients')} className="mb-3">
            {car.clients.length === 0 ? <p className="mb-0 text-body-secondary">{t('clients.noCarClients')}</p> : null}
            <ol className="list-unstyled mb-0">
              {car.clients.map((h) => (
                <li key={h.client_id} className="mb-2">
                  {h.forgotten ? (
                    <span className="fw-semibold">{t('clients.forgottenPerson')}</span>
                  ) : (
                    <Link to={`/clients/${h.client_id}`} className="fw-semibold">
                      {h.name ?? t('clients.noName')}
                      {h.phone ? (
                        <>
                          {' · '}
                          <PhoneText phone={h.phone} />
                        </>
                      ) : null}
                    </Link>
                  )}
                  {h.client_id === car.client_id ? <span className="badge text-bg-success ms-2">{t('clients.currentOwner')}</span> : null}
                  <div className="small text-body-secondary">
                    {t('clients.heldFromTo', {
                      from: formatDateTime(h.first, timeZone),
                      to: formatDateTime(h.last, timeZone),
                      count: h.orders,
                    })}
                  </div>
                </li>
              ))}
            </ol>
          </BlockCard>
        </div>
        <div className="col-12 col-lg-7">
          <BlockCard titleId="wd-car-orders" title={t('clients.carOrders', { count: car.orders.total })}>
            <VisitsTable visits={car.orders} role={role} pageParam="page" showPlate={false} />
          </BlockCard>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
