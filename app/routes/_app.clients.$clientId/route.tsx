import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { SetLine } from '~/components/storage/set-line';
import { CarLine } from '~/components/clients/car-lines';
import { VisitsTable } from '~/components/clients/visits-table';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { useLiveRevalidate } from '~/live/live-provider';
import { formatDateTime, formatPhone } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { clientAction, clientLoader } from './client.server';
import { ConsentForm, NameForm, NotesBlock, OrderMessagesForm } from './client-forms';
import { MoneyBlock } from './money-block';
import { OwnerActions } from './owner-actions';
import { PhoneText } from '~/components/phone-text';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = (args: LoaderFunctionArgs) => clientLoader(args);
export const action = (args: ActionFunctionArgs) => withRefusalStatus(clientAction(args));

/**
 * «Карточка клиента» (docs/screens.md 'Clients and cars'): phones, name, company, consent,
 * notes, cars, money and loyalty, every visit; it reads itself again when an order of the
 * client changes. The owner also joins a duplicate to it, or erases the person.
 */
export default function ClientPage() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { card, role, limits, mergePreview, stored } = useLoaderData<typeof loader>();
  const shown = new Set(card.visits.items.map((v) => v.order_id));
  // An order of this client, one shown here, or one that changed hands (a phone change, a
  // merge, an erasure): the last may have left this client from a page not shown.
  useLiveRevalidate(
    (change) => change.client_id === card.id || shown.has(change.id) || change.changed.some((f) => f === 'phone' || f === 'client'),
  );
  const title = card.forgotten_at ? t('clients.forgottenTitle', { id: card.id }) : (card.name ?? t('clients.numbered', { id: card.id }));
  return (
    <>
      <PageHeader title={title}>
        <span className="text-body-secondary">{t('clients.numbered', { id: card.id })}</span>
      </PageHeader>
      <NoScriptActionNotice />
      {card.forgotten_at ? (
        <div className="alert alert-secondary" role="status">
          {t('clients.forgottenAt', { at: formatDateTime(card.forgotten_at, timeZone) })}
        </div>
      ) : null}
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <BlockCard titleId="wd-client-person" title={t('clients.person')} className="mb-3">
            <p className="fs-4 fw-semibold mb-1">
              {card.phone ? (
                <a href={`tel:${card.phone}`} className="text-decoration-none">
                  <PhoneText phone={card.phone} />
                </a>
              ) : (
                t('clients.noPhone')
              )}
            </p>
            {card.other_phones.length ? (
              <p className="mb-2">{t('clients.otherPhones', { phones: card.other_phones.map(formatPhone).join(', ') })}</p>
            ) : null}
            {card.company ? (
              <p className="mb-2">
                <span className="badge text-bg-primary">
                  {card.company.pays_by_contract
                    ? t('clients.companyContract', { company: card.company.name })
                    : t('clients.company', { company: card.company.name })}
                </span>
              </p>
            ) : null}
            {card.forgotten_at ? null : (
              <>
                <NameForm card={card} limits={limits.name} />
                <ConsentForm card={card} />
                <OrderMessagesForm card={card} />
              </>
            )}
          </BlockCard>
          <BlockCard titleId="wd-client-notes" title={t('clients.notes')} className="mb-3">
            <NotesBlock card={card} limits={limits.note} />
          </BlockCard>
        </div>
        <div className="col-12 col-lg-7">
          <MoneyBlock card={card} />
          <BlockCard titleId="wd-client-cars" title={t('clients.cars')} className="mb-3">
            {card.cars.length === 0 ? <p className="mb-0 text-body-secondary">{t('clients.noCars')}</p> : null}
            <ul className="list-unstyled mb-0">
              {card.cars.map((car) => (
                <li key={car.id} className="mb-2">
                  <CarLine car={car} />
                </li>
              ))}
            </ul>
          </BlockCard>
          {stored.length ? (
            <BlockCard titleId="wd-client-storage" title={t('storage.ofClient', { count: stored.length })} className="mb-3">
              <ul className="list-group list-group-flush">
                {stored.map((set) => (
                  <SetLine key={set.id} set={set} />
                ))}
              </ul>
            </BlockCard>
          ) : null}
          <BlockCard titleId="wd-client-visits" title={t('clients.visitsTitle', { count: card.visits.total })}>
            <VisitsTable visits={card.visits} role={role} pageParam="visits_page" showPlate={card.cars.length !== 1} />
          </BlockCard>
        </div>
        {role === 'owner' && !card.forgotten_at ? (
          <div className="col-12 col-lg-5">
            <OwnerActions card={card} limits={limits.merge} preview={mergePreview} />
          </div>
        ) : null}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
