import { recordChange } from '../audit/record';
import type { Db } from '../db/database';

/** Who changed an order, when, before and after (docs/domain.md 'Audit and changes'). */
export async function audit(
  tx: Db,
  entry: { userId: number | null; action: string; orderId: number; before?: unknown; after?: unknown },
): Promise<void> {
  await recordChange(tx, {
    userId: entry.userId,
    action: entry.action,
    entity: 'order',
    entityId: entry.orderId,
    before: entry.before,
    after: entry.after,
  });
}
