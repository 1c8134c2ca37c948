import { id } from '#contract/fields';

/** An id in a page's URL (`{orderId}`, `{serviceId}`), by the contract's rule for ids; anything else is that page's 404. */
export function idParam(raw: string | undefined): number {
  const parsed = id.safeParse(raw);
  if (!parsed.success) throw new Response('Not found', { status: 404 });
  return parsed.data;
}
