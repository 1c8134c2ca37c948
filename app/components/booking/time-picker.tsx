import { Form, useSearchParams } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotDay } from './booking-types';
import { dayName, lengthText, shortDate, timeOf } from './booking-format';

/** The day shown: the one in the address if offered, else the first with a free time, else the first. */
export function shownDay(days: SlotDay[], asked: string | null): SlotDay | undefined {
  return days.find((d) => d.date === asked) ?? days.find((d) => d.starts.length) ?? days[0];
}

/**
 * The free times (`GET /api/v1/public/booking/slots`, or a booking's own to move it): the
 * days as a row of buttons (a closed day «выходной», a full one «нет свободного времени»),
 * then the chosen day's start times as big buttons, all in the business's time zone, which
 * the page names. Both are GET forms: the day and the time go into the address (`date`,
 * `start`), with the rest of the page's state carried in `hidden`. Every day's times are in the
 * page, the other days' hidden: the page's script shows another day at once, without asking
 * the server again (customer-script/day-switch.ts); without it a day is a new page.
 */
export function TimePicker({
  days,
  minutes,
  timeZone,
  zone,
  today,
  action,
  hidden,
  chosen,
  firstDay,
}: {
  days: SlotDay[];
  minutes: number;
  timeZone: string;
  /** The time zone named (booking-format.ts `zoneLabel`, by the loader). */
  zone: string;
  today: string;
  action: string;
  hidden: Array<[string, string]>;
  chosen?: string;
  /** The day shown before one is chosen, when not the first with a free time (a booking's own day, to move it). */
  firstDay?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [params] = useSearchParams();
  const day = shownDay(days, params.get('date') ?? firstDay ?? null);
  const fields = hidden.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <>
      <p className="wd-book-length">{t('book.time.length', { length: lengthText(minutes, t) })}</p>
      <p className="wd-customer-note mb-3">{t('book.zone', { zone })}</p>
      <Form method="get" action={action} className="wd-book-days" aria-label={t('book.time.days')}>
        {fields}
        {days.map((d) => {
          const state = !d.open ? t('book.time.closed') : d.starts.length ? '' : t('book.time.full');
          const named = dayName(d.date, today, lang, t);
          const pressed = d.date === day?.date;
          const unpressed = state ? 'btn-outline-secondary' : 'btn-outline-primary';
          return (
            <button
              key={d.date}
              type="submit"
              name="date"
              value={d.date}
              aria-pressed={pressed}
              className={`btn wd-book-day ${pressed ? 'btn-primary' : unpressed}`}
              data-wd-unpressed={unpressed}
            >
              <span className="wd-book-day-name">{named}</span>
              {named !== shortDate(d.date, lang) ? <span className="wd-book-day-date">{shortDate(d.date, lang)}</span> : null}
              {state ? <span className="wd-book-day-state">{state}</span> : null}
            </button>
          );
        })}
      </Form>
      {days.map((d) => (
        <div key={d.date} data-wd-day-times={d.date} hidden={d.date !== day?.date}>
          <DayTimes day={d} action={action} fields={fields} chosen={chosen} timeZone={timeZone} />
        </div>
      ))}
    </>
  );
}

/** One day's start times as big buttons, or why it has none. */
function DayTimes({
  day,
  action,
  fields,
  chosen,
  timeZone,
}: {
  day: SlotDay;
  action: string;
  fields: ReactNode;
  chosen?: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!day.open) return <p className="alert alert-secondary mb-0">{t('book.time.closedDay')}</p>;
  if (!day.starts.length) return <p className="alert alert-secondary mb-0">{t('book.time.fullDay')}</p>;
  return (
    <Form method="get" action={action} className="wd-book-starts" aria-label={t('book.time.starts', { day: shortDate(day.date, lang) })}>
      {fields}
      <input type="hidden" name="date" value={day.date} />
      {day.starts.map((start) => (
        <button
          key={start}
          type="submit"
          name="start"
          value={start}
          aria-pressed={start === chosen}
          className={`btn btn-lg wd-book-start ${start === chosen ? 'btn-primary' : 'btn-outline-primary'}`}
        >
          {timeOf(start, timeZone, lang)}
        </button>
      ))}
    </Form>
  );
}
