import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { ReplyInput } from '~/components/reply-input';
import { formatDay } from '~/utils/format';
import { weekdayOf } from './day-time';

/**
 * «Выходные дни»: the dates to come the shop takes no bookings on (a holiday, a repair), each
 * with its weekday and a button that takes it back, and a date to add. Bookings already made
 * on a new day off stay for the desk to move.
 */
export function DaysOffSection({ days, today }: { days: string[]; today: string }) {
  const { t } = useTranslation();
  return (
    <BlockCard titleId="wd-bookings-days-off" title={t('owner.bookings.daysOff.title')} className="wd-rules-card">
      <p className="text-body-secondary">{t('owner.bookings.daysOff.intro')}</p>
      {days.length ? (
        <ul className="list-group mb-3" aria-labelledby="wd-bookings-days-off">
          {days.map((day) => (
            <DayOffItem key={day} day={day} />
          ))}
        </ul>
      ) : (
        <p>{t('owner.bookings.daysOff.none')}</p>
      )}
      <AddDayOff today={today} />
    </BlockCard>
  );
}

function DayOffItem({ day }: { day: string }) {
  const { t } = useTranslation();
  const intent = `dayoff-${day}`;
  const { fetcher, busy } = useOwnerForm(intent, intent);
  const date = formatDay(day);
  return (
    <li className="list-group-item d-flex align-items-center gap-3">
      <span className="flex-grow-1">
        <span className="fw-semibold">{date}</span>{' '}
        <span className="text-body-secondary">{t(`owner.bookings.weekday.${weekdayOf(day)}`)}</span>
      </span>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="day" value={day} />
        <button
          type="submit"
          className="btn btn-outline-danger"
          disabled={busy}
          aria-label={t('owner.bookings.daysOff.removeOf', { date })}
        >
          {t('owner.bookings.daysOff.remove')}
        </button>
      </fetcher.Form>
    </li>
  );
}

/** A date to add, from today on; the form empties after each day added. */
function AddDayOff({ today }: { today: string }) {
  const { t } = useTranslation();
  const { fetcher, field, busy, savedKey } = useOwnerForm('dayoff-add', 'dayoff-add');
  return (
    <fetcher.Form method="post" key={savedKey}>
      <input type="hidden" name="intent" value="dayoff-add" />
      <ReplyInput field={field('day')} type="date" label={t('owner.bookings.daysOff.date')} min={today} required />
      <button type="submit" className="btn btn-success btn-lg" disabled={busy}>
        {t('owner.bookings.daysOff.add')}
      </button>
    </fetcher.Form>
  );
}
