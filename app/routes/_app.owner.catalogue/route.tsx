import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { LabelledControl } from '~/components/forms';
import { OwnerTable } from '~/components/owner/owner-table';
import { PageHeader } from '~/components/page-header';
import { catalogueAction, catalogueLoader } from './catalogue.server';
import { ModelRow } from './model-row';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => catalogueLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(catalogueAction({ request, context }));

/**
 * «Марки и модели»: a model missing from the catalogue is added to its brand, and a model in
 * the wrong class is fixed; cars taken in after it take the class (and its wash prices).
 */
export default function CataloguePage() {
  const { t } = useTranslation();
  const { brands, models, brandId, classes, limits } = useLoaderData<typeof loader>();
  const brand = brands.find((b) => b.id === brandId);
  return (
    <>
      <PageHeader title={t('owner.catalogue.title')} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.catalogue.intro')}</p>
      <BlockCard titleId="wd-catalogue-brand" title={t('owner.catalogue.brand')} className="mb-3">
        <Form method="get" className="d-flex flex-wrap align-items-end gap-2">
          <LabelledControl id="catalogue-brand" label={t('owner.catalogue.brand')} className="mb-0 flex-grow-1">
            <select id="catalogue-brand" name="brand" defaultValue={brandId ?? ''} className="form-select form-select-lg">
              <option value="">{t('wizard.choose')}</option>
              {brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name} ({b.name_ru})
                </option>
              ))}
            </select>
          </LabelledControl>
          <button type="submit" className="btn btn-primary btn-lg">
            {t('owner.catalogue.show')}
          </button>
        </Form>
      </BlockCard>
      {brand ? (
        <BlockCard titleId="wd-catalogue-models" title={t('owner.catalogue.modelsOf', { brand: brand.name })}>
          <OwnerTable
            labelledBy="wd-catalogue-models"
            head={
              <>
                <th scope="col">{t('owner.catalogue.name')}</th>
                <th scope="col">{t('owner.catalogue.nameRu')}</th>
                <th scope="col">{t('owner.catalogue.class')}</th>
              </>
            }
          >
            {models.map((m) => (
              <ModelRow key={m.id} model={m} brandId={brand.id} classes={classes} limits={limits} />
            ))}
            <ModelRow key={`new-${brand.id}`} brandId={brand.id} classes={classes} limits={limits} />
          </OwnerTable>
        </BlockCard>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
