import type { LoaderFunctionArgs } from '@remix-run/node';
import { toCsv } from '~/components/reports/report-tables';
import { i18nServer } from '~/i18next.server';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { isOwnerArea } from '~/utils/areas';
import { LAPSED_EXPORT_MAX } from '#contract/owner-clients';
import { lapsedDaysOf } from '~/routes/_app.owner.clients/owner-clients.server';

const text = (value: string) => ({ text: value, csv: value });
const figure = (value: string) => ({ text: value, csv: value, figure: true });

/**
 * The lapsed clients who agreed to be contacted, as a CSV for a calling or SMS campaign: the
 * phone in digits (what SMS services take), name, last visit (business date), visits, spent.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor({ request, context }, isOwnerArea);
  const t = await i18nServer.getFixedT(request, 'common');
  const days = lapsedDaysOf(new URL(request.url));
  const { items } = dataOrThrow(await api.call('owner/clients/lapsed', { query: { lapsed_days: days } }));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: context.settings.businessTimeZone });
  const table = {
    columns: [
      t('ownerClients.csvPhone'),
      t('ownerClients.csvName'),
      t('ownerClients.csvLastVisit'),
      t('ownerClients.csvVisits'),
      t('ownerClients.csvSpent'),
    ],
    rows: items.map((c) => [
      figure((c.phone ?? '').replace(/\D/g, '')),
      text(c.name ?? ''),
      figure(day.format(new Date(c.last_visit))),
      figure(String(c.visits)),
      figure(c.spent.toFixed(2)),
    ]),
    // A list cut at its most says so in the file, so that nobody calls the part as the whole.
    note: items.length >= LAPSED_EXPORT_MAX ? t('ownerClients.csvCut', { count: items.length }) : undefined,
  };
  return new Response(toCsv(table), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="washdesk-lapsed-${days}-days.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}
