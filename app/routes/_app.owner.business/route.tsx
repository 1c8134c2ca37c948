import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { ErrorList, LabelledControl } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { PageHeader } from '~/components/page-header';
import { formatPhone } from '~/utils/format';
import { controlProps, type ReplyField } from '~/utils/reply-fields';
import { businessAction, businessLoader } from './business.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => businessLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => businessAction({ request, context });

/**
 * «Реквизиты» (docs/screens.md 'The owner's back office'): the business's name, address, phone
 * and INN, printed at the head of the customer's receipt and the work order.
 */
export default function BusinessPage() {
  const { t } = useTranslation();
  const { profile } = useLoaderData<typeof loader>();
  const { fetcher, field, busy } = useOwnerForm('business', 'business');
  const input = (f: ReplyField, label: string, props: { defaultValue: string; maxLength: number; type?: string; inputMode?: 'numeric' | 'tel'; autoComplete?: string; hint?: string }) => (
    <LabelledControl id={f.id} label={label}>
      <input
        {...controlProps(f, props.hint ? `${f.id}-hint` : undefined)}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete ?? 'off'}
        defaultValue={props.defaultValue}
        maxLength={props.maxLength}
        required
        className={`form-control form-control-lg ${f.errors ? 'is-invalid' : ''}`}
      />
      {props.hint ? (
        <div id={`${f.id}-hint`} className="form-text">
          {props.hint}
        </div>
      ) : null}
      <ErrorList id={f.errorId} errors={f.errors} />
    </LabelledControl>
  );
  return (
    <>
      <PageHeader title={t('owner.business.title')} />
      <p className="text-body-secondary">{t('owner.business.intro')}</p>
      {profile ? null : <p className="alert alert-warning">{t('owner.business.notSet')}</p>}
      <BlockCard titleId="wd-business" title={t('owner.business.details')} className="wd-rules-card">
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="business" />
          {input(field('name'), t('owner.business.name'), { defaultValue: profile?.name ?? '', maxLength: 120, autoComplete: 'organization' })}
          {input(field('address'), t('owner.business.address'), { defaultValue: profile?.address ?? '', maxLength: 200, autoComplete: 'street-address' })}
          {input(field('phone'), t('owner.business.phone'), { defaultValue: profile ? formatPhone(profile.phone) : '', maxLength: 30, type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          {input(field('inn'), t('owner.business.inn'), { defaultValue: profile?.inn ?? '', maxLength: 12, inputMode: 'numeric', hint: t('owner.business.innHint') })}
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
