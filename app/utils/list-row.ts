import type { OrderRow } from '#contract/orders';

/** What a row of a list screen shows (app/components/orders/order-table.tsx). */
export type ListRow = Pick<
  OrderRow,
  'id' | 'datetime' | 'plate_number' | 'model_text' | 'phone' | 'client_name' | 'job_status' | 'pay_status' | 'keys_state' | 'key_cell' | 'services' | 'sum_final' | 'pay_sum' | 'refund_due' | 'can_be_changed'
>;

/**
 * Only what the screen shows goes into the page: the loader's data is written into the HTML
 * and every live reload fetches it again, and the API's row carries texts the screen says in
 * the reader's language itself and sums it does not show (docs/benchmarks.md 'Render once').
 */
export function listRow(o: OrderRow): ListRow {
  return {
    id: o.id,
    datetime: o.datetime,
    plate_number: o.plate_number,
    model_text: o.model_text,
    phone: o.phone,
    client_name: o.client_name,
    job_status: o.job_status,
    pay_status: o.pay_status,
    keys_state: o.keys_state,
    key_cell: o.key_cell,
    services: o.services,
    sum_final: o.sum_final,
    pay_sum: o.pay_sum,
    refund_due: o.refund_due,
    can_be_changed: o.can_be_changed,
  };
}
