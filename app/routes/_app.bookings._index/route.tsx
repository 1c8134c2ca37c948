import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useResultToast } from '~/utils/use-result-toast';
import { NoScriptResult } from '~/components/no-script-notice';
import { useTranslation } from 'react-i18next';
import { DayBoard } from '~/components/bookings/day-board';
import { DayNav } from '~/components/bookings/day-nav';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { useLiveBookings } from '~/live/live-provider';
import { bookingsAction, bookingsLoader } from './bookings.server';
import { withRefusalStatus } from '~/utils/refusal-status.server';

export const loader = (args: LoaderFunctionArgs) => bookingsLoader(args);
export const action = (args: ActionFunctionArgs) => withRefusalStatus(bookingsAction(args));

/**
 * «Записи»: the day by bay (docs/screens.md 'Bookings'). The bays' screens and the desk see who
 * is coming, take a booking for a caller, move or cancel one, and take a booked car in with
 * «Принять». Follows every booking made anywhere, live.
 */
export default function BookingsPage() {
  const { t } = useTranslation();
  const { board, zone, today, takesCarsIn } = useLoaderData<typeof loader>();
  useLiveBookings();
  // A cancel refused (already taken in, say) is said in a toast; a done one comes back as one.
  const result = useActionData<typeof action>();
  useResultToast(result);
  return (
    <>
      <PageHeader title={t('bookings.title')}>
        <Link to={`/bookings/new?date=${board.date}`} className="btn btn-primary btn-lg">
          {t('bookings.byPhone')}
        </Link>
      </PageHeader>
      <NoScriptResult result={result} />
      <DayNav date={board.date} today={today} zone={zone} />
      <DayBoard board={board} isToday={board.date === today} takesCarsIn={takesCarsIn} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
