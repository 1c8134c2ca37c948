import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { CellsSection } from './cells-section';
import { RacksSection } from './racks-section';
import { SettingsSection } from './settings-section';
import { storageAction, storageLoader } from './storage.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => storageLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(storageAction({ request, context }));

/**
 * «Хранение шин» (docs/decisions/041-seasonal-tyre-storage.md), the owner's side: which price
 * list services a season and an overdue month are, the usual term and the reminder dates; the
 * racks, added or made bigger; and a cell taken out of use or put back. The bays and the desk
 * take sets in and give them back on their own storage screen.
 */
export default function StorageSettingsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t('owner.storage.title')} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.storage.intro')}</p>
      <div className="d-flex flex-column gap-3">
        <SettingsSection settings={data} limits={data.limits.settings} />
        <RacksSection racks={data.racks} limits={data.limits.rack} />
        <CellsSection racks={data.cells} />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
