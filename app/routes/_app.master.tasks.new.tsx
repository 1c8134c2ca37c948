import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';

/** The new-order wizard lands with the master screens (issue 5); this is its place. */
export default function NewOrder() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.newOrder')} />
      <div className="card wd-block">
        <div className="card-body text-body-secondary py-5 text-center">{t('pages.newOrderSoon')}</div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
