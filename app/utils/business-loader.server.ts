import type { Area } from './areas';
import { apiFor, dataOrThrow, type ServerArgs } from './api.server';
import { loadOrder } from './order-loader.server';

/**
 * A printed page of one order (the receipt, the work order) with the business's details for
 * its head: both read at once, through the product API.
 */
export async function loadPrintedOrder(args: ServerArgs, area: Area, rawId: string | undefined) {
  const api = await apiFor(args, area);
  const [order, business] = await Promise.all([loadOrder(args, area, rawId), api.call('business/profile')]);
  return { ...order, business: dataOrThrow(business) };
}
