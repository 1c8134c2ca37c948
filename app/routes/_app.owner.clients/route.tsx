import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ErrorList, LabelledControl } from '~/components/forms';
import { OwnerTable } from '~/components/owner/owner-table';
import { PageHeader } from '~/components/page-header';
import { formatDateTime, formatMoney, formatPhone } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { ownerClientsLoader } from './owner-clients.server';
import { PhoneText } from '~/components/phone-text';

export const loader = ({ request, context }: LoaderFunctionArgs) => ownerClientsLoader({ request, context });

const who = (c: { name: string | null; phone: string | null }, none: string) =>
  [c.name, c.phone ? formatPhone(c.phone) : null].filter(Boolean).join(' · ') || none;

/**
 * «Клиенты» for the owner (docs/screens.md 'Clients for the owner'): new and returning
 * clients by month, the share who came back within 60 days, the best clients, and the lapsed
 * ones who agreed to be contacted, with their CSV for a calling or SMS campaign.
 */
export default function OwnerClientsPage() {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  const { report, refused, limits } = useLoaderData<typeof loader>();
  const monthName = (m: string) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-15T00:00:00Z`));
  const { lapsed, came_back: back } = report;
  return (
    <>
      <PageHeader title={t('ownerClients.title')} />
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <BlockCard titleId="wd-oc-months" title={t('ownerClients.byMonth')} className="mb-3">
            <OwnerTable
              labelledBy="wd-oc-months"
              actions={false}
              fits
              head={
                <>
                  <th scope="col">{t('ownerClients.month')}</th>
                  <th scope="col" className="text-end">
                    {t('ownerClients.new')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('ownerClients.returning')}
                  </th>
                </>
              }
            >
              {report.months.map((m) => (
                <tr key={m.month}>
                  <td>{monthName(m.month)}</td>
                  <td className="text-end">{m.new}</td>
                  <td className="text-end">{m.returning}</td>
                </tr>
              ))}
            </OwnerTable>
          </BlockCard>
          <BlockCard titleId="wd-oc-back" title={t('ownerClients.cameBack', { days: back.days })} className="mb-3">
            <p className="display-6 mb-1">{back.first_timers ? t('units.percent', { n: back.percent }) : '—'}</p>
            <p className="mb-0 text-body-secondary">
              {t('ownerClients.cameBackOf', { returned: back.returned, count: back.first_timers, days: back.days })}
            </p>
          </BlockCard>
        </div>
        <div className="col-12 col-lg-7">
          <BlockCard titleId="wd-oc-top" title={t('ownerClients.top')} className="mb-3">
            {report.top.length === 0 ? <p className="mb-0 text-body-secondary">{t('ownerClients.noTop')}</p> : null}
            <ol className="mb-0">
              {report.top.map((c) => (
                <li key={c.client_id} className="mb-1">
                  <Link to={`/clients/${c.client_id}`}>{who(c, t('clients.noName'))}</Link>{' '}
                  <span className="fw-semibold">{formatMoney(c.spent)}</span>{' '}
                  <span className="text-body-secondary">{t('ownerClients.paidOrders', { count: c.paid_orders })}</span>
                </li>
              ))}
            </ol>
          </BlockCard>
          <BlockCard titleId="wd-oc-lapsed" title={t('ownerClients.lapsed')}>
            {/* A document form: «Скачать CSV» sends the number typed, and the file downloads. */}
            <Form method="get" reloadDocument className={`d-flex flex-wrap gap-2 align-items-end ${refused ? 'mb-1' : 'mb-3'}`}>
              <LabelledControl id="oc-days" label={t('ownerClients.lapsedDays')} className="mb-0">
                <input
                  id="oc-days"
                  name="lapsed_days"
                  type="number"
                  min={limits.lapsed_days?.min}
                  max={limits.lapsed_days?.max}
                  defaultValue={refused?.typed ?? lapsed.days}
                  className={`form-control form-control-lg ${refused ? 'is-invalid' : ''}`}
                  aria-invalid={refused ? true : undefined}
                  aria-describedby={refused ? 'oc-days-error' : undefined}
                />
              </LabelledControl>
              <button type="submit" className="btn btn-primary btn-lg">
                {t('ownerClients.show')}
              </button>
              {lapsed.with_consent ? (
                <button type="submit" formAction="/resources/lapsed-csv" className="btn btn-outline-success btn-lg">
                  {t('ownerClients.csv')}
                </button>
              ) : null}
            </Form>
            {/* Under the row, not the field: the buttons stay level with the field they send. */}
            {refused ? (
              <div className="mb-3">
                <ErrorList id="oc-days-error" errors={[refused.error]} />
              </div>
            ) : null}
            <p>{t('ownerClients.lapsedCount', { count: lapsed.total, days: lapsed.days, consent: lapsed.with_consent })}</p>
            <ul className="list-group list-group-flush">
              {lapsed.items.map((c) => (
                <li key={c.client_id} className="list-group-item px-0 d-flex flex-wrap gap-2">
                  <Link to={`/clients/${c.client_id}`}>{c.name ?? t('clients.noName')}</Link>
                  {c.phone ? (
                    <a href={`tel:${c.phone}`}>
                      <PhoneText phone={c.phone} />
                    </a>
                  ) : null}
                  <span className="ms-auto small text-body-secondary">
                    {t('clients.lastVisit', { at: formatDateTime(c.last_visit, timeZone) })} ·{' '}
                    {t('clients.visitsCount', { count: c.visits })} · {formatMoney(c.spent)}
                  </span>
                </li>
              ))}
            </ul>
            {lapsed.with_consent > lapsed.items.length ? (
              <p className="small text-body-secondary mt-2 mb-0">
                {t('ownerClients.moreInCsv', { shown: lapsed.items.length, count: lapsed.with_consent })}
              </p>
            ) : null}
          </BlockCard>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
