import { LIVE_EVENTS, type CommitCounters, type OrderChange } from '#contract/live';

/** What the live layer has to tell the staff's screens at one moment: counters, changes, or both. */
export interface Outgoing extends CommitCounters {
  changes?: OrderChange[];
}

/** One frame: the rooms it goes to, its event and its arguments. */
export interface Frame {
  rooms: string[];
  event: string;
  args: unknown[];
}

/**
 * What each room is sent for what came together (docs/decisions/066-one-frame-a-commit.md): a
 * commit's changes carry the room's counters with them, so that the page handles both in one
 * task and draws its row and its badge in one render; counters alone go out as before. The
 * owner's sidebar shows the bays' counters; the wall shows none.
 */
export function framesOf(
  { master, cashier, changes }: Outgoing,
  rooms: { master: string; owner: string; cashier: string; display: string },
) {
  const frames: Frame[] = [];
  const withCounters = (to: string[], counters: CommitCounters | undefined, alone: Frame | undefined) => {
    if (changes) frames.push({ rooms: to, event: LIVE_EVENTS.ordersChanged, args: counters ? [changes, counters] : [changes] });
    else if (alone) frames.push(alone);
  };
  const bays = [rooms.master, rooms.owner];
  withCounters(bays, master && { master }, master && { rooms: bays, event: LIVE_EVENTS.masterStats, args: [master] });
  withCounters(
    [rooms.cashier],
    cashier && { cashier },
    cashier && { rooms: [rooms.cashier], event: LIVE_EVENTS.cashierStats, args: [cashier] },
  );
  if (changes) frames.push({ rooms: [rooms.display], event: LIVE_EVENTS.ordersChanged, args: [changes] });
  return frames;
}
