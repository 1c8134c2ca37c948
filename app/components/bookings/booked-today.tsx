import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatPlate, formatTime } from '~/utils/format';
import { useLiveBookings } from '~/live/live-provider';

export interface BookedCar {
  id: number;
  starts_at: string;
  kind: 'wash' | 'tire';
  plate: string;
}

/**
 * «Записаны»: today's cars still expected, above the master's queue, each with «Принять» for
 * when it drives in. Follows bookings made anywhere, live.
 */
export function BookedToday({ booked, timeZone }: { booked: BookedCar[]; timeZone: string }) {
  const { t } = useTranslation();
  useLiveBookings();
  if (booked.length === 0) return null;
  return (
    <section className="card wd-block mb-3" aria-labelledby="wd-booked-today">
      <div className="card-body">
        <h2 id="wd-booked-today" className="h5">
          {t('bookings.bookedToday')}
        </h2>
        <ul className="list-group list-group-flush">
          {booked.map((b) => (
            <li key={b.id} className="list-group-item px-0 d-flex flex-wrap align-items-center gap-2">
              <strong className="fs-5">{formatTime(b.starts_at, timeZone)}</strong>
              <span className="fw-semibold wd-plate">{formatPlate(b.plate)}</span>
              <span className="text-body-secondary">{t(`bookings.kindName.${b.kind}`)}</span>
              <Link to={`/master/tasks/new?booking=${b.id}`} className="btn btn-success wd-touch ms-auto">
                {t('bookings.accept')}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
