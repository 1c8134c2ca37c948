import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

/** Who changed what, when, before and after (docs/domain.md 'Users and sessions'). */
export async function audit(
  tx: Db,
  entry: { userId: number | null; action: string; orderId: number; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: 'order',
    entityId: entry.orderId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
