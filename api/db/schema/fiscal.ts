import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { FiscalProblem } from '../../contract/fiscal';
import { payments } from './payments';

/* ---- Fiscal receipts (54-FZ) of payments and refunds (docs/domain.md 'Fiscal receipts') ---- */

/**
 * One fiscal receipt per payment (a sale) or refund (a return of a sale), sent to the cloud
 * cash register by a queue in the background: written with the payment, in its transaction,
 * so that no payment goes without its receipt; retried until the provider answers.
 */
export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    operation: text('operation', { enum: ['sell', 'sell_refund'] }).notNull(),
    provider: text('provider').notNull(),
    /** pending: to send; sent: the register took it, the result is awaited; done: fiscalised; failed: a person must look. */
    status: text('status', { enum: ['pending', 'sent', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    /** The provider's id of the document (ATOL's uuid). */
    externalId: text('external_id'),
    attempts: integer('attempts').notNull().default(0),
    /** Raised when a refused receipt is sent again: it then goes under a new external id. */
    generation: integer('generation').notNull().default(0),
    /** The register itself refused the document (not an outage): sent again, it is a new document. */
    refused: boolean('refused').notNull().default(false),
    /** Who holds the receipt now: a worker writes what came of it only while its lease is its own. */
    leaseToken: text('lease_token'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why it is not fiscalised yet, in Russian (FISCAL_PROBLEMS), for outside clients. */
    lastError: text('last_error'),
    /** The same by its code and params, for the screens to say in the reader's language. */
    lastProblem: jsonb('last_problem').$type<FiscalProblem>(),
    /** What the register reported of the fiscalised receipt (fiscal document number, sign, FN). */
    fiscal: jsonb('fiscal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fiscal_receipts_payment_idx').on(t.paymentId),
    index('fiscal_receipts_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('pending', 'sent')`),
    index('fiscal_receipts_failed_idx')
      .on(t.id)
      .where(sql`${t.status} = 'failed'`),
  ],
);
