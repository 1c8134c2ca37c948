import {
  catchError,
  concat,
  distinctUntilChanged,
  EMPTY,
  defer,
  exhaustMap,
  filter,
  finalize,
  from,
  map,
  merge,
  share,
  skip,
  Subject,
  takeUntil,
  timer,
  type Observable,
} from 'rxjs';
import type { Logger } from 'pino';
import type { OrderChange } from '#contract/live';
import type { ApiTransport } from '#contract/transport';
import type { CashierStats, MasterStats } from '#contract/stats';
import { callApi } from '#contract/client';
import { CHANGES_PAGE } from '#contract/order-changes';
import { createCounterReads } from './counter-reads';
import { within } from './within';
import { sentChanges } from './sent-changes';
import { errorMessage } from '../../api/logger';

/** The counters (the newest read: a poll's, or one right after a commit), and the marks of the latest poll. */
export interface LiveStats {
  master: MasterStats;
  cashier: CashierStats;
  /** Unknown when its read failed this time. */
  revision: number | undefined;
  /** The drawers' mark (shifts opened or closed, cash in or out); unknown as the revision. */
  drawer: string | undefined;
  /** The accounts that still have their demo passwords (all of them: the process reads it); unknown as the revision. */
  demoPasswords: string[] | undefined;
  /** The bookings' mark; unknown as the revision. */
  bookings: string | undefined;
}
/** What one poll brings: the changes since the cursor, then the counters. */
type PollEvent = { changes: OrderChange[] } | LiveStats;

export interface Poller {
  masterStats$: Observable<MasterStats>;
  cashierStats$: Observable<CashierStats>;
  changes$: Observable<OrderChange[]>;
  /** The reference data's revision each time it moved (not the first one read). */
  reference$: Observable<number>;
  /** The drawers' mark each time it moved (not the first one read). */
  drawer$: Observable<string>;
  /** The accounts with demo passwords each time the list changed (not the first one read). */
  demoPasswords$: Observable<string[]>;
  /** The bookings' mark each time it moved (not the first one read). */
  bookings$: Observable<string>;
  /** The newest counters and the latest poll's marks, for a socket that just connected. */
  latest(): LiveStats | undefined;
  /** The changes pushed at or after this time (ms), for a page whose data was read then. */
  pushedSince(time: number): OrderChange[];
  /** A mutation happened in this process: poll now rather than at the next tick. */
  wake(): void;
  /**
   * Order changes a call just committed (here, or in another process of the cluster): sent to
   * the screens right after the counters' read they start (decision 051), at most
   * `COUNTERS_WAIT_MS` later; the poll that reads them again from the feed does not send them twice.
   */
  push(changes: readonly OrderChange[]): void;
  /** Poll only while someone listens. */
  setActive(active: boolean): void;
  stop(): void;
}

/**
 * How long a commit's changes wait for its counters at most (decision 051): the read takes
 * 1 to 3 ms on an idle machine; a database busy with a long statement must not hold the screens.
 */
export const COUNTERS_WAIT_MS = 30;

/**
 * One poll per process (docs/decisions/006-live-updates-by-polling.md): a timer merged with a wake-up
 * subject; each tick asks the product API, as this process (Pipeline.invokeAsProcess), for
 * both statistics and for the order changes since the cursor. Never two polls at once (exhaustMap); errors
 * back off and never end the stream.
 */
