import type { PeriodQuery } from '#contract/reports';
import { apiFor, type ServerArgs } from '~/utils/api.server';
import { refusalMessage } from '~/utils/api-text';
import { isOwnerArea } from '~/utils/areas';

/**
 * Tyre storage for the owner's reports page (docs/decisions/041-seasonal-tyre-storage.md): the
 * racks now and the period's sets taken in, given back and storage revenue, as `report/storage`
 * answers them.
 */
export async function storageReportOf(args: ServerArgs, period: PeriodQuery) {
  const api = await apiFor(args, isOwnerArea);
  const answer = await api.call('report/storage', { query: period });
  // A section of the reports page: its failure is said in it, and the rest of the page stays.
  return answer.ok ? { report: answer.data, error: null } : { report: null, error: refusalMessage(answer) };
}
