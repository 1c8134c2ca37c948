import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { CompanyClients, CompanyForm } from './company-card';
import { companiesAction, companiesLoader } from './companies.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => companiesLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(companiesAction({ request, context }));

/**
 * «Компании»: contract clients. A client attached by phone is served by the company's
 * contract from their next order; orders already taken keep their terms.
 */
export default function CompaniesPage() {
  const { t } = useTranslation();
  const { companies, limits } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t('owner.companies.title')} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.companies.intro')}</p>
      <div className="row g-3">
        {companies.map((c) => (
          <div className="col-12 col-xl-6" key={c.id}>
            <BlockCard titleId={`wd-company-${c.id}`} title={c.name} className="h-100">
              <CompanyForm company={c} limits={limits.company} />
              <CompanyClients company={c} limits={limits.client} />
            </BlockCard>
          </div>
        ))}
        <div className="col-12 col-xl-6">
          <BlockCard titleId="wd-company-new" title={t('owner.companies.new')} className="h-100">
            <CompanyForm limits={limits.company} />
          </BlockCard>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
