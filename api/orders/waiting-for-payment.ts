import { sql } from 'drizzle-orm';

/**
 * Waiting for payment (DOMAIN.md 'Payment'): not canceled, pay status 1 or 2, not paid by
 * contract, final sum above zero. One rule, said twice: in SQL for the lists and counters
 * (the same predicate as the partial index orders_waiting_payment_idx, so the planner
 * uses it) and in TypeScript for the change feed. Change both together.
 */
export const WAITING_FOR_PAYMENT_SQL = sql.raw(
  `job_status <> 'canceled' and pay_status in (1, 2) and not is_pay_by_contract and sum_final > 0`,
);

export function isWaitingForPayment(order: { jobStatus: string; payStatus: number; isPayByContract: boolean; sumFinal: number }): boolean {
  return order.jobStatus !== 'canceled' && (order.payStatus === 1 || order.payStatus === 2) && !order.isPayByContract && order.sumFinal > 0;
}
