import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { BackupState } from './backup-state';
import { BackupTable } from './backup-table';
import { ExportCard } from './export-card';
import { backupsAction, backupsLoader } from './backups.server';
import { useRefreshWhile } from './use-refresh-while';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => backupsLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(backupsAction({ request, context }));

/**
 * «Резервные копии» (docs/screens.md 'The owner's back office'; docs/reliability.md): whether
 * the books are safe tonight, the last copies with their checks, a copy made now, and a
 * copy downloaded to keep elsewhere.
 */
export default function BackupsPage() {
  const { t } = useTranslation();
  const backups = useLoaderData<typeof loader>();
  // While a copy is being made, the page looks again every few seconds until it is listed.
  useRefreshWhile(backups.running);
  return (
    <>
      <PageHeader title={t('owner.backups.title')} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.backups.intro')}</p>
      <BackupState backups={backups} />
      {backups.enabled ? (
        <BlockCard titleId="wd-backups-list" title={t('owner.backups.list')}>
          {backups.backups.length ? (
            <BackupTable backups={backups.backups} copyDir={backups.copy_dir} />
          ) : (
            <p className="mb-0 text-body-secondary">{t('owner.backups.none')}</p>
          )}
        </BlockCard>
      ) : null}
      <ExportCard />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
