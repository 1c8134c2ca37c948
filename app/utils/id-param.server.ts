import { idText } from '#contract/fields';

/**
 * An id in a page's URL (`{orderId}`, `{serviceId}`), by the contract's rule for ids in a
 * path: decimal digits only (`/cashier/task/1e1` is not order 10); anything else is that
 * page's 404.
 */
export function idParam(raw: string | undefined): number {
  const parsed = idText.safeParse(raw);
  if (!parsed.success) throw new Response('Not found', { status: 404 });
  return parsed.data;
}
