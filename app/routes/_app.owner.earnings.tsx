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
import { formatDateTime, formatDay, formatMoney, formatPlate } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import type { WorkerLines } from '#contract/reports';

export async function loader({ request, context }: LoaderFunctionArgs) {
  let lines: WorkerLines | null = null;
  const base = await reportLoader({ request, context }, async (api, query) => {
    // «?worker=N» opens that worker's lines below the table.
    const worker = Number(new URL(request.url).searchParams.get('worker'));
    if (Number.isInteger(worker) && worker > 0) {
      const answer = await api.call('report/earnings/lines', { query: { ...query, worker_id: worker } });
      if (answer.ok) lines = answer.data;
    }
    return api.call('report/earnings', { query });
  });
  return { ...base, lines: lines as WorkerLines | null };
}

/**
 * «Заработок сотрудников» (docs/screens.md 'Worker earnings'): for a period, each worker's
 * lines of the orders done, their value (a shared line split evenly) and the commission at
 * the worker's percent; printable on A4 and downloadable as CSV.
 */
export default function EarningsPage() {
  const { t } = useTranslation();
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
          <ReportTableView table={earningsTable(report, t, (id) => `?${query}&worker=${id}#wd-worker-lines`)} csvHref={`/resources/report-csv?table=earnings&${query}`} />
        </BlockCard>
      ) : null}
      {lines ? <LinesOf lines={lines} /> : null}
    </div>
  );
}

/** One worker's lines: when, which car, which service, the line's sum, how many shared it, and the share. */
function LinesOf({ lines }: { lines: WorkerLines }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <BlockCard titleId="wd-worker-lines" title={t('earnings.linesOf', { name: lines.name })} className="mt-3">
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0">
          <thead>
            <tr>
              <th scope="col">{t('earnings.done')}</th>
              <th scope="col">{t('earnings.order')}</th>
              <th scope="col">{t('reports.service')}</th>
              <th scope="col" className="text-end">
                {t('earnings.lineSum')}
              </th>
              <th scope="col" className="text-end">
                {t('earnings.sharedBy')}
              </th>
              <th scope="col" className="text-end">
                {t('earnings.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.lines.map((l, i) => (
              <tr key={i}>
                <td className="text-nowrap">{formatDateTime(l.done_at, timeZone)}</td>
                <td className="text-nowrap">
                  №{l.order_id} · {formatPlate(l.plate_number)}
                </td>
                <td>
                  {l.service}
                  {l.quantity > 1 ? ` × ${l.quantity}` : ''}
                </td>
                <td className="text-end text-nowrap">{formatMoney(l.sum)}</td>
                <td className="text-end">{l.workers}</td>
                <td className="text-end text-nowrap fw-semibold">{formatMoney(l.share)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </BlockCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
