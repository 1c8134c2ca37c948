import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { businessDay } from '#contract/fields';
import { SlotPicker } from '~/components/bookings/slot-picker';
import { businessToday } from '~/utils/report-period.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { actionResult } from '~/utils/action-result';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { isStaffArea } from '~/utils/areas';
import { formatPlate, formatTime } from '~/utils/format';
import { idParam } from '~/utils/id-param.server';
import { redirectWithToast } from '~/utils/toast.server';
import { useResultToast } from '~/utils/use-result-toast';
import { businessDateOf, dayTitle } from '~/components/booking/booking-format';

const dayQuery = z.object({ date: businessDay.optional().catch(undefined) });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await apiFor({ request, context }, isStaffArea);
  const id = idParam(params.bookingId);
  const booking = dataOrThrow(await api.call('booking/:id', { params: { id } }));
  const slots = dataOrThrow(
    await api.call('bookings/slots', {
      query: {
        kind: booking.kind,
        services: booking.services.map((s) => s.id).join(','),
        class_id: String(booking.class_id),
        booking_id: String(id),
      },
    }),
  );
  const { date } = dayQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const own = businessDateOf(new Date(booking.starts_at), slots.time_zone);
  return { booking, slots, date: date ?? (slots.days.some((d) => d.date === own) ? own : businessToday(slots.time_zone)) };
}

/** The booking to the time pressed; the day board of its new day then shows it. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const api = await apiFor({ request, context }, isStaffArea);
  const id = idParam(params.bookingId);
  const form = await request.formData();
  const startsAt = String(form.get('starts_at') ?? '');
  const date = dayQuery.parse({ date: form.get('date') ?? undefined }).date ?? '';
  const result = actionResult(await api.call('bookings/move', { body: { booking_id: id, starts_at: startsAt } }), 'move');
  if (!result.ok) return result;
  return redirectWithToast(`/bookings${date ? `?date=${date}` : ''}`, { type: 'success', description: result.message ?? '' });
}

/** «Перенести»: the booking's free times (its own counts as free), another day or hour pressed. */
export default function MoveBookingPage() {
  const { t, i18n } = useTranslation();
  const { booking, slots, date } = useLoaderData<typeof loader>();
  useResultToast(useActionData<typeof action>());
  return (
    <>
      <PageHeader title={t('bookings.moveTitle', { plate: formatPlate(booking.plate_number) })}>
        <Link to={`/bookings?date=${date}`} className="btn btn-outline-secondary btn-lg">
          ← {t('bookings.title')}
        </Link>
      </PageHeader>
      <p>
        {t('bookings.now', {
          day: dayTitle(businessDateOf(new Date(booking.starts_at), slots.time_zone), i18n.language),
          time: formatTime(booking.starts_at, slots.time_zone),
        })}{' '}
        · {booking.services.map((s) => s.name).join(', ')}
      </p>
      <Form method="post" className="card wd-block">
        <div className="card-body">
          <input type="hidden" name="date" value={date} />
          <SlotPicker days={slots.days} date={date} timeZone={slots.time_zone} dayLink={(d) => `?date=${d}`} />
        </div>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
