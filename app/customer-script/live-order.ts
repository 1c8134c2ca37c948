import { io } from 'socket.io-client';
import { PUBLIC_EVENTS, PUBLIC_NAMESPACE } from '#contract/live';
import type { PublicOrder } from '#contract/public-order';
import { noticeMarkup, orderMarkup } from '~/components/customer/order-markup';
import { PAGE_WORDS_ID, wordsOf, type PageWords } from './words';

/** How long a page waits before trying again after the server refused its socket (the limit of one address is a minute). */
const RETRY_MS = 20_000;

/**
 * The order page, live: a socket on the public namespace with the link's token. The server
 * sends the order's public view on every (re)connect and after each change that moved it; the
 * page draws it with the server's own markup and the words the page carries, so a change costs
 * the server one read of the views for all pages, not a page each. `gone` (a new link was
 * issued) says the link no longer works, as the server's page would.
 */
export function followOrder() {
  const main = document.querySelector<HTMLElement>('[data-wd-live-order]');
  const token = main?.dataset.wdLiveOrder;
  const order = main?.querySelector<HTMLElement>('[data-wd-order]');
  const page = pageWords();
  if (!token || !order || !page) return;
  const t = wordsOf(page);
  const socket = io(PUBLIC_NAMESPACE, { auth: { token }, transports: ['websocket', 'polling'] });
  socket.on(PUBLIC_EVENTS.order, (view: PublicOrder) => draw(order, orderMarkup(view, t, page.timeZone)));
  let retry: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    clearTimeout(retry);
    socket.close();
    showOffline(false);
    draw(order, noticeMarkup(t('customer.goneTitle'), t('customer.gone')));
  };
  socket.on(PUBLIC_EVENTS.gone, end);
  socket.on('connect', () => showOffline(false));
  socket.on('disconnect', () => showOffline(true));
  // A refused handshake is final for socket.io: too many requests or a server busy for a
  // moment is tried again later by hand; a link that is gone is not.
  socket.on('connect_error', (err) => {
    if (err.message === 'gone') return end();
    showOffline(true);
    if (!socket.active) retry = setTimeout(() => socket.connect(), RETRY_MS);
  });
}

function pageWords(): PageWords | undefined {
  try {
    return JSON.parse(document.getElementById(PAGE_WORDS_ID)?.textContent ?? '') as PageWords;
  } catch {
    return undefined;
  }
}

/**
 * Puts the new markup in place when it differs from what is shown (the view sent on connect is
 * usually the one the server rendered), and says a new state to a screen reader.
 */
function draw(order: HTMLElement, html: string) {
  const next = document.createElement('template');
  next.innerHTML = html;
  if (next.innerHTML === order.innerHTML) return;
  const before = order.querySelector('h1')?.textContent ?? '';
  order.replaceChildren(next.content);
  const after = order.querySelector('h1')?.textContent ?? '';
  if (after && after !== before) announce(after);
}

/** The note that the times may be old: shown while the socket is down. */
function showOffline(offline: boolean) {
  const note = document.querySelector<HTMLElement>('[data-wd-offline]');
  if (note) note.hidden = !offline;
}

/** The region outside the redrawn part stays, so its change is heard (a region swapped in would not be). */
function announce(text: string) {
  const region = document.querySelector<HTMLElement>('[data-wd-announce]');
  if (region) region.textContent = text;
}
