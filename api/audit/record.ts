import type { Db } from '../db/database';
import { auditLog } from '../db/schema';

/** One audited change: who, what (an action of api/audit/kinds.ts), of which thing, before and after. */
export interface AuditEntryInput {
  /** Null for the product itself (the parking clock, the draft sweep) and the command line. */
  userId: number | null;
  action: string;
  entity: string;
  entityId?: number | null;
  before?: unknown;
  after?: unknown;
}

/** Writes one row of the audit log, in the transaction of the change it describes. */
export async function recordChange(tx: Db, entry: AuditEntryInput): Promise<void> {
  await tx.insert(auditLog).values({
    userId: entry.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
