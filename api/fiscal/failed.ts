import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { failedReceiptSchema } from '../contract/fiscal';
import type { Db } from '../db/database';
import { fiscalReceipts, payments } from '../db/schema';
import { toRoubles } from '../domain/money';

/** The receipts the register did not fiscalise, newest first: the cashier sends them again or calls support. */
export async function failedReceipts(db: Db): Promise<Array<z.infer<typeof failedReceiptSchema>>> {
  const rows = await db
    .select({ payment: payments, error: fiscalReceipts.lastError, problem: fiscalReceipts.lastProblem })
    .from(fiscalReceipts)
    .innerJoin(payments, eq(payments.id, fiscalReceipts.paymentId))
    .where(eq(fiscalReceipts.status, 'failed'))
    .orderBy(desc(fiscalReceipts.id))
    .limit(100);
  return rows.map(({ payment: p, error, problem }) => ({
    payment_id: p.id,
    order_id: p.orderId,
    kind: p.kind,
    sum: toRoubles(p.sum),
    added_at: p.addedAt.toISOString(),
    error,
    problem,
  }));
}
