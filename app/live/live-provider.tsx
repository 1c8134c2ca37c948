import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { io, type Socket } from 'socket.io-client';
import { LIVE_EVENTS, type CommitCounters, type LivePayloads, type OrderChange } from '#contract/live';
import { useLiveReloads } from './use-live-reloads';
import { newestChanges, withoutOld, withPushedStatus, type Heard, type Sequenced } from './pushed-status';
import { countersOfCashier, countersOfMaster, type Counters } from '~/utils/counters';

type Listener = (changes: OrderChange[]) => void;

/** What the link's state shows: whether it is up, and the pushed demo passwords. */
interface LiveState {
  connected: boolean;
  /** The accounts with demo passwords, as last pushed (a new object with each push). */
  demoPasswords: { logins: string[] } | undefined;
}
/** The link itself: changes to listen to, the socket, a reload. The same for the page's life. */
interface LiveLink {
  subscribe(listener: Listener): () => void;
  socket: Socket | undefined;
  /** Asks for a live reload of the screen's data (see useLiveReloads). */
  reload: (evenWithoutLink?: boolean) => void;
}

const HANDSHAKE_RETRY_MS = 5_000;

// Three contexts: a pushed counter re-renders the sidebar alone, not the frame around the page
// nor the list or the task page that only listen for changes (a full re-render of a 50-row list
// delayed its own reload by up to 30 ms, and the frame's the badge by about 10: docs/benchmarks.md
// 'Live latency').
const LiveStateContext = createContext<LiveState>({ connected: true, demoPasswords: undefined });
const LiveCountersContext = createContext<Counters | undefined>(undefined);
const LiveLinkContext = createContext<LiveLink>({ subscribe: () => () => undefined, socket: undefined, reload: () => undefined });

/**
 * One socket per tab (docs/decisions/006-live-updates-by-polling.md). Pushed counters replace the
 * loader's; change events tell screens to reload their loader data; after a lost link
 * the page revalidates once it is back. The socket reconnects forever.
 */
