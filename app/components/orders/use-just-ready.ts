import { useEffect, useState } from 'react';
import { isDone } from '~/components/orders/status-display';

/** How long a row that just became ready stays marked. */
const MARK_MS = 10_000;

type Shown = ReadonlyArray<{ id: number; job_status: string; seq: number }>;

/**
 * The orders that turned 'done' while this list was open (a master tapped «Завершить»): the
 * cashier's eye goes to them for a few seconds. Orders already done when the page opened
 * are not marked; only a change seen live is. `orders` must keep its identity while its orders
 * do (a memoised array, as usePushedStatuses gives): a new array on each drawing would be taken
 * for new data each time. `view` names what the list shows (its search, page and filters): a
 * done order that only came into sight because the person searched or turned a page is not news.
 */
export function useJustReady(orders: Shown, view: string): ReadonlySet<number> {
  // The orders as the list last drew them, and until when each marked one stays marked.
  const [drawn, setDrawn] = useState({ orders, view });
  const [marked, setMarked] = useState<ReadonlyMap<number, number>>(new Map());

  // Worked out while drawing, not in an effect after it: the mark shows in the same frame as
  // the status that earned it, and the list is not drawn a second time for it.
  if (orders !== drawn.orders || view !== drawn.view) {
    setDrawn({ orders, view });
    const fresh = view === drawn.view ? newlyDone(drawn.orders, orders) : [];
    if (fresh.length) {
      const until = Date.now() + MARK_MS;
      setMarked((m) => new Map([...m, ...fresh.map((id) => [id, until] as const)]));
    }
  }

  useEffect(() => {
    if (!marked.size) return;
    const next = Math.min(...marked.values());
    const timer = setTimeout(
      () => setMarked((m) => new Map([...m].filter(([, until]) => until > Date.now()))),
      Math.max(0, next - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [marked]);

  return new Set(marked.keys());
}

/**
 * The orders done now that were not done before, or not shown before and changed after every
 * order shown then: an order that turned done and so came into this list. One that only slid in
 * from the next or the previous page (a new order pushed the rows along) changed earlier.
 */
function newlyDone(before: Shown, now: Shown): number[] {
  const wasDone = new Map(before.map((o) => [o.id, isDone(o)]));
  const newest = Math.max(-Infinity, ...before.map((o) => o.seq));
  return now.filter((o) => isDone(o) && (wasDone.has(o.id) ? !wasDone.get(o.id) : o.seq > newest)).map((o) => o.id);
}
