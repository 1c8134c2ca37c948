import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customerMessages } from '../db/schema';
import type { OrderContext } from '../orders/order-change';
import type { OrderRow } from '../orders/lock';
import { composeMessage, type MessageOfOrder } from './compose';

/**
 * The messages an order's change causes (docs/decisions/039-the-customers-own-page.md), written
 * in the change's own transaction so that none is lost nor sent for a change rolled back:
 * «принят» when the order stops being a draft (the services are chosen), «машина готова» when
 * the work is done. Each once per order, only to a client with a phone who has not turned them
 * off, and only while the owner has that kind on (`composeMessage`, read again before sending).
 * The worker (api/messages/worker.ts) sends them. True when one was queued.
 */
export async function queueMessagesOfChange(tx: Db, ctx: OrderContext, before: OrderRow, after: OrderRow, created: boolean) {
  const kinds: MessageOfOrder[] = [];
  if ((created || before.isDraft) && !after.isDraft && after.jobStatus !== 'canceled') kinds.push('accepted');
  if (before.jobStatus !== 'done' && after.jobStatus === 'done') kinds.push('ready');
  let queued = false;
  for (const kind of kinds) queued = (await queueMessage(tx, ctx, after.id, kind)) || queued;
  return queued;
}

async function queueMessage(tx: Db, ctx: OrderContext, orderId: number, kind: MessageOfOrder): Promise<boolean> {
  const [already] = await tx
    .select({ id: customerMessages.id })
    .from(customerMessages)
    .where(and(eq(customerMessages.orderId, orderId), eq(customerMessages.kind, kind)))
    .limit(1);
  if (already) return false;
  const message = await composeMessage(tx, orderId, kind, ctx.settings);
  if (!message) return false;
  await tx.insert(customerMessages).values({ orderId, kind, ...message, nextAt: ctx.now() });
  return true;
}
