import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { fiscalReceipts, payments } from '../db/schema';
import { touchOrder } from '../orders/change-feed';
import { fiscalDocumentOf } from './document';
import { FiscalError, type FiscalProvider, type FiscalStep } from './provider';

/** After this many passing troubles in a row a receipt is failed: the cashier sees it and may try again. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed receipt is another worker's before it may be claimed again (a process died mid-send). */
const LEASE_MS = 120_000;
/** How soon to ask again about a receipt the register is still working on. */
const CHECK_AGAIN_MS = 10_000;

/** The wait before the next try after `attempts` troubles: 30 s, 1 min, 2 min … at most 30 min. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);

/** A payment's or refund's receipt, queued in the money's own transaction. */
export async function queueReceipt(tx: Db, paymentId: number, kind: 'payment' | 'refund', provider: string): Promise<void> {
  await tx.insert(fiscalReceipts).values({ paymentId, operation: kind === 'payment' ? 'sell' : 'sell_refund', provider });
}

/**
 * One pass of the queue: claims the receipts that are due (a lease, so that several processes
 * share the work and none holds a lock while the register answers), sends the new ones, asks
 * about the sent ones, and writes what came of each. Answers how many changed.
 */
export async function runFiscalQueue(db: Db, provider: FiscalProvider, now: Date, onError: (id: number, err: unknown) => void = () => undefined): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: fiscalReceipts.id })
      .from(fiscalReceipts)
      .where(and(inArray(fiscalReceipts.status, ['pending', 'sent']), lte(fiscalReceipts.nextAttemptAt, now)))
      .orderBy(asc(fiscalReceipts.nextAttemptAt))
      .limit(20)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(fiscalReceipts)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
      .where(inArray(fiscalReceipts.id, due.map((d) => d.id)))
      .returning();
  });
  let changed = 0;
  for (const receipt of claimed) {
    let step: FiscalStep;
    try {
      step = receipt.status === 'pending' || !receipt.externalId ? await provider.send(await fiscalDocumentOf(db, receipt.paymentId, receipt.generation)) : await provider.check(receipt.externalId);
    } catch (err) {
      if (!(err instanceof FiscalError)) onError(receipt.id, err);
      const attempts = receipt.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      await write(db, receipt, { attempts, status: failed ? 'failed' : receipt.status, lastError: (err as Error).message.slice(0, 500), nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)), updatedAt: now });
      changed += 1;
      continue;
    }
    const next =
      step.state === 'sent'
        ? { status: 'sent' as const, externalId: step.externalId, nextAttemptAt: new Date(now.getTime() + CHECK_AGAIN_MS), lastError: null }
        : step.state === 'done'
          ? { status: 'done' as const, fiscal: step.fiscal, lastError: null }
          : step.state === 'wait'
            ? { nextAttemptAt: new Date(now.getTime() + CHECK_AGAIN_MS) }
            : { status: 'failed' as const, lastError: step.error.slice(0, 500) };
    await write(db, receipt, { ...next, updatedAt: now });
    changed += 1;
  }
  return changed;
}

/** What came of a receipt; a new state of it is a change of its order, which the open pages then show. */
async function write(db: Db, receipt: typeof fiscalReceipts.$inferSelect, next: Partial<typeof fiscalReceipts.$inferInsert>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(fiscalReceipts).set(next).where(eq(fiscalReceipts.id, receipt.id));
    if (next.status && next.status !== receipt.status) {
      const [payment] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, receipt.paymentId));
      if (payment) await touchOrder(tx, payment.orderId, ['fiscal']);
    }
  });
}

/**
 * A failed receipt, sent again. One the register never took goes under the same external id
 * (should an earlier send have arrived after all, the register answers that one); one the
 * register refused goes as a new document, under the next generation's id.
 */
export async function retryReceipt(db: Db, paymentId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(fiscalReceipts)
    .set({
      status: 'pending',
      generation: sql`${fiscalReceipts.generation} + case when ${fiscalReceipts.externalId} is null then 0 else 1 end`,
      externalId: null,
      attempts: 0,
      nextAttemptAt: now,
      updatedAt: now,
    })
    .where(and(eq(fiscalReceipts.paymentId, paymentId), eq(fiscalReceipts.status, 'failed')))
    .returning({ id: fiscalReceipts.id });
  return rows.length > 0;
}
