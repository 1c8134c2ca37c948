import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '~/components/forms';
import { PhoneText } from '~/components/phone-text';
import { formatTime } from '~/utils/format';
import type { BookingToArrive } from './booking-arrival.server';

/**
 * «Принять» of a booking whose car is already in work: the booking (its time, who booked it,
 * its services), and the button that marks it arrived with this order, so that it does not
 * become a no-show and frees its bay's time. Booked services the order lacks are named; marking
 * the arrival then opens the order's services with them picked, for the master to check and save
 * (a tyre service needs the wheel size only the master sees). Once arrived, while those services
 * are still missing (the master left that page unsaved), the box keeps the way back to them.
 */
export function BookingArrival({
  booking,
  orderId,
  timeZone,
  busy,
}: {
  booking: BookingToArrive;
  orderId: number;
  timeZone: string;
  busy: FormDataEntryValue | null | undefined;
}) {
  const { t } = useTranslation();
  if (booking.arrived) {
    return (
      <section className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-3 text-break" aria-labelledby="wd-booking-arrived">
        <p className="flex-grow-1 mb-0 fw-semibold" id="wd-booking-arrived">
          {t('task.bookedArrivedMissing', { time: formatTime(booking.starts_at, timeZone), services: booking.missing.join(', ') })}
        </p>
        <Link to={`/master/task/${orderId}/services?booking=${booking.id}`} className="btn btn-primary wd-touch">
          {t('task.bookedAddServices')}
        </Link>
      </section>
    );
  }
  const who = booking.client_name || booking.phone;
  return (
    <Form
      method="post"
      className="alert alert-info d-flex flex-wrap align-items-center gap-2 mb-3 text-break"
      aria-labelledby="wd-booking-arrival"
    >
      <div className="flex-grow-1" id="wd-booking-arrival">
        <p className="mb-1">
          {t('task.bookedCar', { time: formatTime(booking.starts_at, timeZone), services: booking.services.join(', ') })}
        </p>
        {who ? (
          <p className="mb-1">
            {t('task.bookedBy')} {booking.client_name ? <strong>{booking.client_name}</strong> : null}
            {booking.client_name && booking.phone ? ', ' : null}
            {booking.phone ? <PhoneText phone={booking.phone} /> : null}
          </p>
        ) : null}
        {booking.missing.length ? (
          <p className="mb-0 fw-semibold">{t('task.bookedMissing', { services: booking.missing.join(', ') })}</p>
        ) : null}
      </div>
      <input type="hidden" name="booking_id" value={booking.id} />
      {booking.missing.length ? <input type="hidden" name="add_services" value="1" /> : null}
      <PendingButton name="intent" value="arrive-booking" busy={busy} className="btn-primary wd-touch">
        {t('task.bookedCarArrived')}
      </PendingButton>
    </Form>
  );
}
