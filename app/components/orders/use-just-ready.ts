import { useEffect, useRef, useState } from 'react';
import { isDone } from '~/components/orders/status-display';

/** How long a row that just became ready stays marked. */
const MARK_MS = 10_000;

/**
 * The orders that turned 'done' while this list was open (a master tapped «Завершить»): the
 * cashier's eye goes to them for a few seconds. Orders already done when the page opened
 * are not marked; only a change seen live is.
 */
export function useJustReady(orders: ReadonlyArray<{ id: number; job_status: string }>): ReadonlySet<number> {
  // Whether each order was done when the list last showed it.
  const seen = useRef<Map<number, boolean> | null>(null);
  const [marked, setMarked] = useState<ReadonlyMap<number, number>>(new Map());

  useEffect(() => {
    const before = seen.current;
    seen.current = new Map(orders.map((o) => [o.id, isDone(o)]));
    if (!before) return;
    const now = Date.now();
    const fresh = orders.filter((o) => isDone(o) && !before.get(o.id));
    if (fresh.length) setMarked((m) => new Map([...m, ...fresh.map((o) => [o.id, now + MARK_MS] as const)]));
  }, [orders]);

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
