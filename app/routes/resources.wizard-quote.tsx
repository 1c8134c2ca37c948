import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { idText } from '#contract/fields';
import { quoteBodySchema } from '#contract/intake';
import { isMaster } from '~/utils/areas';
import { apiFor } from '~/utils/api.server';
import { encodeError } from '~/utils/form-errors';
import { jsonField } from '~/utils/json-field';
import { quoteOf } from '~/components/wizard/quote.server';

const query = z.object({
  order: idText,
  // The selection as the contract takes it; the text's own cap keeps a long address out.
  lines: jsonField(quoteBodySchema.shape.lines, 10_000),
});

/**
 * The quote of step 3's selection, fetched as the master picks (docs/decisions/015). `for`
 * echoes the selection asked about, so the page knows whether the figures are current.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor({ request, context }, isMaster);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = query.safeParse(params);
  if (!parsed.success) return { for: params.lines ?? '', error: encodeError('validation.invalid') };
  return { for: params.lines!, ...(await quoteOf(api, parsed.data.order, parsed.data.lines)) };
}
