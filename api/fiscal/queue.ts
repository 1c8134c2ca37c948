import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { FiscalProblem } from '../contract/fiscal';
import { fiscalProblemText } from '../domain/refusal-text';
import type { Db } from '../db/database';
import { fiscalReceipts, payments } from '../db/schema';
import { notFound } from '../domain/refusal';
import { touchOrder } from '../orders/change-feed';
import { fiscalDocumentOf } from './document';
import { FiscalError, type FiscalProvider, type FiscalStep } from './provider';

/** After this many passing troubles in a row a receipt is failed: the cashier sees it and may try again. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed receipt is one worker's: longer than a batch can take (5 receipts × a few calls × 15 s). */
const LEASE_MS = 5 * 60_000;
/** Receipts one worker claims at a time. */
export const BATCH = 5;
/** How soon to ask again about a receipt the register is still working on. */
const CHECK_AGAIN_MS = 10_000;

/** The wait before the next try after `attempts` troubles: 30 s, 1 min, 2 min … at most 30 min. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);

type Receipt = typeof fiscalReceipts.$inferSelect;

const NO_PROBLEM = { lastError: null, lastProblem: null };
/** A problem as it is kept: by its code, and in Russian for outside clients. The register's words are cut to fit a line. */
function problemFields(problem: FiscalProblem) {
  const params =
    problem.params && Object.fromEntries(Object.entries(problem.params).map(([k, v]) => [k, typeof v === 'string' ? v.slice(0, 300) : v]));
  const kept: FiscalProblem = params ? { code: problem.code, params } : { code: problem.code };
  return { lastError: fiscalProblemText(kept), lastProblem: kept };
}

/** A payment's or refund's receipt, queued in the money's own transaction. */
export async function queueReceipt(tx: Db, paymentId: number, kind: 'payment' | 'refund', provider: string): Promise<void> {
  await tx.insert(fiscalReceipts).values({ paymentId, operation: kind === 'payment' ? 'sell' : 'sell_refund', provider });
}

/**
 * One pass of the queue: claims this provider's due receipts under a lease of its own (so
 * that several processes share the work and none holds a lock while the register answers),
 * sends the new ones, asks about the sent ones, and writes what came of each, as long as the
 * lease is still its own. Answers how many changed.
 */
export async function runFiscalQueue(
  db: Db,
  provider: FiscalProvider,
  now: Date,
  onError: (id: number, err: unknown) => void = () => undefined,
): Promise<number> {
  const lease = randomUUID();
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: fiscalReceipts.id })
      .from(fiscalReceipts)
      .where(
        and(
          eq(fiscalReceipts.provider, provider.name),
          inArray(fiscalReceipts.status, ['pending', 'sent']),
          lte(fiscalReceipts.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(fiscalReceipts.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(fiscalReceipts)
      .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), leaseToken: lease })
      .where(
        inArray(
          fiscalReceipts.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
  let changed = 0;
  for (const receipt of claimed) {
    let step: FiscalStep;
    try {
      step =
        receipt.status === 'pending' || !receipt.externalId
          ? await provider.send(await fiscalDocumentOf(db, receipt.paymentId, receipt.generation))
          : await provider.check(receipt.externalId);
    } catch (err) {
      // Our own fault (a bug, the database): its English details go to the log, not to the cashier.
      if (!(err instanceof FiscalError)) onError(receipt.id, err);
      const attempts = receipt.attempts + 1;
      const failed = attempts >= MAX_ATTEMPTS;
      const trouble = {
        attempts,
        status: failed ? ('failed' as const) : receipt.status,
        ...problemFields(err instanceof FiscalError ? err.problem : { code: 'internal' }),
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
      };
      if (await write(db, receipt, lease, { ...trouble, updatedAt: now })) changed += 1;
      continue;
    }
    const next =
      step.state === 'sent'
        ? {
            status: 'sent' as const,
            externalId: step.externalId,
            attempts: 0,
            nextAttemptAt: new Date(now.getTime() + CHECK_AGAIN_MS),
            ...NO_PROBLEM,
          }
        : step.state === 'done'
          ? { status: 'done' as const, fiscal: step.fiscal, ...NO_PROBLEM }
          : step.state === 'wait'
            ? { nextAttemptAt: new Date(now.getTime() + CHECK_AGAIN_MS) }
            : { status: 'failed' as const, refused: true, ...problemFields(step.problem) };
    if (await write(db, receipt, lease, { ...next, updatedAt: now })) changed += 1;
  }
  return changed;
}

/**
 * What came of a receipt, written only while the lease is this worker's (another may have
 * taken the receipt over after the lease ran out); a new state of it is a change of its
 * order, which the open pages then show.
 */
async function write(db: Db, receipt: Receipt, lease: string, next: Partial<typeof fiscalReceipts.$inferInsert>): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(fiscalReceipts)
      .set({ ...next, leaseToken: null })
      .where(and(eq(fiscalReceipts.id, receipt.id), eq(fiscalReceipts.leaseToken, lease)))
      .returning({ id: fiscalReceipts.id });
    if (!rows.length) return false;
    if (next.status && next.status !== receipt.status) {
      const [payment] = await tx.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, receipt.paymentId));
      if (payment) await touchOrder(tx, payment.orderId, ['fiscal']);
    }
    return true;
  });
}

/**
 * A failed receipt, tried again. One the register refused goes as a new document, under the
 * next generation's external id. One that failed for an outage goes back where it was: a
 * receipt never taken is sent again under the same id (should an earlier send have arrived
 * after all, the register answers that one), and one the register took is asked about again,
 * never sent a second time. Answers false for a receipt that has not failed.
 */
export async function retryReceipt(db: Db, paymentId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select({ id: payments.id, orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
    if (!payment) throw notFound('payment_not_found', { id: paymentId });
    const [receipt] = await tx
      .select()
      .from(fiscalReceipts)
      .where(and(eq(fiscalReceipts.paymentId, paymentId), eq(fiscalReceipts.status, 'failed')))
      .for('update');
    if (!receipt) return false;
    const again = receipt.refused
      ? { status: 'pending' as const, generation: receipt.generation + 1, externalId: null, refused: false }
      : { status: receipt.externalId ? ('sent' as const) : ('pending' as const) };
    await tx
      .update(fiscalReceipts)
      .set({ ...again, attempts: 0, nextAttemptAt: now, updatedAt: now, leaseToken: null })
      .where(eq(fiscalReceipts.id, receipt.id));
    await touchOrder(tx, payment.orderId, ['fiscal']);
    return true;
  });
}