export function LiveProvider({ since, children }: { since: number; children: ReactNode }) {
  const [socket, setSocket] = useState<Socket>();
  const [connected, setConnected] = useState(true);
  const [counters, setCounters] = useState<Counters>();
  const [demoPasswords, setDemoPasswords] = useState<{ logins: string[] }>();
  const listeners = useRef(new Set<Listener>());
  const reload = useLiveReloads(connected);
  const sinceRef = useRef(since);

  useEffect(() => {
    // The first handshake says when the page's data was read, and the server sends the
    // changes since then; after a lost link the page reloads anyway.
    let first = true;
    const s = io({
      transports: ['websocket', 'polling'],
      reconnectionDelayMax: 10_000,
      auth: (send) => send(first ? { since: sinceRef.current } : {}),
    });
    let lost = false;
    s.on('connect', () => {
      first = false;
      setConnected(true);
      if (lost) reload();
      lost = false;
    });
    s.on('disconnect', (reason) => {
      lost = true;
      setConnected(false);
      // The server closed the link itself (the session ended, the role changed): socket.io
      // does not come back by itself then, and the server is there to answer the reload that
      // sends the page to the sign-in form.
      if (reason === 'io server disconnect') reload(true);
    });
    let retry: ReturnType<typeof setTimeout> | undefined;
    s.on('connect_error', (err) => {
      lost = true;
      setConnected(false);
      // socket.io retries a lost link by itself, but not a handshake the server refused
      // (a server still starting, or a session that ended). A wall display must come
      // back without anyone touching it: try again, and let the loader send a page whose
      // session ended to the sign-in form.
      if (s.active) return;
      if (err.message === 'unauthorized') reload(true);
      clearTimeout(retry);
      retry = setTimeout(() => s.connect(), HANDSHAKE_RETRY_MS);
    });
    // The events come from our own server, built from the product API's checked answers
    // (live.ts); only their outer shape is made sure of before a screen reads them.
    s.on(LIVE_EVENTS.masterStats, (payload: LivePayloads[typeof LIVE_EVENTS.masterStats]) => {
      if (isObject(payload)) setCounters(countersOfMaster(payload));
    });
    s.on(LIVE_EVENTS.cashierStats, (payload: LivePayloads[typeof LIVE_EVENTS.cashierStats]) => {
      if (isObject(payload)) setCounters(countersOfCashier(payload));
    });
    s.on(LIVE_EVENTS.demoPasswords, (payload: LivePayloads[typeof LIVE_EVENTS.demoPasswords]) => {
      if (isObject(payload) && Array.isArray(payload.logins))
        setDemoPasswords({ logins: payload.logins.filter((l) => typeof l === 'string') });
    });
    // The owner changed prices, services, workers or groups: the screen reads them again
    // (a new price shows in the wizard, a deactivated worker leaves the task page).
    s.on(LIVE_EVENTS.referenceChanged, () => reload());
    s.on(LIVE_EVENTS.ordersChanged, (payload: LivePayloads[typeof LIVE_EVENTS.ordersChanged], counters?: CommitCounters) => {
      if (!Array.isArray(payload)) return;
      // The commit's counters came with it: set in the same task as the screen's changes, they are
      // drawn in the same render (docs/decisions/066-one-frame-a-commit.md).
      if (isObject(counters) && isObject(counters.master)) setCounters(countersOfMaster(counters.master));
      else if (isObject(counters) && isObject(counters.cashier)) setCounters(countersOfCashier(counters.cashier));
      const changes = payload.filter((c) => isObject(c) && typeof c.id === 'number');
      for (const l of listeners.current) l(changes);
    });
    setSocket(s);
    return () => {
      clearTimeout(retry);
      s.close();
    };
  }, [reload]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => listeners.current.delete(listener);
  }, []);
  const state = useMemo(() => ({ connected, demoPasswords }), [connected, demoPasswords]);
  const link = useMemo(() => ({ subscribe, socket, reload }), [subscribe, socket, reload]);
  return (
    <LiveLinkContext.Provider value={link}>
      <LiveStateContext.Provider value={state}>
        <LiveCountersContext.Provider value={counters}>{children}</LiveCountersContext.Provider>
      </LiveStateContext.Provider>
    </LiveLinkContext.Provider>
  );
}

/** Whether the live link is up, and the pushed demo passwords. */
export const useLive = () => useContext(LiveStateContext);

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The pushed counters when there are any, else the loader's. */
export function useLiveCounters(fromLoader: Counters): Counters {
  return useContext(LiveCountersContext) ?? fromLoader;
}

/**
 * The accounts with demo passwords: the loader's, until the live layer pushes a change
 * (a password changed on another screen, or by `npm run users`); whichever came last wins,
 * so a reload of the shell after one's own change is not undone by an older push.
 */
export function useLiveDemoPasswordLogins(fromLoader: readonly string[]): readonly string[] {
  const pushed = useLive().demoPasswords;
  const [shown, setShown] = useState(fromLoader);
  useEffect(() => setShown(fromLoader), [fromLoader]);
  useEffect(() => {
    if (pushed) setShown(pushed.logins);
  }, [pushed]);
  return shown;
}

/** Reloads the screen's loader data when a pushed change concerns it (see useLiveReloads). */
export function useLiveRevalidate(concerns: (change: OrderChange) => boolean = () => true) {
  const { subscribe, reload } = useContext(LiveLinkContext);
  const concernsRef = useRef(concerns);
  concernsRef.current = concerns;
  useEffect(
    () =>
      subscribe((changes) => {
        if (changes.some((c) => concernsRef.current(c))) reload();
      }),
    [subscribe, reload],
  );
}

