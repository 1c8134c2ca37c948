import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { FormAlert } from '~/components/forms';
import { formatMoney } from '~/utils/format';

interface StorageReport {
  cells: number;
  free: number;
  stored: number;
  overdue: number;
  taken_in: number;
  given_back: number;
  revenue: number;
}

/**
 * «Хранение шин» on the owner's reports page: the cells in use and free and the sets stored and
 * overdue today, then the sets taken in and given back in the period and the storage revenue,
 * the API's sum of the season and overdue-month lines of the orders done in it.
 */
export function StorageReportSection({ report, error }: { report: StorageReport | null; error: string | null }) {
  const { t } = useTranslation();
  const figures = report
    ? [
        { key: 'cells', value: String(report.cells) },
        { key: 'free', value: String(report.free) },
        { key: 'stored', value: String(report.stored) },
        { key: 'overdue', value: String(report.overdue) },
        { key: 'takenIn', value: String(report.taken_in) },
        { key: 'givenBack', value: String(report.given_back) },
        { key: 'revenue', value: formatMoney(report.revenue) },
      ]
    : [];
  return (
    <BlockCard titleId="wd-report-storage" title={t('owner.reports.storage.title')}>
      <FormAlert errors={error ? [error] : null} />
      {report ? (
        <>
          <p className="text-body-secondary">{t('owner.reports.storage.intro')}</p>
          <dl className="row g-3 mb-0">
            {figures.map(({ key, value }) => (
              <div key={key} className="col-6 col-md-3 wd-period-card">
                <dt className="text-body-secondary small fw-normal">{t(`owner.reports.storage.${key}`)}</dt>
                {/* Sized to its column as the period's figures are: a season's revenue fits half a phone. */}
                <dd className="fw-bold text-nowrap wd-figure wd-period-figure mb-0" data-testid={`storage-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </BlockCard>
  );
}
