import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { BaysSection } from './bays-section';
import { bookingsAction, bookingsLoader } from './bookings.server';
import { DaysOffSection } from './days-off-section';
import { DurationsSection } from './durations-section';
import { HoursSection } from './hours-section';
import { withRefusalStatus } from '~/utils/refusal-status.server';
import { NoScriptActionNotice } from '~/components/no-script-notice';

export const loader = ({ request, context }: LoaderFunctionArgs) => bookingsLoader({ request, context });
export const action = ({ request, context }: ActionFunctionArgs) => withRefusalStatus(bookingsAction({ request, context }));

/**
 * «Запись и посты» (docs/decisions/040-booking-into-the-live-queue.md): what online booking
 * offers. The bays a booking holds, the opening hours by weekday with how far ahead and how
 * late a customer may cancel, the days off to come, and how long each service takes on each
 * class. A change shows in the free times at once; bookings already made keep their times.
 */
export default function BookingSettingsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t('owner.bookings.title')} />
      <NoScriptActionNotice />
      <p className="text-body-secondary">{t('owner.bookings.intro')}</p>
      <div className="d-flex flex-column gap-3">
        <BaysSection bays={data.bays} limits={data.limits.bay} />
        <HoursSection rules={data} limits={data.limits.rules} zone={data.zone} />
        <DaysOffSection days={data.days_off} today={data.today} />
        <DurationsSection
          classes={data.classes}
          classId={data.durations?.class_id ?? null}
          services={data.durations?.services ?? []}
          limits={data.limits.duration.minutes}
        />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
