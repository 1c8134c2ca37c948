import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PeriodReport } from '#contract/reports';
import { BlockCard } from '~/components/block-card';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormAlert } from '~/components/forms';
import { PageHeader } from '~/components/page-header';
import { BarChart } from '~/components/reports/bar-chart';
import { PeriodForm } from '~/components/reports/period-form';
import { ReportTableView } from '~/components/reports/report-table';
import { periodTables, type ReportTable, type TableId } from '~/components/reports/report-tables';
import { methodKey } from '~/components/shifts/method-label';
import { formatDay, formatMoney } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { reportLoader } from '~/components/reports/report-loader.server';
import { BookingReportSection } from '~/components/owner-bookings/booking-report';
import { bookingReportOf } from '~/components/owner-bookings/booking-report.server';
import { StorageReportSection } from './storage-report';
import { storageReportOf } from './storage-report.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = await reportLoader({ request, context }, (api, query) => api.call('report/period', { query }));
  // The bookings and the tyre storage of the same period, once the period itself is a good one.
  const [bookings, storage] = page.report
    ? await Promise.all([bookingReportOf({ request, context }, page.period), storageReportOf({ request, context }, page.period)])
    : [null, null];
  return { ...page, bookings, storage };
}

/**
 * «Отчёты» (docs/screens.md 'Reports'): how much came in and on what, for a day or a range
 * in the business time zone. Each chart has its table beside it, and every table downloads
 * as CSV, the bookings of the period day by day, and the tyre storage. The page prints on A4 without the menus.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { period, presets, report, error, bookings, storage } = useLoaderData<typeof loader>();
  const query = `from=${period.from}&to=${period.to}`;
  const tables = report ? periodTables(report, t, timeZone) : [];
  const table = (id: TableId) => tables.find((x) => x.id === id)!;
  const csv = (id: TableId) => `/resources/report-csv?table=${id}&${query}`;
  return (
    <div className="wd-print-page">
      <PageHeader title={t('reports.title')} />
      <PeriodForm period={period} presets={presets}>
        <Link to={`/owner/earnings?${query}`} className="btn btn-lg btn-outline-primary ms-md-auto">
          {t('earnings.title')}
        </Link>
      </PeriodForm>
      <FormAlert errors={error ? [error] : null} />
      {report ? <Report report={report} table={table} csv={csv} /> : null}
      {bookings ? (
        <div className="mt-3">
          <BookingReportSection {...bookings} />
        </div>
      ) : null}
      {storage ? (
        <div className="mt-3">
          <StorageReportSection {...storage} />
        </div>
      ) : null}
    </div>
  );
}

function Report({ report, table, csv }: { report: PeriodReport; table: (id: TableId) => ReportTable; csv: (id: TableId) => string }) {
  const { t } = useTranslation();
  const day = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}`;
  return (
    <>
      <p className="fs-5 d-none d-print-block">{t('reports.periodIs', { from: formatDay(report.from), to: formatDay(report.to) })}</p>
      <div className="row g-3 mb-3">
        <Figure label={t('reports.revenue')} value={formatMoney(report.revenue)} testId="revenue" />
        <Figure label={t('reports.ordersDone')} value={String(report.orders_done)} />
        <Figure label={t('reports.averageCheck')} value={formatMoney(report.average_check)} />
        <Figure label={t('reports.refunds')} value={formatMoney(report.refunds.sum)} count={report.refunds.count} />
        <Figure label={t('reports.parking')} value={formatMoney(report.parking.sum)} count={report.parking.orders} />
        <Figure label={t('reports.canceled')} value={String(report.canceled)} />
      </div>
      <div className="d-flex flex-column gap-3">
        <ChartAndTable title={t('reports.byMethod')} id="methods" table={table('methods')} csv={csv('methods')}>
          <BarChart
            across
            title={t('reports.byMethod')}
            format={formatMoney}
            bars={[
              ...report.methods.map((m) => ({ label: t(methodKey(m)), value: m.net })),
              ...(report.contract.orders ? [{ label: t('reports.contract'), value: report.contract.sum }] : []),
            ]}
          />
        </ChartAndTable>
        {report.by_day.length > 1 ? (
          <ChartAndTable title={t('reports.byDay')} id="days" table={table('days')} csv={csv('days')}>
            <BarChart
              title={t('reports.byDay')}
              format={formatMoney}
              bars={report.by_day.map((d) => ({ label: day(d.date), value: d.net }))}
            />
          </ChartAndTable>
        ) : null}
        <ChartAndTable title={t('reports.byHour')} id="hours" table={table('hours')} csv={csv('hours')}>
          <BarChart
            title={t('reports.byHour')}
            format={formatMoney}
            bars={report.by_hour.map((h) => ({ label: String(h.hour), value: h.net }))}
            barLabel={t('reports.net')}
            line={{ values: report.by_hour.map((h) => h.orders), format: String, label: t('reports.ordersTaken') }}
          />
        </ChartAndTable>
        <TableOnly table={table('services')} csv={csv('services')} />
        <TableOnly table={table('discounts')} csv={csv('discounts')} />
        <TableOnly table={table('shifts')} csv={csv('shifts')} />
      </div>
    </>
  );
}

/** One figure of the period; a sum with its count breaks before the count, never inside the sum. */
function Figure({ label, value, count, testId }: { label: string; value: string; count?: number; testId?: string }) {
  return (
    <div className="col-6 col-md-4">
      <div className="card wd-block h-100">
        <div className="card-body wd-period-card">
          <div className="text-body-secondary small">{label}</div>
          <div className="fw-bold wd-figure wd-period-figure" data-testid={testId}>
            <span className="text-nowrap">{value}</span>
            {count === undefined ? null : ` (${count})`}
          </div>
        </div>
      </div>
    </div>
  );
}

function ChartAndTable({
  title,
  id,
  table,
  csv,
  children,
}: {
  title: string;
  id: string;
  table: ReportTable;
  csv: string;
  children: React.ReactNode;
}) {
  return (
    <BlockCard titleId={`wd-report-${id}`} title={title}>
      <div className="row g-3">
        <div className="col-12 col-xxl-6">{children}</div>
        <div className="col-12 col-xxl-6">
          <ReportTableView table={table} csvHref={csv} />
        </div>
      </div>
    </BlockCard>
  );
}

function TableOnly({ table, csv }: { table: ReportTable; csv: string }) {
  return (
    <BlockCard titleId={`wd-report-${table.id}`} title={table.title}>
      <ReportTableView table={table} csvHref={csv} />
    </BlockCard>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
