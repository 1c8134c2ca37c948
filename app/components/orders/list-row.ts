import type { OrderRow } from '#contract/orders';

/** The fields of an order a row of a list screen shows (app/components/orders/order-table.tsx). */
const LIST_ROW_FIELDS = [
  'id',
  // A pushed change newer than this draws the row's new status at once (app/live/pushed-status.ts).
  'seq',
  'datetime',
  'plate_number',
  'model_text',
  'phone',
  'client_name',
  'job_status',
  'pay_status',
  'keys_state',
  'key_cell',
  'services',
  'sum_final',
  'pay_sum',
  'refund_due',
  'can_be_changed',
  'can_be_completed',
  'can_return_keys',
  'is_pay_by_contract',
  'contract_company',
] as const satisfies ReadonlyArray<keyof OrderRow>;

export type ListRow = Pick<OrderRow, (typeof LIST_ROW_FIELDS)[number]>;

/**
 * Only what the screen shows goes into the page: the loader's data is written into the HTML
 * and every live reload fetches it again, and the API's row carries texts the screen says in
 * the reader's language itself and sums it does not show (docs/benchmarks.md 'Render once').
 */
export function listRow(o: OrderRow): ListRow {
  return Object.fromEntries(LIST_ROW_FIELDS.map((field) => [field, o[field]])) as ListRow;
}