/**
 * The changes pushed after the screen's data was read, of the orders it shows
 * (docs/decisions/049-drawing-the-status-from-the-push.md): the screen draws their new status at
 * once, while the reload the same push asked for is on its way. Only changes that concern a shown
 * order and are newer than its data re-render the screen.
 */
export function usePushedChanges(shown: ReadonlyArray<Sequenced & Partial<Pick<OrderChange, 'job_status'>>>): ReadonlyMap<number, Heard> {
  const { subscribe } = useContext(LiveLinkContext);
  const [pushed, setPushed] = useState<ReadonlyMap<number, Heard>>(() => new Map());
  const latest = useRef({ shown, pushed });
  useLayoutEffect(() => {
    latest.current = { shown, pushed };
  });
  useEffect(
    () =>
      subscribe((changes) => {
        const { shown: items, pushed: known } = latest.current;
        const byId = new Map(items.map((item) => [item.id, item]));
        // A change that leaves the job's status as it is draws nothing (a comment, a key, a receipt,
        // a payment, whose status comes with the money from the reload): the screen is not drawn
        // again for it, unless it replaces a change drawn before.
        const newer = changes.filter((c) => {
          const item = byId.get(c.id);
          if (!item || c.seq <= item.seq) return false;
          const differs = (field: 'job_status') => item[field] !== undefined && c[field] !== item[field];
          return known.has(c.id) || differs('job_status');
        });
        if (newer.length) setPushed((kept) => newestChanges(kept, newer, Date.now()));
      }),
    [subscribe],
  );
  // A change drawn for longer than KEPT_MS is dropped when the screen's data next arrives: its
  // reload has answered by then, and data that still does not reach its number never will (the
  // books restored to an earlier copy). Never by a clock alone: a slow reload must not bring back
  // the status the screen has already replaced (nor a lost link: the screen keeps what it showed).
  useEffect(() => setPushed((kept) => withoutOld(kept, Date.now())), [shown]);
  return pushed;
}

/** The items with the job's status pushed since they were read (decision 049): a list's rows. */
export function usePushedStatuses<T extends Sequenced & Pick<OrderChange, 'job_status'>>(items: readonly T[]): T[] {
  const pushed = usePushedChanges(items);
  return useMemo(() => items.map((item) => withPushedStatus(item, pushed)), [items, pushed]);
}

/** One order with the job's status pushed since it was read: an order's page. */
export function usePushedStatus<T extends Sequenced & Pick<OrderChange, 'job_status'>>(item: T): T {
  return usePushedStatuses(useMemo(() => [item], [item]))[0]!;
}

/**
 * A shift page follows the drawers: a shift opened or closed, cash in or out (from another
 * tablet, or the owner's desk) reads the page again, as a payment does through the orders.
 */
export function useLiveDrawer() {
  const { socket, reload } = useContext(LiveLinkContext);
  useEffect(() => {
    if (!socket) return;
    const onDrawer = () => reload();
    socket.on(LIVE_EVENTS.drawerChanged, onDrawer);
    return () => {
      socket.off(LIVE_EVENTS.drawerChanged, onDrawer);
    };
  }, [socket, reload]);
}

/**
 * A screen that shows bookings (the day board, the master's lists, the wall) reads them again
 * when one was made, moved, canceled, arrived or missed, from any tablet or the booking page.
 */
export function useLiveBookings() {
  const { socket, reload } = useContext(LiveLinkContext);
  useEffect(() => {
    if (!socket) return;
    const onBookings = () => reload();
    socket.on(LIVE_EVENTS.bookingsChanged, onBookings);
    return () => {
      socket.off(LIVE_EVENTS.bookingsChanged, onBookings);
    };
  }, [socket, reload]);
}

/**
 * A task page reloads when its order changed. Every staff socket hears every order's changes
 * (its role's room), so the page needs no room of its own: one once sent each change a second
 * time to the open pages of that order, a frame each page decoded and never read.
 */
export function useWatchOrder(orderId: number) {
  useLiveRevalidate((c) => c.id === orderId);
}
