import type { Outgoing } from './one-frame';

/**
 * Gathers what the live layer sends in one moment and hands it on once: a commit's counters and
 * its changes are sent one after the other in the same chain of promise callbacks (decision 051),
 * and leave together (docs/decisions/066-one-frame-a-commit.md). Node runs a `nextTick` queued
 * from a promise callback once the promise callbacks queued meanwhile have run, not at the next
 * turn of the event loop (`setImmediate`), which a busy loop put 1 to 15 ms later. The newest
 * counters win; changes are kept in the order they came.
 */
export function createOutbox(send: (outgoing: Outgoing) => void) {
  let pending: Outgoing | undefined;
  return {
    add(part: Outgoing) {
      if (!pending) {
        pending = {};
        process.nextTick(() => {
          const outgoing = pending!;
          pending = undefined;
          send(outgoing);
        });
      }
      if (part.master) pending.master = part.master;
      if (part.cashier) pending.cashier = part.cashier;
      if (part.changes) pending.changes = [...(pending.changes ?? []), ...part.changes];
    },
  };
}
