import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { PriceGrid } from './price-grid';
import { tiresAction, tiresLoader } from './tires.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context, params }: LoaderFunctionArgs) => tiresLoader({ request, context }, params.serviceId);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  withRefusalStatus(tiresAction({ request, context }, params.serviceId));

/** A tyre service's prices by radius and profile («Цены по размерам»), reached from the price list. */
export default function TirePricesPage() {
  const { t } = useTranslation();
  const grid = useLoaderData<typeof loader>();
  return (
    <>
      <Link to="/owner/prices" className="btn btn-link px-0 mb-2">
        ← {t('owner.tires.back')}
      </Link>
      <PageHeader title={t('owner.tires.title', { service: grid.service.name })} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.tires.intro')}</p>
      <BlockCard titleId="wd-tire-grid" title={t('owner.tires.grid')}>
        {/* A saved grid comes back as the loader's data: the key starts the form afresh from it. */}
        <PriceGrid key={JSON.stringify(grid.cells)} grid={grid} />
      </BlockCard>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
