import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '#contract/live';
import type { CashierStats, MasterStats } from '#contract/stats';
import { framesOf } from './one-frame';
import { readyChange } from './ready-change';

const ROOMS = { master: 'role:master', owner: 'role:owner', cashier: 'role:cashier', display: 'display' };
const count = (all: number) => ({ all, wash: all, tire: 0 });
const master: MasterStats = { waiting: count(1), in_progress: count(2), done: count(3), waitingForPayment: count(4) };
const cashier: CashierStats = { waiting_for_payment: count(4), waiting: count(1), in_progress: count(2), done: count(3) };
const changes = [readyChange(7, 70)];

describe("what each room is sent for what came together (the commit's one frame)", () => {
  it("puts a commit's counters into its changes' frame, each role its own, and the wall the changes alone", () => {
    expect(framesOf({ master, cashier, changes }, ROOMS)).toEqual([
      { rooms: ['role:master', 'role:owner'], event: LIVE_EVENTS.ordersChanged, args: [changes, { master }] },
      { rooms: ['role:cashier'], event: LIVE_EVENTS.ordersChanged, args: [changes, { cashier }] },
      { rooms: ['display'], event: LIVE_EVENTS.ordersChanged, args: [changes] },
    ]);
  });

  it('sends counters alone as their own events, and nothing to the wall', () => {
    expect(framesOf({ master, cashier }, ROOMS)).toEqual([
      { rooms: ['role:master', 'role:owner'], event: LIVE_EVENTS.masterStats, args: [master] },
      { rooms: ['role:cashier'], event: LIVE_EVENTS.cashierStats, args: [cashier] },
    ]);
    expect(framesOf({ cashier }, ROOMS)).toEqual([{ rooms: ['role:cashier'], event: LIVE_EVENTS.cashierStats, args: [cashier] }]);
  });

  it("sends the bays' counters with the changes to the bays only, when only theirs came", () => {
    expect(framesOf({ changes, master }, ROOMS)).toEqual([
      { rooms: ['role:master', 'role:owner'], event: LIVE_EVENTS.ordersChanged, args: [changes, { master }] },
      { rooms: ['role:cashier'], event: LIVE_EVENTS.ordersChanged, args: [changes] },
      { rooms: ['display'], event: LIVE_EVENTS.ordersChanged, args: [changes] },
    ]);
  });
});
