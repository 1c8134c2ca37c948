import { useEffect, useState } from 'react';
import { io } from 'socket.io-client';
import { PUBLIC_EVENTS, PUBLIC_NAMESPACE } from '#contract/live';
import type { PublicOrder } from '#contract/public-order';

/**
 * The order's public view, live: the page's socket on the public namespace with the link's
 * token. The server sends the view on every (re)connect, so a phone that slept catches up, and
 * after each change that moved it; `gone` when the link stops working (a new link was issued).
 */
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
    socket.on('connect_error', (err) => {
      setConnected(false);
      if (err.message === 'gone') {
        setGone(true);
        socket.close();
      }
    });
    return () => {
      socket.close();
    };
  }, [token]);
  return { view, gone, connected };
}
