import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '~/components/forms';
import { formatTime } from '~/utils/format';
import type { BookingToArrive } from './booking-arrival.server';

/**
 * «Принять» of a booking whose car is already in work: the booking, and the button that marks
 * it arrived with this order, so that it does not become a no-show and frees its bay's time.
 */
export function BookingArrival({
  booking,
  timeZone,
  busy,
}: {
  booking: BookingToArrive;
  timeZone: string;
  busy: FormDataEntryValue | null | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-3" aria-labelledby="wd-booking-arrival">
      <p className="mb-0 flex-grow-1" id="wd-booking-arrival">
        {t('task.bookedCar', { time: formatTime(booking.starts_at, timeZone), services: booking.services.join(', ') })}
      </p>
      <input type="hidden" name="booking_id" value={booking.id} />
      <PendingButton name="intent" value="arrive-booking" busy={busy} className="btn-primary wd-touch">
        {t('task.bookedCarArrived')}
      </PendingButton>
    </Form>
  );
}
