import { and, eq } from 'drizzle-orm';
import type { MessageKind } from '../contract/messages';
import type { Db } from '../db/database';
import { businessProfile, clients, customerMessages } from '../db/schema';
import type { OrderContext } from '../orders/order-change';
import type { OrderRow } from '../orders/lock';
import { ensurePublicToken } from '../public/token';
import { publicUrl } from './link';
import { templates } from './templates';
import { renderMessage } from './text';

/**
 * The messages an order's change causes (docs/decisions/039-the-customers-own-page.md), written
 * in the change's own transaction so that none is lost nor sent for a change rolled back:
 * «принят» when the order stops being a draft (the services are chosen), «машина готова» when
 * the work is done. Each once per order, only to a client with a phone who has not turned them
 * off, and only while the owner has that kind on. The worker (api/messages/worker.ts) sends them.
 * True when one was queued.
 */
export async function queueMessagesOfChange(tx: Db, ctx: OrderContext, before: OrderRow, after: OrderRow, created: boolean) {
  const kinds: MessageKind[] = [];
  if ((created || before.isDraft) && !after.isDraft && after.jobStatus !== 'canceled') kinds.push('accepted');
  if (before.jobStatus !== 'done' && after.jobStatus === 'done') kinds.push('ready');
  let queued = false;
  for (const kind of kinds) queued = (await queueMessage(tx, ctx, after, kind)) || queued;
  return queued;
}

async function queueMessage(tx: Db, ctx: OrderContext, order: OrderRow, kind: MessageKind): Promise<boolean> {
  if (!order.clientId) return false;
  const [client] = await tx
    .select({ phone: clients.phone, off: clients.serviceSmsOff, forgotten: clients.forgottenAt })
    .from(clients)
    .where(eq(clients.id, order.clientId));
  if (!client?.phone || client.off || client.forgotten) return false;
  const template = (await templates(tx)).find((t) => t.kind === kind)!;
  if (!template.enabled) return false;
  const [already] = await tx
    .select({ id: customerMessages.id })
    .from(customerMessages)
    .where(and(eq(customerMessages.orderId, order.id), eq(customerMessages.kind, kind)))
    .limit(1);
  if (already) return false;
  const [profile] = await tx.select({ name: businessProfile.name }).from(businessProfile);
  const token = await ensurePublicToken(tx, order.id);
  const text = renderMessage(template.text, {
    order: String(order.id),
    plate: order.plateNumber,
    link: publicUrl(ctx.settings, token),
    shop: profile?.name ?? '',
  });
  await tx.insert(customerMessages).values({ orderId: order.id, kind, phone: client.phone, text, nextAt: ctx.now() });
  return true;
}
