import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { CarSummary } from '#contract/clients';
import { useApiTexts } from '~/components/orders/api-texts';
import { formatPlate } from '~/utils/format';

/** A car as the cards show it: plate (a link to the car's card), brand and model, class, group, last tyre size. */
export function CarLine({ car, link = true }: { car: CarSummary; link?: boolean }) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const size = say.tireSize({ tire_size: car.last_tire_size });
  const plate = <span className="badge text-bg-light border fs-6 wd-plate">{formatPlate(car.plate_number)}</span>;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-baseline">
      {link ? (
        <Link to={`/cars/${car.id}`} aria-label={t('clients.carCard', { plate: formatPlate(car.plate_number) })}>
          {plate}
        </Link>
      ) : (
        plate
      )}
      <span className="fw-semibold">{[car.brand_name, car.model_name].filter(Boolean).join(' ') || t('clients.noModel')}</span>
      <span className="text-body-secondary">{say.catalogue('class', { code: car.class_code, name: car.class_name })}</span>
      {car.discount_group ? (
        <span className="badge text-bg-danger">
          {t('clients.group', { name: car.discount_group.name, percent: car.discount_group.percent })}
        </span>
      ) : null}
      {size ? <span className="small">{t('clients.lastTireSize', { size })}</span> : null}
    </div>
  );
}
