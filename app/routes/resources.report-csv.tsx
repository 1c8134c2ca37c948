import type { LoaderFunctionArgs } from '@remix-run/node';
import { earningsTable, periodTables, TABLE_IDS, toCsv, workerLinesTable } from '~/components/reports/report-tables';
import { i18nServer } from '~/i18next.server';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { isOwnerArea } from '~/utils/areas';
import { periodOf, workerOf } from '~/utils/report-period.server';
import { periodQuerySchema } from '#contract/reports';

/**
 * A report's table as a CSV file (`table` = methods, days, hours, services, discounts, shifts,
 * earnings, or worker-lines with `worker`), for the period of the report page, with the
 * headings in the reader's language: the same rows the page shows.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor({ request, context }, isOwnerArea);
  const timeZone = context.settings.businessTimeZone;
  const id = new URL(request.url).searchParams.get('table');
  const t = await i18nServer.getFixedT(request, 'common');
  const refuse = (message: string) =>
    new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  if (!TABLE_IDS.includes(id as (typeof TABLE_IDS)[number])) return refuse(t('reports.noSuchTable', { tables: TABLE_IDS.join(', ') }));
  const parsed = periodQuerySchema.safeParse(periodOf(request, timeZone));
  if (!parsed.success) return refuse(t('reports.badPeriod'));
  const period = parsed.data;
  const worker = workerOf(request);
  if (id === 'worker-lines' && worker === null) return refuse(t('reports.noWorker'));
  const table =
    id === 'worker-lines'
      ? workerLinesTable(dataOrThrow(await api.call('report/earnings/lines', { query: { ...period, worker_id: worker! } })), t, timeZone)
      : id === 'earnings'
        ? earningsTable(dataOrThrow(await api.call('report/earnings', { query: period })), t)
        : periodTables(dataOrThrow(await api.call('report/period', { query: period })), t, timeZone).find((x) => x.id === id)!;
  return new Response(toCsv(table), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      // The period as the contract parsed it: nothing typed reaches the header.
      'Content-Disposition': `attachment; filename="washdesk-${id}-${period.from}-${period.to}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
