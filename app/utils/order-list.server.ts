import { z } from 'zod';
import { orderListAnswerSchema, type listStatuses } from '#contract/orders';
import { apiFor, dataOrThrow } from './api.server';

export const PAGE_SIZE = 50;

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  q: z.string().trim().max(50).catch(''),
});

/** One page of a list screen: the status is the screen's, page and search come from the URL. */
export async function loadOrderList(request: Request, status: (typeof listStatuses)[number]) {
  const api = await apiFor(request);
  const url = new URL(request.url);
  const { page, q } = pageQuery.parse({ page: url.searchParams.get('page') ?? undefined, q: url.searchParams.get('q') ?? undefined });
  const data = dataOrThrow(
    await api.get('order/list', orderListAnswerSchema, { status, page, page_size: PAGE_SIZE, search_string: q || undefined }),
  );
  return { ...data, page, pageSize: PAGE_SIZE, search: q };
}
