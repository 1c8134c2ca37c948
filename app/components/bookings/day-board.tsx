import { useTranslation } from 'react-i18next';
import type { StaffBooking } from '#contract/bookings';
import { formatTime } from '~/utils/format';
import { BookingCard } from './booking-card';

interface Board {
  date: string;
  time_zone: string;
  hours: { open: string; close: string } | null;
  bays: Array<{ id: number; name: string; kind: 'wash' | 'tire' | 'both'; is_active: boolean }>;
  bookings: StaffBooking[];
}

/**
 * The day by bay: a column per bay with its bookings by time; a bay with none says so.
 * `takesCarsIn`: the person works at the bays (a master, the owner), so «Принять» is theirs.
 */
export function DayBoard({ board, isToday, takesCarsIn }: { board: Board; isToday: boolean; takesCarsIn: boolean }) {
  const { t } = useTranslation();
  if (board.bays.length === 0) return <p className="alert alert-info">{t('bookings.noBays')}</p>;
  return (
    <>
      <p className="text-body-secondary">
        {board.hours
          ? t('bookings.hours', {
              open: formatTime(board.hours.open, board.time_zone),
              close: formatTime(board.hours.close, board.time_zone),
            })
          : t('bookings.closed')}
      </p>
      <div className="row g-3">
        {board.bays.map((bay) => {
          const mine = board.bookings.filter((b) => b.bay_id === bay.id);
          return (
            <section key={bay.id} className="col-12 col-md-6 col-xl-4" aria-labelledby={`wd-bay-${bay.id}`}>
              <div className="card wd-block h-100">
                <div className="card-body">
                  <h3 id={`wd-bay-${bay.id}`} className="h5 mb-1">
                    {bay.name}
                  </h3>
                  <p className="small text-body-secondary mb-3">
                    {t(`bookings.bayKind.${bay.kind}`)}
                    {bay.is_active ? null : ` · ${t('bookings.bayOff')}`}
                  </p>
                  {mine.length === 0 ? <p className="text-body-secondary mb-0">{t('bookings.bayFree')}</p> : null}
                  <ul className="list-unstyled d-grid gap-2 mb-0">
                    {mine.map((b) => (
                      <li key={b.id}>
                        <BookingCard booking={b} date={board.date} timeZone={board.time_zone} isToday={isToday} takesCarsIn={takesCarsIn} />
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
            </section>
          );
        })}
      </div>
    </>
  );
}
