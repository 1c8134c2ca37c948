import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { PageHeader } from '~/components/page-header';
import { formatPhone } from '~/utils/format';
import { ReplyInput } from '~/components/reply-input';
import { businessAction, businessLoader } from './business.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => businessLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(businessAction({ request, context }));

/**
 * «Реквизиты» (docs/screens.md 'The owner's back office'): the business's name, address, phone
 * and INN, printed at the head of the customer's receipt and the work order.
 */
export default function BusinessPage() {
  const { t } = useTranslation();
  const { profile, limits } = useLoaderData<typeof loader>();
  const { fetcher, field, busy, shown } = useOwnerForm('business', 'business');
  return (
    <>
      <PageHeader title={t('owner.business.title')} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.business.intro')}</p>
      {profile ? null : <p className="alert alert-warning">{t('owner.business.notSet')}</p>}
      <BlockCard titleId="wd-business" title={t('owner.business.details')} className="wd-rules-card">
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="business" />
          <ReplyInput
            field={field('name')}
            label={t('owner.business.name')}
            defaultValue={shown('name', profile?.name ?? '')}
            maxLength={limits.name?.maxLength}
            required
            autoComplete="organization"
          />
          <ReplyInput
            field={field('address')}
            label={t('owner.business.address')}
            defaultValue={shown('address', profile?.address ?? '')}
            maxLength={limits.address?.maxLength}
            required
            autoComplete="street-address"
          />
          <ReplyInput
            field={field('phone')}
            label={t('owner.business.phone')}
            defaultValue={shown('phone', profile ? formatPhone(profile.phone) : '')}
            maxLength={limits.phone?.maxLength}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <ReplyInput
            field={field('inn')}
            label={t('owner.business.inn')}
            defaultValue={shown('inn', profile?.inn ?? '')}
            maxLength={limits.inn?.maxLength}
            required
            inputMode="numeric"
            hint={t('owner.business.innHint')}
          />
          <ReplyInput
            field={field('hours')}
            label={t('owner.business.hours')}
            defaultValue={shown('hours', profile?.hours ?? '')}
            maxLength={limits.hours?.maxLength}
            hint={t('owner.business.hoursHint')}
          />
          <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
            {t('owner.business.save')}
          </button>
        </fetcher.Form>
      </BlockCard>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
