import { Subject } from 'rxjs';
import type { Logger } from 'pino';
import type { ApiTransport } from '#contract/transport';
import type { CashierStats, MasterStats } from '#contract/stats';
import { callApi } from '#contract/client';
import { errorMessage } from '../../api/logger';

/** Both roles' counters, as one read gave them. */
export interface Counters {
  master: MasterStats;
  cashier: CashierStats;
}

/**
 * The counters' reads of one process: the poll's, and one right after a commit
 * (docs/decisions/050-counters-read-on-commit.md). Each read is numbered as it starts: a read
 * started later sees every commit made before the earlier one started, so an earlier read
 * that answers last is dropped rather than shown over it. (On a PostgreSQL pool the earlier
 * read may take its snapshot a moment later and so hold a commit the shown one lacks; that
 * commit came after both reads started, and its own push starts another read.)
 */
export function createCounterReads(transport: ApiTransport, logger: Logger) {
  const counters$ = new Subject<Counters>();
  let reads = 0;
  let shownRead = 0;
  let shown: Counters | undefined;
  let reading = false;
  // Who waits for the read running now, and who for the next one (commits that came during a read).
  let covered: Array<() => void> = [];
  let waiting: Array<() => void> = [];
  let stopped = false;

  const offer = (read: number, counters: Counters) => {
    if (stopped || read < shownRead) return;
    shownRead = read;
    shown = counters;
    counters$.next(counters);
  };

  /**
   * Starts a numbered read of both counters (one statement when they share a scope); `offer`
   * sends what it read, unless a read started after it was sent first.
   */
  const start = (scope: object) => {
    const read = (reads += 1);
    return {
      answers: Promise.all([
        callApi(transport, 'get-order-stats', undefined, { scope }),
        callApi(transport, 'get-order-stats-cashier', undefined, { scope }),
      ]),
      offer: (counters: Counters) => offer(read, counters),
    };
  };

  /**
   * A commit just went through: read the counters at once, on their own, rather than with the
   * poll the commit wakes (which also reads the feed and the marks, and may wait for a poll
   * already running). One such read at a time; a commit during it asks for one more. The promise
   * settles once a read started after the call has answered (sent, refused or failed), so that
   * the commit's changes can go out with its counters (docs/decisions/051-a-commits-counters-with-its-changes.md).
   */
  const now = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    const answered = new Promise<void>((resolve) => waiting.push(resolve));
    if (!reading) readNow();
    return answered;
  };
  const readNow = () => {
    reading = true;
    const settled = waiting;
    covered = settled;
    waiting = [];
    const read = start({});
    read.answers
      .then(([master, cashier]) => {
        if (!master.ok) logger.debug({ status: master.status }, 'counters read on commit refused');
        else if (!cashier.ok) logger.debug({ status: cashier.status }, 'counters read on commit refused');
        else read.offer({ master: master.data, cashier: cashier.data });
      })
      // Not retried: the poll that the same commit woke reads them too, and says when it fails.
      .catch((err: unknown) => logger.debug({ err: errorMessage(err) }, 'counters read on commit failed'))
      .finally(() => {
        reading = false;
        for (const resolve of settled) resolve();
        if (waiting.length > 0 && !stopped) readNow();
      });
  };

  return {
    counters$: counters$.asObservable(),
    start,
    now,
    /** The newest counters shown, if any. */
    shown: () => shown,
    stop: () => {
      stopped = true;
      // Nobody waits on a read that is no longer sent.
      for (const resolve of [...covered, ...waiting.splice(0)]) resolve();
      counters$.complete();
    },
  };
}
