import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Queue } from '#contract/display';
import { formatPlate, formatTime } from '~/utils/format';
import { elapsed } from './elapsed';
import { useColumnPages } from './use-column-pages';

type Car = Queue['waiting'][number];
type Column = keyof Queue;

/**
 * One column of the wall display: heading with the count (and the page shown, when the column
 * has more cars than the screen holds), then the cars, oldest first. Each car says what its
 * time counts: «ждёт 12 мин», «в работе 25 мин», «готова 5 мин» (docs/screens.md 'The wall display'),
 * and a waiting or working car when it should be ready, as its customer's page says it.
 */
export function DisplayColumn({ column, cars, now, timeZone }: { column: Column; cars: Car[]; now: number; timeZone: string }) {
  const { t } = useTranslation();
  const pages = useColumnPages(cars.map((car) => car.id));
  return (
    <section className={`wd-display-column wd-display-column-${column}`} aria-labelledby={`wd-display-${column}`}>
      <div className="wd-display-head">
        <h2 id={`wd-display-${column}`} className="wd-display-heading">
          {t(`display.${column}`)} <span className="wd-display-count">{cars.length}</span>
        </h2>
        {pages.count > 1 ? <p className="wd-display-page">{t('display.page', { page: pages.page + 1, pages: pages.count })}</p> : null}
      </div>
      <div ref={pages.viewport} className="wd-display-viewport">
        {cars.length === 0 ? (
          <p className="wd-display-empty">{t('display.empty')}</p>
        ) : (
          <ol
            className="list-unstyled wd-display-list"
            style={{ transform: `translateY(-${pages.offset}px)`, ...(pages.slides ? {} : { transition: 'none' }) }}
          >
            {cars.map((car, index) => (
              <li
                key={car.id}
                data-car
                className={pages.shows(index) ? 'wd-display-car' : 'wd-display-car wd-display-car-away'}
                aria-hidden={!pages.shows(index)}
              >
                <span className="wd-display-plate">{formatPlate(car.plate_number)}</span>
                <span className="wd-display-time" suppressHydrationWarning>
                  {timeInColumn(t, column, car.since, now)}
                </span>
                <span className="wd-display-model">{car.model_text}</span>
                {car.ready_at ? (
                  <span className="wd-display-ready" suppressHydrationWarning>
                    {t('display.readyAround', { time: formatTime(car.ready_at, timeZone) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

/**
 * «ждёт 1 ч 15 мин»: what the time counts, then how long (no plural forms: «мин», «ч»);
 * within its first minute a car is «принята только что» rather than «ждёт 0 мин».
 */
function timeInColumn(t: TFunction, column: Column, since: string, now: number): string {
  const { hours, minutes } = elapsed(since, now);
  if (hours === 0 && minutes === 0) return t(`display.justNow.${column}`);
  const time =
    hours === 0
      ? t('display.minutes', { minutes })
      : minutes === 0
        ? t('display.hours', { hours })
        : t('display.hoursMinutes', { hours, minutes });
  const phrase = {
    waiting: t('display.waitingFor', { time }),
    in_progress: t('display.inProgressFor', { time }),
    done: t('display.doneFor', { time }),
  };
  return phrase[column];
}
