import { useRevalidator } from '@remix-run/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { z } from 'zod';
import { cashierStatsEventSchema, LIVE_EVENTS, masterStatsEventSchema, ordersChangedEventSchema, UNWATCH_EVENT, WATCH_EVENT } from '#contract/live';
import { countersOfCashier, countersOfMaster, type Counters } from '~/utils/counters';

type Change = z.infer<typeof ordersChangedEventSchema>[number];
type Listener = (changes: Change[]) => void;

interface Live {
  connected: boolean;
  counters: Counters | undefined;
  subscribe(listener: Listener): () => void;
  socket: Socket | undefined;
}

const LiveContext = createContext<Live>({ connected: true, counters: undefined, subscribe: () => () => undefined, socket: undefined });

/**
 * One socket per tab (ARCHITECTURE.md 'Live updates'). Pushed counters replace the
 * loader's; change events tell screens to reload their loader data; after a lost link
 * the page revalidates once it is back. The socket reconnects forever.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [socket, setSocket] = useState<Socket>();
  const [connected, setConnected] = useState(true);
  const [counters, setCounters] = useState<Counters>();
  const listeners = useRef(new Set<Listener>());
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;

  useEffect(() => {
    const s = io({ transports: ['websocket', 'polling'], reconnectionDelayMax: 10_000 });
    let lost = false;
    s.on('connect', () => {
      setConnected(true);
      if (lost) revalidateRef.current();
      lost = false;
    });
    s.on('disconnect', () => {
      lost = true;
      setConnected(false);
    });
    s.on('connect_error', () => {
      lost = true;
      setConnected(false);
    });
    s.on(LIVE_EVENTS.masterStats, (payload: unknown) => {
      const parsed = masterStatsEventSchema.safeParse(payload);
      if (parsed.success) setCounters(countersOfMaster(parsed.data));
    });
    s.on(LIVE_EVENTS.cashierStats, (payload: unknown) => {
      const parsed = cashierStatsEventSchema.safeParse(payload);
      if (parsed.success) setCounters(countersOfCashier(parsed.data));
    });
    s.on(LIVE_EVENTS.ordersChanged, (payload: unknown) => {
      const parsed = ordersChangedEventSchema.safeParse(payload);
      if (parsed.success) for (const l of listeners.current) l(parsed.data);
    });
    setSocket(s);
    return () => {
      s.close();
    };
  }, []);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => listeners.current.delete(listener);
  }, []);
  const value = useMemo(() => ({ connected, counters, subscribe, socket }), [connected, counters, subscribe, socket]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

export const useLive = () => useContext(LiveContext);

/** The pushed counters when there are any, else the loader's. */
export function useLiveCounters(fromLoader: Counters): Counters {
  return useLive().counters ?? fromLoader;
}

/**
 * Reloads the screen's loader data when a change concerns it, debounced (150 ms) so a
 * burst of changes is one reload.
 */
export function useLiveRevalidate(concerns: (change: Change) => boolean = () => true) {
  const { subscribe } = useLive();
  const { revalidate } = useRevalidator();
  const concernsRef = useRef(concerns);
  concernsRef.current = concerns;
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe((changes) => {
      if (!changes.some((c) => concernsRef.current(c))) return;
      clearTimeout(timer);
      timer = setTimeout(() => revalidateRef.current(), 150);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [subscribe]);
}

/** A task page watches its order: the server sends its changes to this socket too. */
export function useWatchOrder(orderId: number) {
  const { socket } = useLive();
  useEffect(() => {
    if (!socket) return;
    const watch = () => socket.emit(WATCH_EVENT, { orderId });
    watch();
    socket.on('connect', watch);
    return () => {
      socket.off('connect', watch);
      socket.emit(UNWATCH_EVENT, { orderId });
    };
  }, [socket, orderId]);
  useLiveRevalidate((c) => c.id === orderId);
}
