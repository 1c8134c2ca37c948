import { useRouteLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import type { Check } from './stored-shape';

const PREFIX = 'washdesk:draft:';

/**
 * State that survives a reload and a new sign-in in the same tab: work typed but not yet
 * saved (a wizard step, workers chosen but not assigned). It lives in sessionStorage, so
 * it never outlives the tab and is never shared between staff on one device's other tabs.
 * The server render and the first client render use `initial`; a stored draft replaces it
 * right after hydration. A draft that no longer passes its check (an older shape) is dropped.
 */
export function useSessionDraft<T>(draftKey: string | null, initial: T, check: Check<T>): [T, Dispatch<SetStateAction<T>>] {
  // A draft belongs to the person who typed it: another one signing in on this tablet's tab
  // starts clean (and the first one finds theirs again after signing back in).
  const login = (useRouteLoaderData('routes/_app') as { profile?: { login?: string } } | undefined)?.profile?.login;
  const key = draftKey && login ? `${login}:${draftKey}` : null;
  const [value, setValue] = useState<T>(initial);
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    if (!key || restoredFor.current === key) return;
    restoredFor.current = key;
    const stored = read(key);
    if (stored === undefined) return;
    if (check(stored)) setValue(stored);
    else remove(key);
  }, [key, check]);

  const update: Dispatch<SetStateAction<T>> = useCallback(
    (next) => {
      setValue((previous) => {
        const value = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
        if (key) write(key, value);
        return value;
      });
    },
    [key],
  );

  return [value, update];
}

function read(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(PREFIX + key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown) {
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only costs the draft, never the screen.
  }
}

function remove(key: string) {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}
