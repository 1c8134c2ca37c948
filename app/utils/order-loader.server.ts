import type { Area } from './areas';
import { apiFor, dataOrThrow, type ServerArgs } from './api.server';
import { idParam } from './id-param.server';

/** One order as the API tells it, for a page of this area (a printed work order, a receipt). */
export async function loadOrder(args: ServerArgs, area: Area, rawId: string | undefined) {
  const api = await apiFor(args, area);
  return { order: dataOrThrow(await api.call('order/:id', { params: { id: idParam(rawId) } })) };
}
