import { type ContextType, useCallback, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';
import { markLiveReload } from './live-reload';

type Router = NonNullable<ContextType<typeof DataRouterContext>>['router'];

/**
 * What the router is doing this very moment: `others` while a navigation, a form or a fetcher is
 * under way, `ours` while only a reload is, `idle`. Read from the router itself, not from React's
 * copy of its state (useNavigation, useRevalidator): Remix hands that copy over in transitions,
 * and a transition that cannot finish yet (a lazy part still loading, a long render an urgent
 * update cut into) leaves «idle» on screen while the router loads. A reload started then would
 * cancel the one under way (the router's `revalidate` interrupts active loads).
 */
type RouterWork = 'idle' | 'ours' | 'others';
function routerWork(router: Router): RouterWork {
  const { navigation, fetchers, revalidation } = router.state;
  if (navigation.state !== 'idle' || [...fetchers.values()].some((f) => f.state !== 'idle')) return 'others';
  return revalidation === 'idle' ? 'idle' : 'ours';
}

/** Changes closer together than this share one reload. */
export const GATHER_MS = 150;

/**
 * Live reloads of the screen's loader data, one at a time and never across the user's own
 * work. The first change reloads at once; changes during the next 150 ms, or while a
 * reload, a navigation, a form or a fetcher is under way, wait and become one more reload
 * afterwards. A reload never interrupts another: on a busy site with changes every few
 * hundred milliseconds and a slow server, restarting reloads would never let one finish,
 * and interrupting the user's navigation would keep them from ever arriving. While the live
 * link is down (`linkUp` false) a reload waits for it: the network is most likely gone too,
 * a reload would only fail into the error page in place of the screen the person is reading,
 * and the link's return reloads the screen anyway. A reload asked for `evenWithoutLink` goes
 * at once: the server refused the link's handshake, so it is there to answer (a session that
 * ended sends the page to the sign-in form).
 */
export function useLiveReloads(linkUp: boolean): (evenWithoutLink?: boolean) => void {
  const context = useContext(DataRouterContext);
  if (!context) throw new Error('useLiveReloads needs a data router');
  const { router } = context;
  const subscribe = useCallback((changed: () => void) => router.subscribe(changed), [router]);
  const work = useSyncExternalStore(
    subscribe,
    () => routerWork(router),
    () => routerWork(router),
  );
  const othersBusy = work === 'others';
  const busy = work !== 'idle';

  const [wanted, setWanted] = useState(0);
  const done = useRef(0);
  const lastStart = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const withoutLink = useRef(false);

  const request = useCallback((evenWithoutLink = false) => {
    if (evenWithoutLink) withoutLink.current = true;
    if (timer.current !== undefined) return;
    const wait = Math.max(0, lastStart.current + GATHER_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setWanted((n) => n + 1);
    }, wait);
  }, []);

  useEffect(() => {
    // Whatever runs now that is not our reload must load the root as usual.
    if (othersBusy || !busy) markLiveReload(false);
    if (busy || (!linkUp && !withoutLink.current) || wanted === done.current) return;
    // Work begun since this render (a tap's navigation) shows on the next one; wait for it.
    if (routerWork(router) !== 'idle') return;
    withoutLink.current = false;
    done.current = wanted;
    lastStart.current = Date.now();
    markLiveReload(true);
    router.revalidate();
  }, [router, busy, othersBusy, wanted, linkUp]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return request;
}
