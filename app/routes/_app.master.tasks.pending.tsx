import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BookedToday } from '~/components/bookings/booked-today';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { OrderListPage } from '~/components/orders/order-list-page';
import { bookedTodayOf } from '~/components/bookings/booked-today.server';
import { isMaster } from '~/utils/areas';
import { loadOrderList } from '~/components/orders/order-list.server';
import { useTimeZone } from '~/utils/root-data';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [list, booked] = await Promise.all([
    loadOrderList({ request, context }, 'waiting', isMaster),
    // Today's booked cars head the queue they will join.
    bookedTodayOf({ request, context }),
  ]);
  return { ...list, booked };
}

/** «Ожидают»: the queue, headed by today's booked cars still to come («Записаны»). */
export default function MasterPendingTasks() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { booked, ...list } = useLoaderData<typeof loader>();
  return <OrderListPage title={t('pages.pending')} variant="master" {...list} lead={<BookedToday booked={booked} timeZone={timeZone} />} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
