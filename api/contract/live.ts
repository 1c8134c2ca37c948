import type { z } from 'zod';
import type { orderChangeSchema } from './order-changes';
import type { CashierStats, MasterStats } from './stats';

/**
 * Events of the live link (socket.io). No zod values here: the browser imports this module,
 * and zod stays on the server (docs/decisions/018-what-the-browser-loads.md). The
 * browser sends nothing on the link but its handshake (server/live/socket.ts parses it);
 * what the server pushes is built from the product API's checked answers and typed below.
 */
export const LIVE_EVENTS = {
  masterStats: 'stats:master',
  cashierStats: 'stats:cashier',
  ordersChanged: 'orders:changed',
  /** Prices, services, workers or groups changed: screens that show them reload. */
  referenceChanged: 'reference:changed',
  /** A shift opened or closed, or cash went in or out: the shift pages reload. */
  drawerChanged: 'drawer:changed',
  /** The accounts that still have their demo passwords changed: the warning line follows. */
  demoPasswords: 'accounts:demo-passwords',
  /** A booking was made, moved, canceled, arrived or missed: the day board, the lists and the wall reload. */
  bookingsChanged: 'bookings:changed',
} as const;

/**
 * The customer's page (docs/decisions/039-the-customers-own-page.md): a socket.io namespace of
 * its own, opened with the link's token; the server sends the order's public view on connect
 * and after every change that moved it, and `gone` when the link stops working.
 */
export const PUBLIC_NAMESPACE = '/public';
export const PUBLIC_EVENTS = { order: 'public:order', gone: 'public:gone' } as const;

/** Server to browser: the payloads of the events above. */
export type OrderChange = z.infer<typeof orderChangeSchema>;
/**
 * The counters a commit's changes carry as the second argument of `orders:changed`, the
 * socket's role's own (the owner's are the bays'), when they were read with the commit: the
 * page draws the changes and the badge in one render (docs/decisions/066-one-frame-a-commit.md).
 */
export interface CommitCounters {
  master?: MasterStats;
  cashier?: CashierStats;
}
export interface LivePayloads {
  [LIVE_EVENTS.masterStats]: MasterStats;
  [LIVE_EVENTS.cashierStats]: CashierStats;
  [LIVE_EVENTS.ordersChanged]: OrderChange[];
  [LIVE_EVENTS.referenceChanged]: { revision: number };
  [LIVE_EVENTS.drawerChanged]: Record<string, never>;
  [LIVE_EVENTS.demoPasswords]: { logins: string[] };
  [LIVE_EVENTS.bookingsChanged]: Record<string, never>;
}
