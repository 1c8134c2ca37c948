import { pageParam } from '~/utils/page-param.server';
import { clientSearchQuerySchema } from '#contract/clients';
import { apiFor, dataOrThrow, type ServerArgs } from '~/utils/api.server';
import { constraintOf } from '~/utils/form-constraints.server';
import { refusalMessage } from '~/utils/api-text';
import { isStaffArea } from '~/utils/areas';

/**
 * «Клиенты»: the search box's text and page from the address, the clients the API finds. A
 * text the API refuses (too short) shows its reason above an empty list, not an error page.
 */
export async function clientsLoader(args: ServerArgs) {
  const api = await apiFor(args, isStaffArea);
  const url = new URL(args.request.url);
  const q = url.searchParams.get('q') ?? '';
  const page = pageParam(url, 'page');
  const answer = await api.call('client/search', { query: { q, page } });
  // The box's most is the contract's.
  const limits = constraintOf(clientSearchQuerySchema);
  if (!answer.ok && answer.status === 400) return { q, page, found: null, error: refusalMessage(answer), limits };
  return { q, page, found: dataOrThrow(answer), error: null, limits };
}
