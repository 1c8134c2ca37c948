import { z } from 'zod';
import { okEnvelope } from './envelope';
import { id, isoTime, roubles } from './fields';

/* ---- Fiscal receipts the cashier must see to: the failed ones, and sending one again ---- */

export const failedReceiptSchema = z.object({
  payment_id: z.number().int(),
  order_id: z.number().int(),
  kind: z.enum(['payment', 'refund']),
  sum: roubles,
  added_at: isoTime,
  error: z.string().nullable(),
});
/** `GET fiscal/failed`: receipts the register did not fiscalise, newest first (at most 100). */
export const failedReceiptsAnswerSchema = okEnvelope(z.array(failedReceiptSchema));

/** `POST fiscal/retry`: send a failed receipt again. */
export const fiscalRetryBodySchema = z.object({ payment_id: id });
