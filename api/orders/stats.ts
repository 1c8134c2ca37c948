import type { CashierStats, Count, MasterStats } from '../contract/stats';
import type { Db } from '../db/database';

const zero = (): Count => ({ all: 0, wash: 0, tire: 0 });

/**
 * Order counters for the sidebar badges. Orders are not stored yet (the order API is
 * issue 3), so every count is zero; the shape is the final one.
 */
export function masterStats(_db: Db): Promise<MasterStats> {
  return Promise.resolve({ waiting: zero(), in_progress: zero(), done: zero(), waitingForPayment: zero() });
}

export function cashierStats(_db: Db): Promise<CashierStats> {
  return Promise.resolve({ waiting_for_payment: zero(), waiting: zero(), in_progress: zero(), done: zero() });
}
