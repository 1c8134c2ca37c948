import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { FormAlert } from '~/components/forms';
import { ScrollBox } from '~/components/scroll-box';
import { formatDay } from '~/utils/format';

interface BookingDay {
  date: string;
  online: number;
  staff: number;
  arrived: number;
  no_show: number;
  canceled: number;
  booked_percent: number;
}

const COUNTS = ['online', 'staff', 'arrived', 'no_show', 'canceled'] as const;

/**
 * «Записи» on the owner's reports page: each day of the period, the bookings made online and
 * by the desk, what came of them, and the share of the bays' open time booked; the period's
 * totals under them (its share weighted by each day's open minutes, booking-report.server.ts).
 */
export function BookingReportSection({ days, weights, error }: { days: BookingDay[]; weights: number[]; error: string | null }) {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const title = t('owner.reports.bookings.title');
  const sum = (key: (typeof COUNTS)[number]) => days.reduce((total, d) => total + d[key], 0);
  const any = days.some((d) => COUNTS.some((key) => d[key] > 0));
  return (
    <BlockCard titleId="wd-report-bookings" title={title}>
      <FormAlert errors={error ? [error] : null} />
      {error ? null : (
        <ScrollBox label={title}>
          <table className="table table-sm align-middle mb-2 wd-report-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reports.date')}</th>
                {COUNTS.map((key) => (
                  <th key={key} scope="col" className="text-end">
                    {t(`owner.reports.bookings.${key}`)}
                  </th>
                ))}
                <th scope="col" className="text-end">
                  {t('owner.reports.bookings.bookedPercent')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className="fw-normal text-nowrap">
                    {formatDay(d.date)}
                  </th>
                  {COUNTS.map((key) => (
                    <td key={key} className="text-end wd-figure">
                      {d[key]}
                    </td>
                  ))}
                  <td className="text-end wd-figure">{percent.format(d.booked_percent)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="fw-semibold">
                <th scope="row">{t('owner.reports.bookings.total')}</th>
                {COUNTS.map((key) => (
                  <td key={key} className="text-end wd-figure">
                    {sum(key)}
                  </td>
                ))}
                <td className="text-end wd-figure">{percent.format(periodPercent(days, weights))}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollBox>
      )}
      {error || any ? null : <p className="text-body-secondary mb-0">{t('owner.reports.bookings.none')}</p>}
    </BlockCard>
  );
}

/** The period's share of open bay time booked: the days' shares weighted by their open minutes (a plain mean when none is known). */
function periodPercent(days: BookingDay[], weights: number[]): number {
  const open = weights.reduce((total, w) => total + w, 0);
  if (open > 0) return Math.round((days.reduce((total, d, i) => total + d.booked_percent * (weights[i] ?? 0), 0) / open) * 10) / 10;
  return days.length ? Math.round((days.reduce((total, d) => total + d.booked_percent, 0) / days.length) * 10) / 10 : 0;
}
