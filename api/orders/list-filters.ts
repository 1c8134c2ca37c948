import { sql } from 'drizzle-orm';

/**
 * Waiting for payment (DOMAIN.md 'Payment'): not canceled, pay status 1 or 2, not paid by
 * contract, final sum above zero. The same predicate as the partial index
 * orders_waiting_payment_idx, so the planner uses it.
 */
export const WAITING_FOR_PAYMENT_SQL = sql.raw(
  `job_status <> 'canceled' and pay_status in (1, 2) and not is_pay_by_contract and sum_final > 0`,
);
