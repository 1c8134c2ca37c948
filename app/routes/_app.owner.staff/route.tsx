import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { OwnerTable } from '~/components/owner/owner-table';
import { PageHeader } from '~/components/page-header';
import { staffAction, staffLoader } from './staff.server';
import { WorkerRow } from './worker-row';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => staffLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(staffAction({ request, context }));

/**
 * «Сотрудники»: the washers and tyre fitters a master assigns to lines, with the percent they
 * earn and their shares of a line done together. A switched-off worker leaves the assignment
 * lists at once and keeps the lines they did.
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const { workers, limits, newWorker } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t('owner.staff.title')} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.staff.intro')}</p>
      <p className="text-body-secondary">{t('owner.staff.sharesRule')}</p>
      <BlockCard titleId="wd-staff-workers" title={t('owner.staff.workers')}>
        <OwnerTable
          labelledBy="wd-staff-workers"
          head={
            <>
              <th scope="col">{t('owner.staff.name')}</th>
              <th scope="col">{t('owner.staff.kind')}</th>
              <th scope="col">{t('owner.staff.colour')}</th>
              <th scope="col">{t('owner.staff.percent')}</th>
              <th scope="col">{t('owner.staff.shares')}</th>
              <th scope="col" className="text-center">
                {t('owner.staff.active')}
              </th>
            </>
          }
        >
          {workers.map((w) => (
            <WorkerRow key={w.id} worker={w} limits={limits} newWorker={newWorker} />
          ))}
          <WorkerRow limits={limits} newWorker={newWorker} />
        </OwnerTable>
      </BlockCard>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
