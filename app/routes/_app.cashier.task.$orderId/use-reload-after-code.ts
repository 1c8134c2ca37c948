import { useEffect, useMemo, useRef } from 'react';
import { useRevalidator } from '@remix-run/react';

/** A code's whole life and a little more: the longest the page waits to ask whether it expired. */
const CODE_LIFE_MS = 11 * 60_000;

/**
 * A code expires with no change of the order to tell the desks: the page asks the server again
 * just after the time the server said the code had left at this load (`codeLeftMs`; the desk's
 * own clock may be off by any amount, so only the time since the load is measured here). At
 * least 5 s on, should the API's clock lag the web server's; never beyond a code's whole life (a
 * timer longer than 2^31 ms would fire at once).
 */
export function useReloadAfterCode(codeLeftMs: number | null) {
  const { revalidate } = useRevalidator();
  const deadline = useMemo(() => (codeLeftMs === null ? null : Date.now() + codeLeftMs), [codeLeftMs]);
  const reload = useRef(revalidate);
  reload.current = revalidate;
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(() => reload.current(), Math.min(Math.max(deadline + 1000 - Date.now(), 5000), CODE_LIFE_MS));
    return () => clearTimeout(timer);
  }, [deadline]);
}
