import type { CashierStats, MasterStats } from '#contract/stats';

/** The sidebar badges (docs/screens.md 'Layout'), each the 'all' count of its status. */
export interface Counters {
  waiting: number;
  in_progress: number;
  done: number;
  waitingForPayment: number;
}

export function countersOfMaster(stats: MasterStats): Counters {
  return {
    waiting: stats.waiting.all,
    in_progress: stats.in_progress.all,
    done: stats.done.all,
    waitingForPayment: stats.waitingForPayment.all,
  };
}

export function countersOfCashier(stats: CashierStats): Counters {
  return {
    waiting: stats.waiting.all,
    in_progress: stats.in_progress.all,
    done: stats.done.all,
    waitingForPayment: stats.waiting_for_payment.all,
  };
}
