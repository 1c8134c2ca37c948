import { eq } from 'drizzle-orm';
import { vehicleClasses } from '../db/schema';
import { notFound } from '../domain/refusal';
import { recordChange } from '../audit/record';
import type { OwnerContext } from './context';
import { bumpReference } from './revision';

/** A vehicle class's name (its prices and its cars stay). */
export async function renameClass(ctx: OwnerContext, input: { id: number; name: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(vehicleClasses).where(eq(vehicleClasses.id, input.id));
    if (!before) throw notFound('class_not_found', { id: input.id });
    if (before.name === input.name) return;
    // A renamed class is no longer the catalogue's own: the screens show the owner's name, not a translation.
    await tx.update(vehicleClasses).set({ name: input.name, code: null }).where(eq(vehicleClasses.id, input.id));
    await recordChange(tx, {
      userId: ctx.userId,
      action: 'class.renamed',
      entity: 'class',
      entityId: input.id,
      before: { name: before.name },
      after: { name: input.name },
    });
    await bumpReference(tx);
  });
}
