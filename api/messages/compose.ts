import { and, eq, ne, sql } from 'drizzle-orm';
import type { MessageKind } from '../contract/messages';
import type { Settings } from '../settings';
import type { Db } from '../db/database';
import { businessProfile, clients, messageTemplates, orderItems, orders } from '../db/schema';
import { ensurePublicToken } from '../public/token';
import { publicUrl } from './link';
import { templateOf } from './templates';
import { messageTime, renderMessage } from './text';

/** Whether the order holds a service line that is not canceled (keys alone make no order to follow). */
async function hasService(tx: Db, orderId: number): Promise<boolean> {
  const [line] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.kind, 'parking'), ne(orderItems.status, 'canceled')))
    .limit(1);
  return line !== undefined;
}

/** The kinds of message about an order (the others are about a booking: api/messages/booking-compose.ts). */
export type MessageOfOrder = Extract<MessageKind, 'accepted' | 'ready'>;

export type LinkSettings = Pick<Settings, 'PUBLIC_ORIGIN' | 'PORT' | 'TZ_BUSINESS'>;

/**
 * The message of this kind about this order as it would go out now, to whom: the order's client
 * as they are now (a phone, not erased, not asking for none), the owner's text for the kind if
 * it is on, the order's current link. Null when none should go (and why does not matter: the
 * message is not sent). Read both when the message is queued and again just before it is sent,
 * so an erasure, an opt-out, a new phone, a new link or a text turned off between the two wins.
 */
export async function composeMessage(
  tx: Db,
  orderId: number,
  kind: MessageOfOrder,
  settings: LinkSettings,
): Promise<{ phone: string; text: string } | null> {
  // One read for all of it: the order, its client, the owner's text for the kind, the shop's name.
  const [order] = await tx
    .select({
      plate: orders.plateNumber,
      createdAt: orders.createdAt,
      jobStatus: orders.jobStatus,
      isDraft: orders.isDraft,
      token: orders.publicToken,
      phone: clients.phone,
      off: clients.serviceSmsOff,
      forgotten: clients.forgottenAt,
      ownEnabled: messageTemplates.enabled,
      ownText: messageTemplates.text,
      shop: sql<string | null>`(select ${businessProfile.name} from ${businessProfile} limit 1)`,
    })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(messageTemplates, eq(messageTemplates.kind, kind))
    .where(eq(orders.id, orderId));
  if (!order?.phone || order.off || order.forgotten) return null;
  // Only about an order still going its way: none for a draft or a canceled order, and no
  // «принят» once the car is ready (it would come after «машина готова») or without a service.
  if (order.isDraft || order.jobStatus === 'canceled') return null;
  if (kind === 'accepted' && (order.jobStatus === 'done' || !(await hasService(tx, orderId)))) return null;
  const own = order.ownEnabled === null || order.ownText === null ? null : { enabled: order.ownEnabled, text: order.ownText };
  const template = templateOf(kind, own);
  if (!template.enabled) return null;
  const token = order.token ?? (await ensurePublicToken(tx, orderId));
  const text = renderMessage(template.text, {
    order: String(orderId),
    plate: order.plate,
    link: publicUrl(settings, token),
    shop: order.shop ?? '',
    time: messageTime(order.createdAt, settings.TZ_BUSINESS),
  });
  return text ? { phone: order.phone, text } : null;
}
