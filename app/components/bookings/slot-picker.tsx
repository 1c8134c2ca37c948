import { Link, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '~/utils/format';
import { dayTitle } from '~/components/booking/booking-format';

export interface SlotDay {
  date: string;
  open: boolean;
  starts: string[];
}

/**
 * The free times the API offers: a row of days (each a link keeping the rest of the page's
 * choice), then the chosen day's start times, each a submit button of the form around it
 * (`starts_at`). A closed day and a day without free time say so.
 */
export function SlotPicker({
  days,
  date,
  timeZone,
  dayLink,
}: {
  days: SlotDay[];
  date: string;
  timeZone: string;
  dayLink: (date: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const day = days.find((d) => d.date === date) ?? days[0];
  if (!day) return null;
  return (
    // A grid item may not grow past its grid: the row of days scrolls inside it instead.
    <div style={{ minWidth: 0 }}>
      <nav className="d-flex flex-nowrap gap-2 overflow-auto pb-2 mb-2" aria-label={t('bookings.days')}>
        {days.map((d) => (
          <Link
            key={d.date}
            to={dayLink(d.date)}
            replace
            preventScrollReset
            aria-current={d.date === day.date ? 'date' : undefined}
            // wd-touch is a flex row: the day stacked over its free count, not run into it.
            // The classes written whole, so the build's cut of Bootstrap finds them in the source.
            className={[
              'btn wd-touch flex-column text-nowrap flex-shrink-0',
              d.date === day.date ? 'btn-primary' : 'btn-outline-secondary',
            ].join(' ')}
          >
            <span className="d-block">{dayTitle(d.date, i18n.language)}</span>
            <span className="d-block small">{d.open ? t('bookings.freeCount', { count: d.starts.length }) : t('bookings.dayOff')}</span>
          </Link>
        ))}
      </nav>
      {!day.open ? <p className="text-body-secondary">{t('bookings.dayOff')}</p> : null}
      {day.open && day.starts.length === 0 ? <p className="text-body-secondary">{t('bookings.noFreeTime')}</p> : null}
      <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('bookings.freeTimes')}>
        {day.starts.map((start) => (
          <button
            key={start}
            type="submit"
            name="starts_at"
            value={start}
            className="btn btn-outline-success btn-lg wd-touch"
            disabled={busy}
          >
            {formatTime(start, timeZone)}
          </button>
        ))}
      </div>
    </div>
  );
}
