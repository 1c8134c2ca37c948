import { describe, expect, it } from 'vitest';
import type { CashierStats } from '#contract/stats';
import { createOutbox } from './outbox';
import type { Outgoing } from './one-frame';
import { readyChange } from './ready-change';

const count = (all: number) => ({ all, wash: all, tire: 0 });
const cashierOf = (paying: number): CashierStats => ({
  waiting_for_payment: count(paying),
  waiting: count(0),
  in_progress: count(0),
  done: count(0),
});
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('the outbox of the live layer', () => {
  it('sends counters and changes added in one chain of promise callbacks once, together', async () => {
    const sent: Outgoing[] = [];
    const outbox = createOutbox((o) => sent.push(o));
    // As the poller does: the counters' read answers, and the changes leave a few callbacks later.
    await Promise.resolve()
      .then(() => outbox.add({ cashier: cashierOf(1) }))
      .then(() => undefined)
      .then(() => outbox.add({ changes: [readyChange(5, 50)] }))
      .then(() => outbox.add({ cashier: cashierOf(2), changes: [readyChange(6, 60)] }));
    await turn();
    expect(sent).toEqual([{ cashier: cashierOf(2), changes: [readyChange(5, 50), readyChange(6, 60)] }]);
  });

  it('sends what comes in later turns of the event loop apart', async () => {
    const sent: Outgoing[] = [];
    const outbox = createOutbox((o) => sent.push(o));
    outbox.add({ cashier: cashierOf(1) });
    await turn();
    outbox.add({ changes: [readyChange(5, 50)] });
    await turn();
    expect(sent).toEqual([{ cashier: cashierOf(1) }, { changes: [readyChange(5, 50)] }]);
  });
});
