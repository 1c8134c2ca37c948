import { useTranslation } from 'react-i18next';
import type { Queue } from '#contract/display';
import { formatPlate } from '~/utils/format';
import { useColumnPages } from './use-column-pages';

type Car = Queue['waiting'][number];

/** One column of the wall display: heading with the count, then the cars, oldest first. */
export function DisplayColumn({ column, cars, now }: { column: keyof Queue; cars: Car[]; now: number }) {
  const { t } = useTranslation();
  const pages = useColumnPages(cars.map((car) => car.id));
  return (
    <section className="wd-display-column" aria-labelledby={`wd-display-${column}`}>
      <h2 id={`wd-display-${column}`} className="wd-display-heading">
        {t(`display.${column}`)} <span className="wd-display-count">{cars.length}</span>
      </h2>
      {pages.count > 1 ? <p className="wd-display-page">{t('display.page', { page: pages.page + 1, pages: pages.count })}</p> : null}
      <div ref={pages.viewport} className="wd-display-viewport">
        {cars.length === 0 ? (
          <p className="wd-display-empty">{t('display.empty')}</p>
        ) : (
          <ol className="list-unstyled wd-display-list" style={{ transform: `translateY(-${pages.offset}px)` }}>
            {cars.map((car, index) => (
              <li key={car.id} data-car className={pages.shows(index) ? 'wd-display-car' : 'wd-display-car wd-display-car-away'} aria-hidden={!pages.shows(index)}>
                <span className="wd-display-plate">{formatPlate(car.plate_number)}</span>
                <span className="wd-display-model">{car.model_text}</span>
                <span className="wd-display-time">{t('display.minutes', { n: minutesSince(car.since, now) })}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}

function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));
}
