import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { OrderListPlaceholder } from '~/components/order-list-placeholder';

export default function MasterActiveTasks() {
  const { t } = useTranslation();
  return <OrderListPlaceholder title={t('pages.active')} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
