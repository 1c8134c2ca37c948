import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/forms';
import { PageHeader } from '~/components/page-header';
import { PeriodForm } from '~/components/reports/period-form';
import { reportLoader } from '~/components/reports/report-loader.server';
import { ReportTableView } from '~/components/reports/report-table';
import { earningsTable } from '~/components/reports/report-tables';
import { formatDay } from '~/utils/format';

export const loader = ({ request, context }: LoaderFunctionArgs) => reportLoader({ request, context }, (api, query) => api.call('report/earnings', { query }));

/**
 * «Заработок сотрудников» (docs/screens.md 'Worker earnings'): for a period, each worker's
 * lines of the orders done, their value (a shared line split evenly) and the commission at
 * the worker's percent; printable on A4 and downloadable as CSV.
 */
export default function EarningsPage() {
  const { t } = useTranslation();
  const { period, presets, report, error } = useLoaderData<typeof loader>();
  const query = `from=${period.from}&to=${period.to}`;
  return (
    <div className="wd-print-page">
      <PageHeader title={t('earnings.title')} />
      <PeriodForm period={period} presets={presets}>
        <Link to={`/owner/reports?${query}`} className="btn btn-lg btn-outline-primary ms-md-auto">
          {t('reports.title')}
        </Link>
      </PeriodForm>
      <FormAlert errors={error ? [error] : null} />
      {report ? (
        <BlockCard titleId="wd-earnings" title={t('reports.periodIs', { from: formatDay(report.from), to: formatDay(report.to) })}>
          <p className="text-body-secondary">{t('earnings.rule')}</p>
          <ReportTableView table={earningsTable(report, t)} csvHref={`/resources/report-csv?table=earnings&${query}`} />
        </BlockCard>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
