import { z } from 'zod';
import { okEnvelope } from './envelope';

/** A counter split by kind of work (docs/decisions/006-live-updates-by-polling.md). */
export const countSchema = z.object({
  all: z.number().int().min(0),
  wash: z.number().int().min(0),
  tire: z.number().int().min(0),
});
export type Count = z.infer<typeof countSchema>;

/** `GET get-order-stats` (master). `done` counts orders done today, business time zone. */
export const masterStatsSchema = z.object({
  waiting: countSchema,
  in_progress: countSchema,
  done: countSchema,
  waitingForPayment: countSchema,
});
export type MasterStats = z.infer<typeof masterStatsSchema>;
export const masterStatsAnswerSchema = okEnvelope(masterStatsSchema);

/** `GET get-order-stats-cashier`: the task statistics keys of docs/screens.md section 3. */
export const cashierStatsSchema = z.object({
  waiting_for_payment: countSchema,
  waiting: countSchema,
  in_progress: countSchema,
  done: countSchema,
});
export type CashierStats = z.infer<typeof cashierStatsSchema>;
export const cashierStatsAnswerSchema = okEnvelope(cashierStatsSchema);
