import { asc, eq } from 'drizzle-orm';
import type { Settings } from '../settings';
import type { Db } from '../db/database';
import { customerMessages } from '../db/schema';
import type { z } from 'zod';
import type { customerSideSchema } from '../contract/messages';
import { publicUrl } from './link';

/** The customer's side of an order for the staff's pages: the link to give, and what was sent. */
export async function customerSide(
  db: Db,
  order: { id: number; publicToken: string | null },
  settings: Pick<Settings, 'PUBLIC_ORIGIN' | 'PORT'>,
): Promise<z.input<typeof customerSideSchema>> {
  const messages = await db.select().from(customerMessages).where(eq(customerMessages.orderId, order.id)).orderBy(asc(customerMessages.id));
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
