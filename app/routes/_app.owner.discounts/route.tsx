import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { OwnerTable } from '~/components/owner/owner-table';
import { PageHeader } from '~/components/page-header';
import { discountsAction, discountsLoader } from './discounts.server';
import { GroupRow } from './group-row';
import { RulesForm } from './rules-form';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => discountsLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(discountsAction({ request, context }));

/**
 * «Скидки»: the discount groups a cashier adds cars to. A changed percent reaches orders taken
 * after it; a switched-off group takes no new cars and its cars keep it.
 */
export default function DiscountsPage() {
  const { t } = useTranslation();
  const { groups, rules, limits, steps } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t('owner.discounts.title')} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.discounts.intro')}</p>
      <BlockCard titleId="wd-discount-groups" title={t('owner.discounts.groups')} className="mb-3">
        <OwnerTable
          labelledBy="wd-discount-groups"
          head={
            <>
              <th scope="col">{t('owner.discounts.name')}</th>
              <th scope="col">{t('owner.discounts.percent')}</th>
              <th scope="col" className="text-center">
                {t('owner.discounts.active')}
              </th>
              <th scope="col" className="text-end">
                {t('owner.discounts.cars')}
              </th>
            </>
          }
        >
          {groups.map((g) => (
            <GroupRow key={g.id} group={g} limits={limits.group} />
          ))}
          <GroupRow limits={limits.group} />
        </OwnerTable>
      </BlockCard>
      <BlockCard titleId="wd-discount-rules" title={t('owner.rules.title')} className="wd-rules-card">
        <RulesForm rules={rules} limits={limits.rules} steps={steps} />
      </BlockCard>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
