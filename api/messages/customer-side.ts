import { asc, eq, sql } from 'drizzle-orm';
import type { Settings } from '../settings';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { customerMessages } from '../db/schema';
import type { z } from 'zod';
import type { customerSideSchema } from '../contract/messages';
import { publicUrl } from './link';

/** The messages about an order, oldest first: read by its id alone, beside the order's own row. */
export function messagesAbout(db: Db, orderId: number) {
  return messagesOfOrder(db).execute({ orderId });
}

const messagesOfOrder = prepared((db) =>
  db
    .select()
    .from(customerMessages)
    .where(eq(customerMessages.orderId, sql.placeholder('orderId')))
    .orderBy(asc(customerMessages.id))
    .prepare('order_messages'),
);

/** The customer's side of an order for the staff's pages: the link to give, and what was sent. */
export function customerSide(
  order: { publicToken: string | null },
  messages: ReadonlyArray<typeof customerMessages.$inferSelect>,
  settings: Pick<Settings, 'PUBLIC_ORIGIN' | 'PORT'>,
): z.input<typeof customerSideSchema> {
  return {
    public_url: order.publicToken ? publicUrl(settings, order.publicToken) : null,
    messages: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      status: m.status,
      attempts: m.attempts,
      next_at: m.status === 'pending' ? m.nextAt.toISOString() : null,
      sent_at: m.sentAt?.toISOString() ?? null,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
