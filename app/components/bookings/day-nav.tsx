import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { dayTitle, shiftDate } from '~/components/booking/booking-format';

/** The day shown: the day before and after, a date picked from the calendar, and back to today. */
export function DayNav({ date, today, zone }: { date: string; today: string; zone: string }) {
  const { t, i18n } = useTranslation();
  return (
    <nav className="d-flex flex-wrap align-items-center gap-2 mb-3" aria-label={t('bookings.days')}>
      <Link to={`?date=${shiftDate(date, -1)}`} className="btn btn-outline-secondary btn-lg" aria-label={t('bookings.dayBefore')}>
        ‹
      </Link>
      <h2 className="h4 mb-0 text-nowrap">{dayTitle(date, i18n.language)}</h2>
      <Link to={`?date=${shiftDate(date, 1)}`} className="btn btn-outline-secondary btn-lg" aria-label={t('bookings.dayAfter')}>
        ›
      </Link>
      {date === today ? null : (
        <Link to={`?date=${today}`} className="btn btn-outline-primary btn-lg">
          {t('bookings.today')}
        </Link>
      )}
      <Form method="get" className="d-flex gap-2 ms-sm-auto">
        <label htmlFor="wd-booking-date" className="visually-hidden">
          {t('bookings.pickDate')}
        </label>
        <input id="wd-booking-date" type="date" name="date" defaultValue={date} className="form-control form-control-lg" required />
        <button type="submit" className="btn btn-outline-secondary btn-lg">
          {t('bookings.show')}
        </button>
      </Form>
      <span className="small text-body-secondary w-100">{t('bookings.timeZone', { zone })}</span>
    </nav>
  );
}
