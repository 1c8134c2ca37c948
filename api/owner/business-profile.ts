import { eq } from 'drizzle-orm';
import type { BusinessProfile } from '../contract/business';
import type { Db } from '../db/database';
import { businessProfile } from '../db/schema';
import { recordChange } from '../audit/record';
import { bumpReference } from './revision';

/** The business's details, or null until the owner sets them. */
export async function businessProfileOf(db: Db): Promise<BusinessProfile | null> {
  const [row] = await db.select().from(businessProfile).where(eq(businessProfile.id, 1));
  return row ? { name: row.name, address: row.address, phone: row.phone, inn: row.inn, hours: row.hours } : null;
}

/**
 * New details, audited with what they were; the open receipts and work orders reload (the
 * reference revision moves), so a page that waited for them shows them at once.
 */
export async function saveBusinessProfile(db: Db, userId: number, input: BusinessProfile): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await businessProfileOf(tx);
    const after = { name: input.name, address: input.address, phone: input.phone, inn: input.inn, hours: input.hours };
    if (before && JSON.stringify(before) === JSON.stringify(after)) return;
    const fields = { ...after, updatedAt: new Date() };
    await tx
      .insert(businessProfile)
      .values({ id: 1, ...fields })
      .onConflictDoUpdate({ target: businessProfile.id, set: fields });
    await recordChange(tx, {
      userId,
      action: 'business.changed',
      entity: 'business',
      before,
      after,
    });
    await bumpReference(tx);
  });
}
