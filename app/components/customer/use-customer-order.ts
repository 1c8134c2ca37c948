import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { PUBLIC_EVENTS, PUBLIC_NAMESPACE } from '#contract/live';
import type { PublicOrder } from '#contract/public-order';

/**
 * The order's public view, live: the page's socket on the public namespace with the link's
 * token. The server sends the view on every (re)connect, so a phone that slept catches up, and
 * after each change that moved it; `gone` when the link stops working (a new link was issued).
 */
/** How long a page waits before trying again after the server refused its socket (the limit of one address is a minute). */
const RETRY_MS = 20_000;

export function useCustomerOrder(token: string, initial: PublicOrder) {
  const [view, setView] = useState(initial);
  const [gone, setGone] = useState(false);
  const [connected, setConnected] = useState(true);
  useEffect(() => setView(initial), [initial]);
  useEffect(() => {
    const socket = io(PUBLIC_NAMESPACE, { auth: { token }, transports: ['websocket', 'polling'] });
    socket.on(PUBLIC_EVENTS.order, (next: PublicOrder) => setView(next));
    socket.on(PUBLIC_EVENTS.gone, () => {
      setGone(true);
      socket.close();
    });
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', () => setConnected(false));
    // A refused handshake is final for socket.io: too many requests or a server busy for a
    // moment is tried again later by hand; a link that is gone is not.
    let retry: ReturnType<typeof setTimeout> | undefined;
    socket.on('connect_error', (err) => {
      setConnected(false);
      if (err.message === 'gone') {
        setGone(true);
        socket.close();
      } else if (!socket.active) {
        retry = setTimeout(() => socket.connect(), RETRY_MS);
      }
    });
    return () => {
      clearTimeout(retry);
      socket.close();
    };
  }, [token]);
  return { view, gone, connected };
}
