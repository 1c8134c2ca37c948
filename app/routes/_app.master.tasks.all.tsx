import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BookedToday } from '~/components/bookings/booked-today';
import { bookedTodayOf } from '~/components/bookings/booked-today.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useTimeZone } from '~/utils/root-data';
import { OrderListPage } from '~/components/orders/order-list-page';
import { isMaster } from '~/utils/areas';
import { loadOrderList } from '~/components/orders/order-list.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [list, booked] = await Promise.all([loadOrderList({ request, context }, 'all', isMaster), bookedTodayOf({ request, context })]);
  return { ...list, booked };
}

/** «Все»: every order, headed by today's booked cars still to come («Записаны»). */
export default function MasterAllTasks() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { booked, ...list } = useLoaderData<typeof loader>();
  return <OrderListPage title={t('pages.all')} variant="master" {...list} lead={<BookedToday booked={booked} timeZone={timeZone} />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
