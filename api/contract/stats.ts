import { z } from 'zod';
import { okEnvelope } from './envelope';

/** A counter split by kind of work (docs/decisions/006-live-updates-by-polling.md). */
export const countSchema = z.object({
  all: z.number().int().min(0),
  wash: z.number().int().min(0),
  tire: z.number().int().min(0),
});
export type Count = z.infer<typeof countSchema>;

/** Counters under these keys, in this order. */
const countersOf = <K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, countSchema])) as Record<K, typeof countSchema>);

/** `GET get-order-stats` (master). `done` counts orders done today, business time zone. */
export const masterStatsSchema = countersOf('waiting', 'in_progress', 'done', 'waitingForPayment');
export type MasterStats = z.infer<typeof masterStatsSchema>;
export const masterStatsAnswerSchema = okEnvelope(masterStatsSchema);

/** `GET get-order-stats-cashier`: the task statistics keys of docs/screens.md section 3. */
export const cashierStatsSchema = countersOf('waiting_for_payment', 'waiting', 'in_progress', 'done');
export type CashierStats = z.infer<typeof cashierStatsSchema>;
export const cashierStatsAnswerSchema = okEnvelope(cashierStatsSchema);

/**
 * `GET reference/revision`: `revision` grows with every change of prices, services, workers
 * or groups; `drawer` moves with every shift opened or closed and every cash in or out (the
 * live layer compares both between polls); `demo_passwords` names the accounts that still
 * have their published demo passwords (the owner's own for the owner only), which the live
 * layer pushes to the staff's warning line when it changes.
 */
export const revisionAnswerSchema = okEnvelope(
  z.object({
    revision: z.number().int(),
    drawer: z.string(),
    demo_passwords: z.array(z.string()),
    /** Moves with every booking made, moved, canceled, arrived or missed: the day board, the lists and the wall reload. */
    bookings: z.string(),
  }),
);
