import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PublicBooking } from '#contract/bookings';
import { catalogueName } from '~/utils/catalogue-name';
import { businessDateOf, dayText, timeOf } from './booking-format';
import { bookingShows } from './booking-state';
import { kindLabel } from './kind-step';

/**
 * The booking as its customer sees it (`GET /api/v1/public/b/{token}`): the state in words, the
 * day and the time in big type (in the business's time zone, which it names), the work and
 * the car (plate masked by the API). No name, no phone, no price.
 */
export function BookingView({ view, today, zone }: { view: PublicBooking; today: string; zone: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const shows = bookingShows(view.state);
  const day = dayText(businessDateOf(new Date(view.starts_at), view.time_zone), today, lang, t);
  return (
    <>
      <section className={`wd-customer-card wd-booking-state-${view.state}`} aria-labelledby="wd-booking-state">
        {view.shop ? <p className="wd-customer-shop">{view.shop.name}</p> : null}
        <h1 id="wd-booking-state" className="wd-customer-headline">
          {t(shows.key)}
        </h1>
        <p className="wd-booking-day">{day}</p>
        <p className="wd-booking-time">
          {timeOf(view.starts_at, view.time_zone, lang)}
          <span className="wd-booking-until"> – {timeOf(view.ends_at, view.time_zone, lang)}</span>
        </p>
        <p className="wd-customer-note mb-2">{t('book.zone', { zone })}</p>
        <p className="mb-0">{t(view.change_until ? shows.note : shows.lateNote)}</p>
        {shows.bookAgain ? (
          <Link to="/book" className="btn btn-primary btn-lg w-100 mt-3">
            {t('bookingPage.bookAgain')}
          </Link>
        ) : null}
      </section>
      <section className="wd-customer-card" aria-labelledby="wd-booking-work">
        <h2 id="wd-booking-work" className="h5">
          {kindLabel(view.kind, t)}
        </h2>
        <ul className="wd-booking-services">
          {view.services.map((name, i) => (
            <li key={`${i}-${name}`}>{name}</li>
          ))}
        </ul>
        <dl className="wd-booking-car mb-0">
          <dt>{t('bookingPage.car')}</dt>
          <dd>
            <span className="wd-customer-plate">{view.car.plate}</span>
            {view.car.class_name ? (
              <span> · {catalogueName(t, 'class', { code: view.car.class_code, name: view.car.class_name })}</span>
            ) : null}
          </dd>
        </dl>
      </section>
    </>
  );
}
