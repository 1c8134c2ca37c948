import type { OrderChange } from '#contract/live';

/** What a screen shows of an order and the order's number in the change feed when it was read. */
export interface Sequenced {
  id: number;
  seq: number;
}

/** The most pushed changes a screen keeps; the ones heard longest ago go first. */
export const KEPT_CHANGES = 500;
/**
 * How long a pushed change is drawn at least: after that it is dropped with the screen's next
 * data. The reload it asked for has long answered by then; a change whose number no data
 * ever reaches (the books restored to an earlier copy, where the numbers start lower again) must
 * not hold a status for good.
 */
export const KEPT_MS = 30_000;

/** A pushed change and when this screen heard it (`Date.now()`). */
export type Heard = OrderChange & { heardAt: number };

/**
 * The newest change of each order, with the changes of one push merged in
 * (docs/decisions/049-drawing-the-status-from-the-push.md). A change older than the one kept
 * is ignored: pushes may repeat a change (a page that connects late is sent what it missed).
 */
export function newestChanges(known: ReadonlyMap<number, Heard>, changes: readonly OrderChange[], now: number): Map<number, Heard> {
  const next = new Map(known);
  for (const change of changes) {
    const kept = next.get(change.id);
    if (kept && kept.seq >= change.seq) continue;
    // Taken out first, so that the order of the map is the order they were heard in.
    next.delete(change.id);
    next.set(change.id, { ...change, heardAt: now });
  }
  while (next.size > KEPT_CHANGES) next.delete(next.keys().next().value!);
  return next;
}

/** The changes heard within the last `KEPT_MS`: `known` itself when none is older. */
export function withoutOld(known: ReadonlyMap<number, Heard>, now: number): ReadonlyMap<number, Heard> {
  const fresh = new Map([...known].filter(([, heard]) => now - heard.heardAt < KEPT_MS));
  return fresh.size === known.size ? known : fresh;
}

/** The change pushed after `item` was read, if any: the order's state as it is now. */
export function newerChange(item: Sequenced, pushed: ReadonlyMap<number, Heard>): OrderChange | undefined {
  const change = pushed.get(item.id);
  return change && change.seq > item.seq ? change : undefined;
}

/**
 * The item with the job's status of a change pushed after it was read. Only that comes from the
 * push: every other field stays as read until the reload that the same push started brings the
 * whole order. The payment's status too: it is money, and a «Оплачен» drawn beside the «К оплате»
 * read before the payment said two things at once until the reload answered.
 */
export function withPushedStatus<T extends Sequenced & Pick<OrderChange, 'job_status'>>(item: T, pushed: ReadonlyMap<number, Heard>): T {
  const change = newerChange(item, pushed);
  return change ? { ...item, job_status: change.job_status } : item;
}
