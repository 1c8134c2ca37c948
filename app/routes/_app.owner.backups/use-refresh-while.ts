import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';

/** How often the page asks again while something is under way on the server. */
const EVERY_MS = 2_000;

/** Reloads the page's data every two seconds while `busy` holds (a backup being made). */
export function useRefreshWhile(busy: boolean): void {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (!busy || state !== 'idle') return;
    const timer = setTimeout(revalidate, EVERY_MS);
    return () => clearTimeout(timer);
  }, [busy, state, revalidate]);
}
