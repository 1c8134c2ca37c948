import { z } from 'zod';
import { orderListQuerySchema, type listStatuses } from '#contract/orders';
import { listRow } from '~/components/orders/list-row';
import { apiFor, type ServerArgs, dataOrThrow } from '~/utils/api.server';
import type { Area } from '~/utils/areas';
import { searchInput } from '#contract/fields';
import { constraintOf } from '~/utils/form-constraints.server';

export const PAGE_SIZE = 50;

/** The longest search the API takes, read once from the contract (constraintOf). */
const SEARCH_MAX = constraintOf(z.object({ q: searchInput })).q?.maxLength;

const pageQuery = z.object({
  // The pages the API takes; a page it would refuse is the first.
  page: orderListQuerySchema.shape.page.catch(1),
  q: searchInput.catch(''),
  type: z.enum(['wash', 'tire']).nullable().catch(null),
  period: z.enum(['today', 'all']).catch('today'),
});

/**
 * One page of a list screen: the status is the screen's; page, search, the kind (wash or
 * tyres) and, for the done list, the period come from the URL. The done list shows today's
 * by default, as its counter counts, with a way to every done order.
 */
export async function loadOrderList(
  { request, context }: ServerArgs,
  status: (typeof listStatuses)[number],
  area: Area,
  options: { byPeriod?: boolean } = {},
) {
  const api = await apiFor({ request, context }, area);
  const url = new URL(request.url);
  const { page, q, type, period } = pageQuery.parse({
    page: url.searchParams.get('page') ?? undefined,
    q: url.searchParams.get('q') ?? undefined,
    type: url.searchParams.get('type'),
    period: url.searchParams.get('period') ?? undefined,
  });
  const doneToday = options.byPeriod && period === 'today';
  const data = dataOrThrow(
    await api.call('order/list', {
      query: {
        status,
        page,
        page_size: PAGE_SIZE,
        search_string: q || undefined,
        type: type ?? undefined,
        done_today: doneToday ? 'true' : undefined,
      },
    }),
  );
  return {
    orders: data.orders.map(listRow),
    total: data.total,
    page,
    pageSize: PAGE_SIZE,
    search: q,
    searchMax: SEARCH_MAX,
    kind: type,
    period: options.byPeriod ? period : null,
  };
}
