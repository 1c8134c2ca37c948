import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { OrderListPlaceholder } from '~/components/order-list-placeholder';

export default function MasterCompletedTasks() {
  const { t } = useTranslation();
  return <OrderListPlaceholder title={t('pages.completed')} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
