import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import type { ReactNode } from 'react';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useApiTexts } from '~/components/orders/api-texts';
import { OwnerTable } from '~/components/owner/owner-table';
import { SaveAllBar, UnsavedRowsProvider, useLeaveGuard } from '~/components/owner/unsaved-rows';
import { PageHeader } from '~/components/page-header';
import { ClassNameForm } from './class-name-form';
import { NewServiceForm } from './new-service-form';
import { pricesAction, pricesLoader } from './prices.server';
import { ServiceRow } from './service-row';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => pricesLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(pricesAction({ request, context }));

/**
 * «Прайс-лист» (docs/screens.md 'The owner's back office'): every service with a wash
 * service's price per class, edited row by row; the classes' names; a new service.
 */
export default function PriceListPage() {
  const { t } = useTranslation();
  const texts = useApiTexts();
  const { classes, services, limits, newServiceSort } = useLoaderData<typeof loader>();
  const classLabel = (c: (typeof classes)[number]) => texts.catalogue('class', c);
  const wash = services.filter((s) => s.kind === 'wash');
  const tire = services.filter((s) => s.kind === 'tire');
  const head = (extra: ReactNode) => (
    <>
      <th scope="col">{t('owner.prices.service')}</th>
      {extra}
      <th scope="col">{t('owner.prices.sort')}</th>
      <th scope="col" className="text-center">
        {t('owner.prices.active')}
      </th>
    </>
  );
  return (
    <UnsavedRowsProvider>
      <PriceLeaveGuard />
      <PageHeader title={t('owner.prices.title')} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.prices.intro')}</p>
      <BlockCard titleId="wd-prices-wash" title={t('owner.prices.wash')} className="mb-3">
        <OwnerTable
          labelledBy="wd-prices-wash"
          head={head(
            classes.map((c) => (
              <th scope="col" key={c.id} className="wd-price-col">
                {t('owner.prices.classNumber', { n: c.id })}
                <div className="small fw-normal text-body-secondary">{classLabel(c)}</div>
              </th>
            )),
          )}
        >
          {wash.map((s) => (
            <ServiceRow key={s.id} service={s} classes={classes} classLabel={classLabel} limits={limits.service} />
          ))}
        </OwnerTable>
      </BlockCard>
      <BlockCard titleId="wd-prices-tire" title={t('owner.prices.tire')} className="mb-3">
        <p className="text-body-secondary">{t('owner.prices.tireIntro')}</p>
        <OwnerTable labelledBy="wd-prices-tire" head={head(null)}>
          {tire.map((s) => (
            <ServiceRow key={s.id} service={s} classes={classes} classLabel={classLabel} limits={limits.service} />
          ))}
        </OwnerTable>
      </BlockCard>
      <div className="row g-3">
        <div className="col-12 col-xl-7">
          <BlockCard titleId="wd-prices-new" title={t('owner.prices.newService')} className="h-100">
            <NewServiceForm classes={classes} classLabel={classLabel} limits={limits.service} sort={newServiceSort} />
          </BlockCard>
        </div>
        <div className="col-12 col-xl-5">
          <BlockCard titleId="wd-prices-classes" title={t('owner.prices.classes')} className="h-100">
            {classes.map((c) => (
              <ClassNameForm key={c.id} vehicleClass={c} label={classLabel(c)} limits={limits.vehicleClass} />
            ))}
          </BlockCard>
        </div>
      </div>
      <SaveAllBar />
    </UnsavedRowsProvider>
  );
}

/** The question before leaving with unsaved rows (inside the provider, which knows them). */
function PriceLeaveGuard() {
  return <>{useLeaveGuard()}</>;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
