import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { OrderListPage } from '~/components/orders/order-list-page';
import { isMaster } from '~/utils/areas';
import { loadOrderList } from '~/components/orders/order-list.server';

export function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrderList({ request, context }, 'in_progress', isMaster);
}

export default function MasterActiveTasks() {
  const { t } = useTranslation();
  return <OrderListPage title={t('pages.active')} variant="master" {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
