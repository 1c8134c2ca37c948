import { z } from 'zod';
import { cashierStatsSchema, masterStatsSchema } from './stats';
import { orderChangeSchema } from './orders';

/** Events of the live link (socket.io), server to browser. */
export const LIVE_EVENTS = {
  masterStats: 'stats:master',
  cashierStats: 'stats:cashier',
  ordersChanged: 'orders:changed',
  orderChanged: 'order:changed',
} as const;

export const masterStatsEventSchema = masterStatsSchema;
export const cashierStatsEventSchema = cashierStatsSchema;
export const ordersChangedEventSchema = z.array(orderChangeSchema);

/** Browser to server: show me the changes of this order (its task page is open). */
export const watchOrderSchema = z.object({ orderId: z.number().int().positive() });
export const WATCH_EVENT = 'watch-order';
export const UNWATCH_EVENT = 'unwatch-order';