export function createPoller(options: { intervalMs: number; transport: ApiTransport; logger: Logger }): Poller {
  const wake$ = new Subject<void>();
  const stop$ = new Subject<void>();
  let active = false;
  let cursor: number | undefined;
  let last: LiveStats | undefined;
  let failures = 0;
  let skipUntil = 0;
  const { unsent, remember, pushedSince } = sentChanges();
  const pushed$ = new Subject<OrderChange[]>();
  const counters = createCounterReads(options.transport, options.logger);
  // A wake-up while a poll runs is not lost: another poll follows it at once (the running
  // one may have read the feed and the counters before the change committed).
  let polling = false;
  let again = false;
  const pollNow = () => {
    if (polling) again = true;
    wake$.next();
  };
  // Pushed changes waiting for their counters' read, and a wake-up held for them: until none waits,
  // COUNTERS_WAIT_MS at most, so that commits that keep overlapping do not hold the poll back.
  let countingPushes = 0;
  let heldWake: ReturnType<typeof setTimeout> | undefined;
  const releaseWake = () => {
    if (heldWake === undefined) return;
    clearTimeout(heldWake);
    heldWake = undefined;
    pollNow();
  };

  // Reads the change feed from the cursor on. The first read only learns where the feed ends
  // (`at_end`, one look at its index), pushing nothing: a process starting on a shop's years
  // of changes neither sends them to every screen nor reads them all to find the end.
  const readChanges = async (scope: object): Promise<OrderChange[]> => {
    if (cursor === undefined) {
      const answer = await callApi(options.transport, 'order/changes', { query: { at_end: 'true' } }, { scope });
      if (!answer.ok) throw new Error(`changes refused: ${answer.status}`);
      cursor = answer.data.cursor;
      return [];
    }
    const changes: OrderChange[] = [];
    for (let page = 0; page < 10; page += 1) {
      const since: number = cursor;
      const answer = await callApi(options.transport, 'order/changes', { query: { since } }, { scope });
      if (!answer.ok) throw new Error(`changes refused: ${answer.status}`);
      cursor = answer.data.cursor;
      changes.push(...answer.data.orders);
      if (answer.data.orders.length < CHANGES_PAGE) break;
    }
    return changes;
  };

  // The three reads start at once. The changes go out as soon as they are read, the
  // counters when theirs are: a screen's reload after a change is the longer way to the
  // person, so it starts first (docs/benchmarks.md 'Live latency').
  const poll = (): Observable<PollEvent> => {
    const scope = {};
    const before = cursor;
    const counted = counters.start(scope);
    const stats = Promise.all([
      counted.answers,
      // The revision is read beside the counters, but its failure must not freeze them: it is then simply unknown this time.
      callApi(options.transport, 'reference/revision', undefined, { scope }).catch(() => undefined),
    ]);
    // Should the changes fail first, nobody waits for the counters' answer.
    stats.catch(() => undefined);
    const changes = readChanges(scope).catch((err: unknown) => {
      // Nothing was pushed: the next poll reads the same changes again.
      cursor = before;
      throw err;
    });
    return concat(
      from(changes).pipe(map((list): PollEvent => ({ changes: list }))),
      from(stats).pipe(
        map(([[master, cashier], reference]): PollEvent => {
          if (!master.ok || !cashier.ok)
            throw new Error(`statistics refused: ${master.ok ? '' : master.status} ${cashier.ok ? '' : cashier.status}`);
          counted.offer({ master: master.data, cashier: cashier.data });
          return {
            master: master.data,
            cashier: cashier.data,
            revision: reference?.ok ? reference.data.revision : undefined,
            drawer: reference?.ok ? reference.data.drawer : undefined,
            demoPasswords: reference?.ok ? reference.data.demo_passwords : undefined,
            bookings: reference?.ok ? reference.data.bookings : undefined,
          };
        }),
      ),
    );
  };

  const events$ = merge(timer(0, options.intervalMs), wake$).pipe(
    // The first poll runs at start even with nobody listening: it learns where the feed
    // ends, so that the changes made before the first socket connects are pushed too.
    filter(() => (active || cursor === undefined) && Date.now() >= skipUntil),
    exhaustMap(() =>
      defer(() => {
        polling = true;
        again = false;
        return poll();
      }).pipe(
        finalize(() => {
          polling = false;
          if (again) queueMicrotask(() => wake$.next());
        }),
        catchError((err: unknown) => {
          failures += 1;
          // Back off: 1, 2, 4 … up to 30 seconds between attempts after failures.
          skipUntil = Date.now() + Math.min(30_000, 1000 * 2 ** Math.min(failures - 1, 5));
          options.logger.warn({ err: errorMessage(err), failures }, 'live poll failed');
          return EMPTY;
        }),
      ),
    ),
    map((event) => {
      if ('changes' in event) {
        // After the read: every change in this batch was written before this moment.
        const fresh = unsent(event.changes);
        remember(fresh);
        return { changes: fresh };
      }
      failures = 0;
      last = event;
      return event;
    }),
    takeUntil(stop$),
    share(),
  );
  events$.subscribe({ complete: () => undefined });
  const stats$ = events$.pipe(filter((e): e is LiveStats => 'master' in e));

  const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
  // A mark read beside the counters: the first read only says where it stands, each move after it is pushed.
  const moves = <T>(mark: (stats: LiveStats) => T | undefined) =>
    stats$.pipe(
      map(mark),
      filter((m): m is T => m !== undefined),
      distinctUntilChanged(same),
      skip(1),
    );
  return {
    masterStats$: counters.counters$.pipe(
      map((r) => r.master),
      distinctUntilChanged(same),
    ),
    cashierStats$: counters.counters$.pipe(
      map((r) => r.cashier),
      distinctUntilChanged(same),
    ),
    reference$: moves((r) => r.revision),
    drawer$: moves((r) => r.drawer),
    demoPasswords$: moves((r) => r.demoPasswords),
    bookings$: moves((r) => r.bookings),
    changes$: merge(
      events$.pipe(
        filter((e): e is { changes: OrderChange[] } => 'changes' in e),
        map((e) => e.changes),
      ),
      pushed$,
    ).pipe(filter((c) => c.length > 0)),
    // The marks of the last poll, with the newest counters read.
    latest: () => {
      const shown = counters.shown();
      if (!shown) return last;
      // Counters read on a commit before any poll answered: the marks are unknown yet.
      const unknownMarks = { revision: undefined, drawer: undefined, demoPasswords: undefined, bookings: undefined };
      return { ...unknownMarks, ...last, ...shown };
    },
    pushedSince,
    // A mutation just went through this process's API, so the API answers: no back-off. A commit's
    // own counters are read first: its poll (the feed, the marks, the counters again) waits for
    // that read, whose statement would otherwise queue behind the poll's on the embedded database.
    wake: () => {
      skipUntil = 0;
      if (countingPushes === 0) pollNow();
      else heldWake ??= setTimeout(releaseWake, COUNTERS_WAIT_MS);
    },
    push: (changes) => {
      const fresh = unsent(changes);
      if (fresh.length === 0) return;
      // Remembered for late pages when sent: a page that connects meanwhile gets them with the others.
      const send = () => {
        remember(fresh);
        pushed$.next(fresh);
      };
      if (!active) {
        send();
        return;
      }
      // The commit's counters are read first and the changes go out right after them, so that a
      // screen draws its row and its badge together, and the read is done before the screens'
      // own work on the change takes the machine (decision 051); a slow read holds them briefly.
      countingPushes += 1;
      void within(counters.now(), COUNTERS_WAIT_MS).then(() => {
        countingPushes -= 1;
        send();
        // After the changes have left (server/live/outbox.ts): the poll's calls start with work of their own.
        if (countingPushes === 0 && heldWake !== undefined) setImmediate(releaseWake);
      });
    },
    setActive: (on) => {
      active = on;
      if (on) wake$.next();
    },
    stop: () => {
      clearTimeout(heldWake);
      stop$.next();
      stop$.complete();
      pushed$.complete();
      counters.stop();
    },
  };
}
