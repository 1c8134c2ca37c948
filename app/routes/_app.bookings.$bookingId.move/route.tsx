import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { businessDay } from '#contract/fields';
import { bookingCarBodySchema } from '#contract/bookings';
import { isStandardPlate } from '#contract/plates';
import { constraintOf } from '~/utils/form-constraints.server';
import { SlotPicker } from '~/components/bookings/slot-picker';
import { businessToday } from '~/utils/report-period.server';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { PageHeader } from '~/components/page-header';
import { useErrorText } from '~/components/forms';
import { actionResult } from '~/utils/action-result';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { isStaffArea } from '~/utils/areas';
import { formatPlate, formatTime } from '~/utils/format';
import { idParam } from '~/utils/id-param.server';
import { redirectWithToast } from '~/utils/toast.server';
import { useResultToast } from '~/utils/use-result-toast';
import { NoScriptResult } from '~/components/no-script-notice';
import { businessDateOf, dayTitle } from '~/components/booking/booking-format';
import { withRefusalStatus } from '~/utils/refusal-status.server';

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
  const limits = constraintOf(bookingCarBodySchema.pick({ plate_number: true }));
  return { booking, slots, limits, date: date ?? (slots.days.some((d) => d.date === own) ? own : businessToday(slots.time_zone)) };
}

/**
 * The booking to the time pressed; the day board of its new day then shows it. «Исправить
 * номер» corrects its plate and stays here, its title saying the new one.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const api = await apiFor({ request, context }, isStaffArea);
  const id = idParam(params.bookingId);
  const form = await request.formData();
  if (form.get('intent') === 'car') {
    const body = { booking_id: id, plate_number: String(form.get('plate_number') ?? ''), non_standard: form.get('non_standard') === 'on' };
    const result = actionResult(await api.call('bookings/car', { body }), 'car');
    if (!result.ok) return withRefusalStatus(result);
    const here = new URL(request.url);
    return redirectWithToast(here.pathname + here.search, { type: 'success', description: result.message ?? '' });
  }
  const startsAt = String(form.get('starts_at') ?? '');
  const date = dayQuery.parse({ date: form.get('date') ?? undefined }).date ?? '';
  const result = actionResult(await api.call('bookings/move', { body: { booking_id: id, starts_at: startsAt } }), 'move');
  if (!result.ok) return withRefusalStatus(result);
  return redirectWithToast(`/bookings${date ? `?date=${date}` : ''}`, { type: 'success', description: result.message ?? '' });
}

/** «Перенести»: the booking's free times (its own counts as free), another day or hour pressed. */
export default function MoveBookingPage() {
  const { t, i18n } = useTranslation();
  const { booking, slots, limits, date } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  useResultToast(result);
  const errorText = useErrorText();
  const busy = useNavigation().formData?.get('intent') === 'car';
  return (
    <>
      <PageHeader title={t('bookings.moveTitle', { plate: formatPlate(booking.plate_number) })}>
        <Link to={`/bookings?date=${date}`} className="btn btn-outline-secondary btn-lg">
          ← {t('bookings.title')}
        </Link>
      </PageHeader>
      <NoScriptResult result={result} />
      <p>
        {t('bookings.now', {
          day: dayTitle(businessDateOf(new Date(booking.starts_at), slots.time_zone), i18n.language),
          time: formatTime(booking.starts_at, slots.time_zone),
        })}{' '}
        · {booking.services.map((s) => s.name).join(', ')}
      </p>
      <Form method="post" className="card wd-block mb-3" aria-label={t('bookings.fixPlate')}>
        <div className="card-body">
          <input type="hidden" name="intent" value="car" />
          <label htmlFor="wd-booking-plate" className="form-label">
            {t('bookings.plate')}
          </label>
          <div className="d-flex flex-wrap gap-2">
            <input
              id="wd-booking-plate"
              name="plate_number"
              defaultValue={booking.plate_number}
              key={booking.plate_number}
              required
              maxLength={limits.plate_number?.maxLength}
              autoComplete="off"
              aria-describedby="wd-booking-plate-hint"
              aria-invalid={result?.ok === false && result.intent === 'car' ? true : undefined}
              className="form-control form-control-lg flex-grow-1 w-auto"
            />
            <button type="submit" className="btn btn-outline-primary btn-lg wd-touch" disabled={busy}>
              {t('bookings.fixPlate')}
            </button>
          </div>
          <div className="form-check wd-check mt-2">
            <input
              className="form-check-input"
              type="checkbox"
              id="wd-booking-non-standard"
              name="non_standard"
              defaultChecked={!isStandardPlate(booking.plate_number)}
            />
            <label className="form-check-label" htmlFor="wd-booking-non-standard">
              {t('wizard.nonStandard')}
            </label>
          </div>
          {result?.ok === false && result.intent === 'car' ? (
            <p className="text-danger mt-2 mb-0" role="alert">
              {errorText(result.error)}
            </p>
          ) : (
            <p id="wd-booking-plate-hint" className="form-text mt-2 mb-0">
              {t('bookings.fixPlateHint')}
            </p>
          )}
        </div>
      </Form>
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
