import type { LoaderFunctionArgs } from '@remix-run/node';
import { csvFile, csvRow } from '~/components/reports/report-tables';
import { i18nServer } from '~/i18next.server';
import { apiFor, dataOrThrow } from '~/utils/api.server';
import { isOwnerArea } from '~/utils/areas';
import { LAPSED_EXPORT_MAX } from '#contract/owner-clients';
import { mapInTurns } from '#contract/map-in-turns';
import { lapsedDaysOf } from '~/routes/_app.owner.clients/owner-clients.server';
import { decodeError } from '~/utils/form-errors';

const text = (value: string) => ({ text: value, csv: value });
const figure = (value: string) => ({ text: value, csv: value, figure: true });

/**
 * The lapsed clients who agreed to be contacted, as a CSV for a calling or SMS campaign: the
 * phone in digits (what SMS services take), name, last visit (business date), visits, spent.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor({ request, context }, isOwnerArea);
  const asked = lapsedDaysOf(new URL(request.url));
  // A file of 90 days named for the 5 asked would be taken for what was asked: refused, with the field's bound.
  if (asked.refused) throw await refusedDays(request, asked.refused.error);
  const days = asked.days;
  const headers = {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="washdesk-lapsed-${days}-days.csv"`,
    'Cache-Control': 'no-store',
  };
  // An owner who has already gone gets nothing read for them.
  request.signal.throwIfAborted();
  // The API decides who may have the list (a HEAD too: the cookie's role only steers people).
  const { items } = dataOrThrow(await api.call('owner/clients/lapsed', { query: { lapsed_days: days } }));
  // A HEAD asks whether the file is there: the API has answered, the 50,000 lines need not be written.
  if (request.method === 'HEAD') return new Response(null, { headers });
  const t = await i18nServer.getFixedT(request, 'common');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: context.settings.businessTimeZone });
  // In turns, so that the shop's screens are served while the file is built (docs/decisions/060-long-lists-in-turns.md);
  // given up when the owner has gone.
  const rows = await mapInTurns(
    items,
    (c) =>
      csvRow([
        figure((c.phone ?? '').replace(/\D/g, '')),
        text(c.name ?? ''),
        figure(day.format(new Date(c.last_visit))),
        figure(String(c.visits)),
        figure(c.spent.toFixed(2)),
      ]),
    { signal: request.signal },
  );
  const columns = [
    t('ownerClients.csvPhone'),
    t('ownerClients.csvName'),
    t('ownerClients.csvLastVisit'),
    t('ownerClients.csvVisits'),
    t('ownerClients.csvSpent'),
  ];
  // A list cut at its most says so in the file, so that nobody calls the part as the whole.
  const note = items.length >= LAPSED_EXPORT_MAX ? t('ownerClients.csvCut', { count: items.length }) : undefined;
  // Bytes, not text: a Response checks a text body character by character in JavaScript.
  return new Response(Buffer.from(csvFile(columns, rows, undefined, note)), { headers });
}

/** «Не приходили, дней: Не меньше 14» in the reader's language, as a plain 400. */
async function refusedDays(request: Request, error: string) {
  const decoded = decodeError(error);
  const t = await i18nServer.getFixedT(request, 'common');
  const why = decoded ? t(decoded.key, { ...decoded.params, ns: 'errors' }) : error;
  return new Response(t('ownerClients.csvRefused', { field: t('ownerClients.lapsedDays'), why }), {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
