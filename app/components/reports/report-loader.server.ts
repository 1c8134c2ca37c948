import { periodQuerySchema, type PeriodQuery } from '#contract/reports';
import { formatFormErrors } from '~/utils/form-errors';
import { apiFor, type Api, type ApiAnswer, type ServerArgs } from '~/utils/api.server';
import { refusalMessage } from '~/utils/api-text';
import { isOwnerArea } from '~/utils/areas';
import { businessToday, periodOf, periodPresets } from '~/utils/report-period.server';

/** A report page: the period asked for, its report (or the API's reason it cannot be made), and the quick choices. */
export async function reportLoader<T>(args: ServerArgs, read: (api: Api, period: PeriodQuery) => Promise<ApiAnswer<T>>) {
  const api = await apiFor(args, isOwnerArea);
  const timeZone = args.context.settings.businessTimeZone;
  const period = periodOf(args.request, timeZone);
  const presets = periodPresets(businessToday(timeZone));
  // The period is judged here first, with the contract's own rules: the page then says what is
  // wrong with it in the reader's language, once.
  const parsed = periodQuerySchema.safeParse(period);
  if (!parsed.success) return { period, presets, report: null, error: formatFormErrors(parsed.error.issues)[0] ?? null };
  const answer = await read(api, parsed.data);
  if (!answer.ok && answer.status >= 500) throw new Response(null, { status: answer.status });
  return { period, presets, report: answer.ok ? answer.data : null, error: answer.ok ? null : refusalMessage(answer) };
}
