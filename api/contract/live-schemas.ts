import { z } from 'zod';

/** What the browser sends with WATCH_EVENT and UNWATCH_EVENT (live.ts), parsed by the server. */
export const watchOrderSchema = z.object({ orderId: z.number().int().positive() });
