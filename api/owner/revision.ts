import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { referenceRevision } from '../db/schema';

/**
 * Marks the reference data as changed, in the changing transaction: once it commits, the
 * live layer's next poll sees a new revision and tells open screens to reload (a new price
 * shows in the wizard, a deactivated worker leaves the task page).
 */
export async function bumpReference(tx: Db): Promise<void> {
  await tx
    .update(referenceRevision)
    .set({ revision: sql`${referenceRevision.revision} + 1` })
    .where(eq(referenceRevision.id, 1));
}

/** The current revision of the reference data (the live layer compares it between polls). */
export async function referenceRevisionNow(db: Db): Promise<number> {
  const [row] = await db.select({ revision: referenceRevision.revision }).from(referenceRevision).where(eq(referenceRevision.id, 1));
  return row?.revision ?? 0;
}
