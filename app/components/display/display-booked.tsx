import { useTranslation } from 'react-i18next';
import { formatTime } from '~/utils/format';

/**
 * «Записаны» on the wall: today's booked cars still to come, by time, the plate hidden as on
 * the customer's page («14:30 — А***ВС 77»): the wall is read by everyone in the waiting room.
 */
export function DisplayBooked({
  booked,
  timeZone,
}: {
  booked: Array<{ id: number; starts_at: string; plate_masked: string }>;
  timeZone: string;
}) {
  const { t } = useTranslation();
  if (booked.length === 0) return null;
  return (
    <section className="wd-display-booked" aria-labelledby="wd-display-booked">
      <h2 id="wd-display-booked" className="wd-display-booked-heading">
        {t('display.booked')}
      </h2>
      <ol className="list-unstyled wd-display-booked-list">
        {booked.map((b) => (
          <li key={b.id} className="wd-display-booked-car">
            {t('display.bookedCar', { time: formatTime(b.starts_at, timeZone), plate: b.plate_masked })}
          </li>
        ))}
      </ol>
    </section>
  );
}
