import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiFor } from '~/utils/api.server';
import { idText, searchInput } from '#contract/fields';

export interface Suggestion {
  id: string;
  label: string;
  /** For models: the class the model gives. */
  classId?: number;
}

const query = z.object({
  kind: z.enum(['plates', 'brands', 'models', 'names']),
  search: searchInput.catch(''),
  brand: idText.optional().catch(undefined),
});

/** Suggestions for the wizard's fields, fetched as the master types (debounced in the field). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor({ request, context });
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = query.safeParse(params);
  if (!parsed.success) return { items: [] as Suggestion[] };
  const { kind, search, brand } = parsed.data;
  const q = { search: search || undefined };
  let items: Suggestion[] = [];
  if (kind === 'plates') {
    const a = await api.call('info/plates', { query: q });
    if (a.ok) items = a.data.plates.map((p) => ({ id: p, label: p }));
  } else if (kind === 'brands') {
    const a = await api.call('info/translit-brands', { query: q });
    if (a.ok) items = a.data.brands.map((b) => ({ id: String(b.id), label: b.title }));
  } else if (kind === 'models') {
    const a = await api.call('info/translit-models', { query: { ...q, brand_id: brand } });
    if (a.ok) items = a.data.models.map((m) => ({ id: String(m.id), label: m.name, classId: m.class_id }));
  } else {
    const a = await api.call('info/names', { query: q });
    if (a.ok) items = a.data.names.map((n) => ({ id: n, label: n }));
  }
  return { items };
}
