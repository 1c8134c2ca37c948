import { z } from 'zod';
import { codesOf, type Coded } from './coded';
import { okEnvelope } from './envelope';
import { id, isoTime, roubles } from './fields';

/**
 * Why a receipt is not fiscalised yet, by a stable code the screens translate, with the
 * Russian sentence the API sends beside it (docs/decisions/014-codes-beside-texts.md).
 * `{{reason}}` is the register's own words (its error code and text), which no locale knows.
 */
export const FISCAL_PROBLEMS = {
  no_answer: 'Касса не ответила за {{seconds}} с',
  unreachable: 'Касса недоступна: нет связи',
  server_error: 'Касса ответила ошибкой {{status}}',
  login_refused: 'Касса не приняла логин и пароль ({{reason}})',
  no_status: 'Касса не сообщила, что с чеком ({{reason}})',
  refused: 'Касса отказала ({{reason}})',
  internal: 'Сбой на сервере, подробности в журнале сервера',
} as const;
export type FiscalProblemCode = keyof typeof FISCAL_PROBLEMS;
export type FiscalProblem = Coded<FiscalProblemCode>;
/** A problem as the API answers it: a code it may know better than this client. */
export type FiscalProblemShown = z.infer<typeof fiscalProblemSchema>;
export const fiscalProblemSchema = z.object({
  // Read as any string: a client older than the API still shows the Russian of a new code.
  code: z.string().meta({ description: 'Stable code of the trouble', examples: codesOf(FISCAL_PROBLEMS) }),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/* ---- Fiscal receipts the cashier must see to: the failed ones, and sending one again ---- */

export const failedReceiptSchema = z.object({
  payment_id: z.number().int(),
  order_id: z.number().int(),
  kind: z.enum(['payment', 'refund']),
  sum: roubles,
  added_at: isoTime,
  /** The problem in Russian. */
  error: z.string().nullable(),
  /** The problem by its code, for the screens to say in the reader's language. */
  problem: fiscalProblemSchema.nullable(),
});
export type FailedReceipt = z.infer<typeof failedReceiptSchema>;
/** `GET fiscal/failed`: receipts the register did not fiscalise, newest first (at most 100). */
export const failedReceiptsAnswerSchema = okEnvelope(z.array(failedReceiptSchema));

/** `POST fiscal/retry`: send a failed receipt again. */
export const fiscalRetryBodySchema = z.object({ payment_id: id });
