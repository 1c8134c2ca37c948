import type { RefusalCode } from '../contract/refusals';
import { conflict, type Refused } from '../domain/refusal';

/**
 * The unique indexes a person's input can meet, each with the refusal it is answered with and
 * the field it is about. A service checks the name first under its lock (api/owner/named-row.ts);
 * should two writers still meet at the index, the pipeline's edge turns the database's
 * violation into this refusal (a 409 naming the field), never a 500.
 */
const UNIQUE_REFUSALS: Record<
  string,
  { code: RefusalCode; field: string; params?: (body: Record<string, unknown>) => Record<string, string> }
> = {
  discount_groups_name_idx: { code: 'group_name_taken', field: 'name' },
  companies_name_idx: { code: 'company_name_taken', field: 'name' },
  workers_kind_name_idx: { code: 'worker_name_taken', field: 'name' },
  services_name_idx: { code: 'service_name_taken', field: 'name' },
  bays_name_idx: { code: 'bay_name_taken', field: 'name' },
  // Two takes of one cell: its lock lets one in (api/storage/cells.ts); this stands behind it.
  tyre_sets_cell_idx: { code: 'storage_cell_taken', field: 'cell_id', params: (body) => ({ cell: `№${String(body.cell_id ?? '')}` }) },
  // The service names the brand; this backstop knows only its id.
  models_brand_name_idx: { code: 'model_name_taken', field: 'name', params: (body) => ({ brand: `№${String(body.brand_id ?? '')}` }) },
};

/**
 * The refusal for a unique violation of a known index (PostgreSQL's 23505, also under
 * drizzle's `cause`), or null. It names the value as the call's `body` gave it, or else as
 * the database reports it (in lower case).
 */
export function refusalOfUniqueViolation(err: unknown, body?: unknown): Refused | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint, detail } = e as { code?: unknown; constraint?: unknown; detail?: unknown };
    if (code !== '23505') continue;
    const known = typeof constraint === 'string' ? UNIQUE_REFUSALS[constraint] : undefined;
    if (!known) return null;
    const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const given = fields[known.field];
    return conflict(known.code, { ...known.params?.(fields), name: typeof given === 'string' ? given : takenValue(detail) }).on(
      known.field,
    );
  }
  return null;
}

/** The last value of the key PostgreSQL reports, `Key (kind, lower(name))=(wash, иван) already exists.` → `иван`. */
function takenValue(detail: unknown): string {
  const values = typeof detail === 'string' ? /\)=\((.*)\) already exists/.exec(detail)?.[1] : undefined;
  return values?.split(', ').at(-1) ?? '';
}
