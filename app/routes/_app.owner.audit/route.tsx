import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AUDIT_NAMED_ENTITIES, auditKinds } from '#contract/audit-kinds';
import type { AuditNames } from '#contract/owner-audit';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { LabelledControl } from '~/components/forms';
import { OwnerTable } from '~/components/owner/owner-table';
import { PageHeader } from '~/components/page-header';
import { formatDateTime } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { auditLoader } from './audit.server';
import { ChangeView } from './change-view';

export const loader = ({ request, context }: LoaderFunctionArgs) => auditLoader({ request, context });

/**
 * «Журнал изменений»: every change of money, discounts, statuses, keys, workers, prices and
 * accounts, with who, when, before and after; filtered by days, person, order and kind. An
 * order's page links here with its number filled in.
 */
export default function AuditPage() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { log, filters, limits } = useLoaderData<typeof loader>();
  const pageLink = (page: number) => {
    const params = new URLSearchParams(
      Object.entries({ ...filters, page })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    return `?${params.toString()}`;
  };
  return (
    <>
      <PageHeader title={t('owner.audit.title')} />
      <BlockCard titleId="wd-audit-filters" title={t('owner.audit.filters')} className="mb-3">
        <Form method="get" className="row g-3 align-items-end">
          {/* Two rows below the widest screens, a date a row of its own on a phone: narrower fields cut "mm/dd/yyyy". */}
          <div className="col-12 col-sm-6 col-lg-3 col-xxl-2">
            <LabelledControl id="audit-from" label={t('owner.audit.from')} className="mb-0">
              <input id="audit-from" name="from" type="date" defaultValue={filters.from} className="form-control form-control-lg" />
            </LabelledControl>
          </div>
          <div className="col-12 col-sm-6 col-lg-3 col-xxl-2">
            <LabelledControl id="audit-to" label={t('owner.audit.to')} className="mb-0">
              <input id="audit-to" name="to" type="date" defaultValue={filters.to} className="form-control form-control-lg" />
            </LabelledControl>
          </div>
          <div className="col-12 col-md-6 col-lg-3 col-xxl-2">
            <LabelledControl id="audit-user" label={t('owner.audit.user')} className="mb-0">
              <select id="audit-user" name="user_id" defaultValue={filters.user_id ?? ''} className="form-select form-select-lg">
                <option value="">{t('owner.audit.anyone')}</option>
                {log.users.map((u) => (
                  <option key={u.id} value={u.id}>
                    {u.name} ({u.login})
                  </option>
                ))}
              </select>
            </LabelledControl>
          </div>
          <div className="col-6 col-md-3 col-lg-3 col-xxl-2">
            <LabelledControl id="audit-order" label={t('owner.audit.order')} className="mb-0">
              <input
                id="audit-order"
                name="order_id"
                type="number"
                min={limits.order_id?.min}
                max={limits.order_id?.max}
                inputMode="numeric"
                defaultValue={filters.order_id ?? ''}
                className="form-control form-control-lg"
              />
            </LabelledControl>
          </div>
          <div className="col-6 col-md-3 col-lg-3 col-xxl-2">
            <LabelledControl id="audit-kind" label={t('owner.audit.kind')} className="mb-0">
              <select id="audit-kind" name="kind" defaultValue={filters.kind ?? ''} className="form-select form-select-lg">
                <option value="">{t('owner.audit.anyKind')}</option>
                {auditKinds.map((k) => (
                  <option key={k} value={k}>
                    {t(`owner.audit.kinds.${k}`)}
                  </option>
                ))}
              </select>
            </LabelledControl>
          </div>
          <div className="col-12 col-lg-3 col-xxl-2">
            <button type="submit" className="btn btn-primary btn-lg w-100">
              {t('owner.audit.show')}
            </button>
          </div>
        </Form>
      </BlockCard>
      <BlockCard
        titleId="wd-audit-list"
        title={log.more ? t('owner.audit.foundMore', { count: log.total }) : t('owner.audit.found', { count: log.total })}
      >
        {log.entries.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('owner.audit.empty')}</p>
        ) : (
          <OwnerTable
            labelledBy="wd-audit-list"
            actions={false}
            stacks
            align="top"
            head={
              <>
                <th scope="col">{t('owner.audit.when')}</th>
                <th scope="col">{t('owner.audit.who')}</th>
                <th scope="col">{t('owner.audit.what')}</th>
                <th scope="col" className="wd-audit-side">
                  {t('owner.audit.before')}
                </th>
                <th scope="col" className="wd-audit-side">
                  {t('owner.audit.after')}
                </th>
              </>
            }
          >
            {log.entries.map((e) => (
              <tr key={e.id}>
                <td className="text-nowrap">{formatDateTime(e.at, timeZone)}</td>
                <td>{e.user ? e.user.name : t('owner.audit.system')}</td>
                <td className="wd-audit-what">
                  <span className="badge text-bg-secondary me-1">{t(`owner.audit.kinds.${e.kind}`)}</span>
                  <div>{t(`owner.audit.actions.${e.action.replace(/\./g, '_')}`, { defaultValue: e.action })}</div>
                  <div className="small text-body-secondary">
                    {e.entity === 'order' && e.entity_id ? (
                      <Link to={`?order_id=${e.entity_id}`}>{t('owner.audit.orderNumber', { n: e.entity_id })}</Link>
                    ) : (
                      <EntityName entity={e.entity} id={e.entity_id} names={log.names} />
                    )}
                  </div>
                </td>
                <td data-label={t('owner.audit.before')}>
                  <ChangeView value={e.before} names={log.names} timeZone={timeZone} />
                </td>
                <td data-label={t('owner.audit.after')}>
                  <ChangeView value={e.after} names={log.names} timeZone={timeZone} />
                </td>
              </tr>
            ))}
          </OwnerTable>
        )}
        {log.pages > 1 ? (
          <nav aria-label={t('owner.audit.pages')} className="d-flex align-items-center gap-2 mt-3">
            {log.page > 1 ? (
              <Link to={pageLink(log.page - 1)} className="btn btn-outline-primary">
                {t('owner.audit.newer')}
              </Link>
            ) : null}
            <span>{t('owner.audit.pageOf', { page: log.page, pages: log.pages })}</span>
            {log.page < log.pages ? (
              <Link to={pageLink(log.page + 1)} className="btn btn-outline-primary">
                {t('owner.audit.older')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </BlockCard>
    </>
  );
}

/** What a change was made to: its kind, with its name (or its number) when it has one (the rules have none). */
function EntityName({ entity, id, names }: { entity: string; id: number | null; names: AuditNames }) {
  const { t } = useTranslation();
  const kind = t(`owner.audit.entities.${entity}`, { defaultValue: entity });
  const namedKind = AUDIT_NAMED_ENTITIES[entity];
  const name = id && namedKind ? names[namedKind][String(id)] : undefined;
  if (name) return <>{t('owner.audit.entityNamed', { entity: kind, name })}</>;
  return <>{id ? t('owner.audit.entityWithId', { entity: kind, n: id }) : kind}</>;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
