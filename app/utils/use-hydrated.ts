import { useEffect, useState } from 'react';

/**
 * Whether the page's scripts run yet. A button that the script keeps off until a form is
 * filled in ("nothing changed yet", "no method chosen") is drawn on, not off, before then:
 * the server judges the form it receives (progressive enhancement), so a tablet that has
 * not loaded the scripts can still send it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
