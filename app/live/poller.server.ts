import { catchError, distinctUntilChanged, EMPTY, exhaustMap, filter, from, map, merge, share, Subject, takeUntil, timer, type Observable } from 'rxjs';
import type { Logger } from 'pino';
import type { ApiTransport } from '#contract/transport';
import type { changesAnswerSchema } from '#contract/orders';
import type { CashierStats, MasterStats } from '#contract/stats';
import type { z } from 'zod';
import { callApi } from '~/utils/api.server';

type OrderChange = z.infer<typeof changesAnswerSchema>['data']['orders'][number];

export interface PollResult {
  master: MasterStats;
  cashier: CashierStats;
  changes: OrderChange[];
}

export interface Poller {
  masterStats$: Observable<MasterStats>;
  cashierStats$: Observable<CashierStats>;
  changes$: Observable<OrderChange[]>;
  /** The latest statistics, for a socket that just connected. */
  latest(): PollResult | undefined;
  /** The changes pushed at or after this time (ms), for a page whose data was read then. */
  pushedSince(time: number): OrderChange[];
  /** A mutation happened in this process: poll now rather than at the next tick. */
  wake(): void;
  /** Poll only while someone listens. */
  setActive(active: boolean): void;
  stop(): void;
}

/** How long pushed changes are kept for pages that connect late. */
const REPLAY_MS = 60_000;

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
  let last: PollResult | undefined;
  let failures = 0;
  let skipUntil = 0;
  // What was pushed lately, with when: a page that loaded its data just before its socket
  // joined the rooms catches up on connect (socket.server.ts).
  let recent: { at: number; changes: OrderChange[] }[] = [];

  // Reads the change feed from the cursor on; the first read only learns where it ends.
  const readChanges = async (scope: object): Promise<OrderChange[]> => {
    const changes: OrderChange[] = [];
    for (let page = 0; page < 10; page += 1) {
      const answer = await callApi(options.transport, 'order/changes', { query: { since: cursor ?? 0 } }, { scope });
      if (!answer.ok) throw new Error(`changes refused: ${answer.status}`);
      const fresh = cursor !== undefined;
      cursor = answer.data.cursor;
      if (fresh) changes.push(...answer.data.orders);
      if (answer.data.orders.length < 500) break;
    }
    return changes;
  };

  // The three reads at once: a push waits for the slowest of them, not for their sum.
  const poll = async (): Promise<PollResult> => {
    const scope = {};
    const from = cursor;
    try {
      const [master, cashier, changes] = await Promise.all([
        callApi(options.transport, 'get-order-stats', undefined, { scope }),
        callApi(options.transport, 'get-order-stats-cashier', undefined, { scope }),
        readChanges(scope),
      ]);
      if (!master.ok || !cashier.ok) throw new Error(`statistics refused: ${master.ok ? '' : master.status} ${cashier.ok ? '' : cashier.status}`);
      return { master: master.data, cashier: cashier.data, changes };
    } catch (err) {
      // Nothing was pushed: the next poll reads the same changes again.
      cursor = from;
      throw err;
    }
  };

  const results$ = merge(timer(0, options.intervalMs), wake$).pipe(
    // The first poll runs at start even with nobody listening: it learns where the feed
    // ends, so that the changes made before the first socket connects are pushed too.
    filter(() => (active || cursor === undefined) && Date.now() >= skipUntil),
    exhaustMap(() =>
      from(poll()).pipe(
        catchError((err: unknown) => {
          failures += 1;
          // Back off: 1, 2, 4 … up to 30 seconds between attempts after failures.
          skipUntil = Date.now() + Math.min(30_000, 1000 * 2 ** Math.min(failures - 1, 5));
          options.logger.warn({ err: (err as Error).message, failures }, 'live poll failed');
          return EMPTY;
        }),
      ),
    ),
    map((result) => {
      failures = 0;
      last = result;
      // After the reads: every change in this batch was written before this moment.
      const now = Date.now();
      recent = recent.filter((r) => r.at > now - REPLAY_MS);
      if (result.changes.length > 0) recent.push({ at: now, changes: result.changes });
      return result;
    }),
    takeUntil(stop$),
    share(),
  );
  results$.subscribe({ complete: () => undefined });

  const same = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
  return {
    masterStats$: results$.pipe(map((r) => r.master), distinctUntilChanged(same)),
    cashierStats$: results$.pipe(map((r) => r.cashier), distinctUntilChanged(same)),
    changes$: results$.pipe(map((r) => r.changes), filter((c) => c.length > 0)),
    latest: () => last,
    pushedSince: (time) => recent.filter((r) => r.at >= time).flatMap((r) => r.changes),
    // A mutation just went through this process's API, so the API answers: no back-off.
    wake: () => {
      skipUntil = 0;
      wake$.next();
    },
    setActive: (on) => {
      active = on;
      if (on) wake$.next();
    },
    stop: () => {
      stop$.next();
      stop$.complete();
    },
  };
}
