import { Form, Link, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffBooking } from '#contract/bookings';
import { formatPlate, formatTime } from '~/utils/format';
import { useApiTexts } from '~/components/orders/api-texts';
import { bookingStateKey, isBooked, isStillExpected } from '~/components/booking/booking-state';
import { PhoneText } from '~/components/phone-text';

/**
 * One booking on the day board: its time, car, services and client, what became of it, and
 * what the staff may do now: «Принять» on the day (the car is here; at the bays only, as the
 * order's wizard is the master's), move, cancel (asked twice). The car's order opens as the
 * person's own page of it: the master's task, the cashier's order.
 */
export function BookingCard({
  booking: b,
  date,
  timeZone,
  isToday,
  takesCarsIn,
}: {
  booking: StaffBooking;
  date: string;
  timeZone: string;
  isToday: boolean;
  takesCarsIn: boolean;
}) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const [asking, setAsking] = useState(false);
  const busy = useNavigation().state === 'submitting';
  const holds = isBooked(b);
  return (
    // One that no longer holds its bay on a grey ground, not faded: faded text and buttons fall
    // under the contrast a tablet in daylight needs.
    <article
      className={`border rounded p-2 text-break ${holds ? 'border-primary' : 'bg-body-tertiary'}`}
      aria-label={formatPlate(b.plate_number)}
    >
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <strong className="fs-5">
          {formatTime(b.starts_at, timeZone)}–{formatTime(b.ends_at, timeZone)}
        </strong>
        {/* Centred: stretched to the time's line, a badge's text would sit at its top. */}
        <span className="d-flex gap-1 flex-wrap align-items-center">
          {b.source === 'online' ? <span className="badge text-bg-info">{t('bookings.online')}</span> : null}
          <span className={`badge ${holds ? 'text-bg-primary' : 'text-bg-secondary'}`}>{t(bookingStateKey(b))}</span>
        </span>
      </div>
      <div className="fw-semibold wd-plate">
        {formatPlate(b.plate_number)} · {say.catalogue('class', { code: b.class_code, name: b.class_name })}
      </div>
      <div className="small">{b.services.map((s) => s.name).join(', ')}</div>
      {/* The phone a row's height to tap: the client is called from the bay. */}
      {b.client_name || b.phone ? (
        <div className="small">
          {b.client_name ?? ''}{' '}
          {b.phone ? (
            <a href={`tel:${b.phone}`} className="wd-link-touch">
              <PhoneText phone={b.phone} />
            </a>
          ) : null}
        </div>
      ) : null}
      <div className="d-flex flex-wrap gap-2 mt-2">
        {/* A button's size, not a line of small text: a master's thumb opens the car's order from here. */}
        {b.order_id ? (
          <Link to={`${takesCarsIn ? '/master' : '/cashier'}/task/${b.order_id}`} className="btn btn-outline-secondary wd-touch">
            {t('bookings.orderLink', { n: b.order_id })}
          </Link>
        ) : null}
        {takesCarsIn && isToday && isStillExpected(b) && b.order_id === null ? (
          <Link to={`/master/tasks/new?booking=${b.id}`} className="btn btn-success wd-touch">
            {t('bookings.accept')}
          </Link>
        ) : null}
        {holds ? (
          <Link to={`/bookings/${b.id}/move`} className="btn btn-outline-primary wd-touch">
            {t('bookings.move')}
          </Link>
        ) : null}
        {/* A plate misheard on the phone is corrected on the same page, above the times. */}
        {holds && b.order_id === null ? (
          <Link to={`/bookings/${b.id}/move#wd-booking-plate`} className="btn btn-outline-secondary wd-touch">
            {t('bookings.fixPlate')}
          </Link>
        ) : null}
        {holds && !asking ? (
          <button type="button" className="btn btn-outline-danger wd-touch" onClick={() => setAsking(true)}>
            {t('bookings.cancel')}
          </button>
        ) : null}
      </div>
      {holds && asking ? (
        <Form method="post" className="d-flex flex-wrap align-items-center gap-2 mt-2" role="group" aria-label={t('bookings.cancelAsk')}>
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="booking_id" value={b.id} />
          <input type="hidden" name="date" value={date} />
          <span>{t('bookings.cancelAsk')}</span>
          <button type="submit" className="btn btn-danger wd-touch" disabled={busy}>
            {t('bookings.cancelYes')}
          </button>
          <button type="button" className="btn btn-outline-secondary wd-touch" onClick={() => setAsking(false)}>
            {t('bookings.cancelNo')}
          </button>
        </Form>
      ) : null}
    </article>
  );
}
