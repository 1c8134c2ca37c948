import { z } from 'zod';

const orderId = z.coerce.number().int().positive().max(2_147_483_647);

/** The `{orderId}` of a page's URL; anything else is that page's 404. */
export function orderIdParam(raw: string | undefined): number {
  const parsed = orderId.safeParse(raw);
  if (!parsed.success) throw new Response('Not found', { status: 404 });
  return parsed.data;
}
