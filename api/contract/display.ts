import { z } from 'zod';
import { okEnvelope } from './envelope';
import { isoTime } from './fields';

/**
 * One car on the wall display: plate, model, and since when it is in its column: when the
 * order was taken (waiting), started (in progress) or done (ready). The screen says so:
 * «ждёт 12 мин», «в работе 25 мин», «готова 5 мин» (docs/screens.md 'The wall display').
 */
export const queueCarSchema = z.object({
  id: z.number().int(),
  /** The order's last number in the change feed when this was read: a pushed change with a higher `seq` is newer (decision 049). */
  seq: z.number().int(),
  plate_number: z.string(),
  model_text: z.string(),
  since: isoTime,
  /**
   * When it will be ready, roughly (the same estimate as the customer's page, decision 039), and
   * the waiting cars ahead of it in its queue; null for a car already done.
   */
  ready_at: isoTime.nullable(),
  ahead: z.number().int().nullable(),
});
export const queueSchema = z.object({
  waiting: z.array(queueCarSchema),
  in_progress: z.array(queueCarSchema),
  done: z.array(queueCarSchema),
});
export type Queue = z.infer<typeof queueSchema>;
export const queueAnswerSchema = okEnvelope(queueSchema);
