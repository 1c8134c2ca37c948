import { z } from 'zod';
import { id } from '#contract/fields';
import { auditQuerySchema } from '#contract/owner-audit';
import { dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { ownerApi } from '~/components/owner/owner-api.server';

const FILTERS = ['from', 'to', 'user_id', 'order_id', 'kind', 'page'] as const;

/**
 * The filters in the address (a link from an order's page carries `order_id`): each one the
 * contract refuses is left out, so a mistyped date shows the whole log, not an error page.
 */
export function auditFilters(url: URL) {
  const given: Record<string, string> = {};
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) given[name] = value;
  }
  let parsed = auditQuerySchema.safeParse(given);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete given[String(issue.path[0])];
    parsed = auditQuerySchema.safeParse(given);
  }
  return parsed.success ? parsed.data : { page: 1 };
}

/** The filters typed as numbers (their HTML limits: constraintOf). */
const filterFields = z.object({ order_id: id.optional() });

export async function auditLoader(args: ServerArgs) {
  const api = await ownerApi(args);
  const filters = auditFilters(new URL(args.request.url));
  const log = dataOrThrow(await api.call('owner/audit', { query: filters }));
  // The order's number is an id of the contract: its least is the filter field's.
  return { log, filters, limits: constraintOf(filterFields) };
}
