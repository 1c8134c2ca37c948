import { io } from 'socket.io-client';
import { PUBLIC_EVENTS, PUBLIC_NAMESPACE } from '#contract/live';
import type { PublicOrder } from '#contract/public-order';
import { viewStamp } from '~/utils/view-stamp';

/** How long a page waits before trying again after the server refused its socket (the limit of one address is a minute). */
const RETRY_MS = 20_000;

/** A page that came back older than the view pushed (a read racing the push) is asked for again, so often at most. */
const MAX_TRIES = 3;
const RETRY_SOON_MS = 700;

/** The page's order element: it names the link's token and the stamp of the view it shows. */
const LIVE_SELECTOR = '[data-wd-live-order]';

/**
 * The order page, live: a socket on the public namespace with the link's token. The server
 * sends the view on every (re)connect and after each change that moved it; when its stamp
 * differs from the page's, the page asks the server for itself again and puts the new order
 * in place of the old (the server renders every word and figure; the script decides nothing).
 * `gone` (a new link was issued) does the same, and the server's page then says why.
 */
export function followOrder() {
  const shown = document.querySelector<HTMLElement>(LIVE_SELECTOR);
  const token = shown?.dataset.wdLiveOrder;
  if (!token) return;
  const socket = io(PUBLIC_NAMESPACE, { auth: { token }, transports: ['websocket', 'polling'] });
  let offline = false;
  const setOffline = (down: boolean) => {
    offline = down;
    showOffline(down);
  };
  // The stamp of the last view pushed: the page is asked for until it shows that one (a few tries).
  let wanted: string | undefined;
  let tries = 0;
  const refresh = pageRefresher(() => {
    // The new page's note starts hidden: it shows again if the socket is still down.
    showOffline(offline);
    if (wanted && currentStamp() !== wanted && ++tries < MAX_TRIES) setTimeout(refresh, RETRY_SOON_MS);
  });
  socket.on(PUBLIC_EVENTS.order, (view: PublicOrder) => {
    wanted = viewStamp(view);
    tries = 0;
    if (currentStamp() !== wanted) refresh();
  });
  let retry: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    clearTimeout(retry);
    socket.close();
    setOffline(false);
    refresh();
  };
  socket.on(PUBLIC_EVENTS.gone, end);
  socket.on('connect', () => setOffline(false));
  socket.on('disconnect', () => setOffline(true));
  // A refused handshake is final for socket.io: too many requests or a server busy for a
  // moment is tried again later by hand; a link that is gone is not.
  socket.on('connect_error', (err) => {
    if (err.message === 'gone') return end();
    setOffline(true);
    if (!socket.active) retry = setTimeout(() => socket.connect(), RETRY_MS);
  });
}

function currentStamp(): string | undefined {
  return document.querySelector<HTMLElement>(LIVE_SELECTOR)?.dataset.wdViewStamp;
}

/** The note that the times may be old: shown while the socket is down. */
function showOffline(offline: boolean) {
  const note = document.querySelector<HTMLElement>('[data-wd-offline]');
  if (note) note.hidden = !offline;
}

/**
 * Says the new state to a screen reader: the region outside `<main>` stays while the order in
 * it is replaced, so its change is heard (a region swapped in with the rest would not be).
 */
function announce(text: string) {
  const region = document.querySelector<HTMLElement>('[data-wd-announce]');
  if (region && text && region.textContent !== text) region.textContent = text;
}

/**
 * Asks for the page again and swaps its `<main>` in; one request at a time, and one more after
 * it when another change came meanwhile. A failed request leaves the page as it is: the next
 * push or reconnect tries again.
 */
function pageRefresher(swapped: () => void) {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    try {
      const response = await fetch(window.location.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } });
      const html = await response.text();
      const next = new DOMParser().parseFromString(html, 'text/html');
      const fresh = next.querySelector('main');
      const old = document.querySelector('main');
      if (fresh && old && (response.ok || response.status === 410)) {
        old.replaceWith(document.importNode(fresh, true));
        announce(fresh.querySelector('h1')?.textContent ?? '');
        swapped();
        if (next.title) document.title = next.title;
      }
    } catch {
      // Offline or the server away: the socket's reconnect brings the view again.
    } finally {
      running = false;
      if (again) {
        again = false;
        void run();
      }
    }
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
