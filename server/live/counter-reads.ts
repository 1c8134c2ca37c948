import { Subject } from 'rxjs';
import type { ApiTransport } from '#contract/transport';
import type { CashierStats, MasterStats } from '#contract/stats';
import { callApi } from '#contract/client';

/** Both roles' counters, as one read gave them. */
export interface Counters {
  master: MasterStats;
  cashier: CashierStats;
}

/**
 * The counters' reads of one process: the poll's, and one right after a commit
 * (docs/decisions/050-counters-read-on-commit.md). Each read is numbered as it starts: one
 * started later reads a later state of the books, so an earlier read that answers last is
 * dropped rather than shown over newer counters.
 */
export function createCounterReads(transport: ApiTransport) {
  const counters$ = new Subject<Counters>();
  let reads = 0;
  let shownRead = 0;
  let shown: Counters | undefined;
  let reading = false;
  let again = false;
  let stopped = false;

  const offer = (read: number, counters: Counters) => {
    if (stopped || read < shownRead) return;
    shownRead = read;
    shown = counters;
    counters$.next(counters);
  };

  /** Starts a numbered read of both counters (one statement when they share a scope); `offer` its answer under the number. */
  const start = (scope: object) => {
    reads += 1;
    return {
      read: reads,
      answers: Promise.all([
        callApi(transport, 'get-order-stats', undefined, { scope }),
        callApi(transport, 'get-order-stats-cashier', undefined, { scope }),
      ]),
    };
  };

  /**
   * A commit's changes were just pushed: read the counters at once, on their own, rather than
   * with the poll the commit wakes (which also reads the feed and the marks, and may wait for a
   * poll already running). One such read at a time; a commit during it asks for one more.
   */
  const now = () => {
    if (stopped) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    const { read, answers } = start({});
    answers
      .then(([master, cashier]) => {
        if (master.ok && cashier.ok) offer(read, { master: master.data, cashier: cashier.data });
      })
      // The poll that the same commit woke reads them too, and backs off while the API fails.
      .catch(() => undefined)
      .finally(() => {
        reading = false;
        if (!again) return;
        again = false;
        now();
      });
  };

  return {
    counters$: counters$.asObservable(),
    start,
    offer,
    now,
    /** The newest counters shown, if any. */
    shown: () => shown,
    stop: () => {
      stopped = true;
      counters$.complete();
    },
  };
}
