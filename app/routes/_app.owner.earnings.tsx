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
import { earningsTable, workerLinesTable } from '~/components/reports/report-tables';
import { formatDay } from '~/utils/format';
import { workerOf } from '~/utils/report-period.server';
import { useTimeZone } from '~/utils/root-data';
import type { WorkerLines } from '#contract/reports';

export async function loader({ request, context }: LoaderFunctionArgs) {
  let lines: WorkerLines | null = null;
  const base = await reportLoader({ request, context }, async (api, query) => {
    // «?worker=N» opens that worker's lines below the table.
    const worker = workerOf(request);
    if (worker !== null) {
      const answer = await api.call('report/earnings/lines', { query: { ...query, worker_id: worker } });
      if (answer.ok) lines = answer.data;
    }
    return api.call('report/earnings', { query });
  });
  return { ...base, lines: lines as WorkerLines | null };
}

/**
 * «Заработок сотрудников» (docs/screens.md 'Worker earnings'): for a period, each worker's
 * lines of the orders done, their value (a shared line split by its workers' shares) and the
 * commission at the percent kept from the assignment; printable on A4 and downloadable as CSV.
 */
export default function EarningsPage() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { period, presets, report, error, lines } = useLoaderData<typeof loader>();
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
          <ReportTableView
            table={earningsTable(report, t, (id) => `?${query}&worker=${id}#wd-worker-lines`)}
            csvHref={`/resources/report-csv?table=earnings&${query}`}
          />
        </BlockCard>
      ) : null}
      {lines ? (
        <BlockCard titleId="wd-worker-lines" title={t('earnings.linesOf', { name: lines.name })} className="mt-3">
          {lines.truncated ? <p className="text-body-secondary">{t('earnings.truncated')}</p> : null}
          <ReportTableView
            table={workerLinesTable(lines, t, timeZone)}
            csvHref={`/resources/report-csv?table=worker-lines&${query}&worker=${lines.worker_id}`}
          />
        </BlockCard>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
