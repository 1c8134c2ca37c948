import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { OwnerTable } from '~/components/owner/owner-table';
import { PageHeader } from '~/components/page-header';
import { AccountRow } from './account-row';
import { accountsAction, accountsLoader } from './accounts.server';
import { NewAccountForm } from './new-account-form';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => accountsLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(accountsAction({ request, context }));

/**
 * «Учётные записи»: who may sign in and as what. The same rules as `npm run users`; a reset
 * or a disable ends the account's sessions at once, and a made-up password shows once.
 */
export default function AccountsPage() {
  const { t } = useTranslation();
  const { accounts, limits } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t('owner.accounts.title')} />
      <NoScriptActionNotice />
      <BlockCard titleId="wd-accounts-list" title={t('owner.accounts.list')} className="mb-3">
        <OwnerTable
          labelledBy="wd-accounts-list"
          head={
            <>
              <th scope="col">{t('owner.accounts.login')}</th>
              <th scope="col">{t('owner.accounts.name')}</th>
              <th scope="col">{t('owner.accounts.role')}</th>
              <th scope="col">{t('owner.accounts.state')}</th>
            </>
          }
        >
          {accounts.map((a) => (
            <AccountRow key={a.id} account={a} />
          ))}
        </OwnerTable>
      </BlockCard>
      <BlockCard titleId="wd-accounts-new" title={t('owner.accounts.new')}>
        <NewAccountForm limits={limits} />
      </BlockCard>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
