import { useFetchers, useNavigation, useRevalidator } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { markLiveReload } from './live-reload';

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
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  const othersBusy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle');
  const busy = othersBusy || revalidator.state !== 'idle';

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
    withoutLink.current = false;
    done.current = wanted;
    lastStart.current = Date.now();
    markLiveReload(true);
    revalidate.current();
  }, [busy, othersBusy, wanted, linkUp]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return request;
}
