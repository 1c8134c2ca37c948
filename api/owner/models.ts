import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { LOCKS } from '../db/locks';
import { brands, models, vehicleClasses } from '../db/schema';
import { conflict, notFound } from '../domain/refusal';
import { entrySearchKey } from '../catalogue/search-key';
import { recordChange } from '../audit/record';
import type { OwnerContext } from './context';
import { bumpReference } from './revision';

/** Every brand by name, the classes, and the models of one brand by name. */
export async function ownerModels(db: Db, brandId?: number) {
  const [brandRows, classRows, modelRows] = await Promise.all([
    db.select().from(brands).orderBy(asc(brands.name)),
    db.select().from(vehicleClasses).orderBy(asc(vehicleClasses.id)),
    brandId ? db.select().from(models).where(eq(models.brandId, brandId)).orderBy(asc(models.name)) : Promise.resolve([]),
  ]);
  return {
    brands: brandRows.map((b) => ({ id: b.id, name: b.name, name_ru: b.nameRu })),
    classes: classRows.map((c) => ({ id: c.id, name: c.name, code: c.code })),
    models: modelRows.map((m) => ({ id: m.id, name: m.name, name_ru: m.nameRu, class_id: m.classId })),
  };
}

/**
 * A new model of a brand, or its names and class fixed. The class decides the wash prices of
 * cars taken in after it; a car already known keeps the class it was taken in with.
 */
export async function saveModel(
  ctx: OwnerContext,
  input: { id?: number; brand_id: number; name: string; name_ru?: string; class_id: number },
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // Two saves of one name take turns, so the second is refused by the check below rather
    // than by the unique index (which would answer a 500 without the brand to name).
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.modelNames})`);
    const [brand] = await tx.select().from(brands).where(eq(brands.id, input.brand_id));
    if (!brand) throw notFound('brand_not_found', { id: input.brand_id });
    const [klass] = await tx.select({ id: vehicleClasses.id }).from(vehicleClasses).where(eq(vehicleClasses.id, input.class_id));
    if (!klass) throw notFound('class_not_found', { id: input.class_id });
    const [same] = await tx
      .select({ id: models.id })
      .from(models)
      .where(
        and(
          eq(models.brandId, brand.id),
          eq(sql`lower(${models.name})`, sql`lower(${input.name})`),
          input.id ? ne(models.id, input.id) : undefined,
        ),
      );
    if (same) throw conflict('model_name_taken', { brand: brand.name, name: input.name }).on('name');
    const nameRu = input.name_ru ?? input.name;
    const fields = { brandId: brand.id, name: input.name, nameRu, classId: input.class_id, searchKey: entrySearchKey(input.name, nameRu) };
    const audited = { brand: brand.name, name: input.name, name_ru: nameRu, class_id: input.class_id };
    if (input.id === undefined) {
      const [row] = await tx.insert(models).values(fields).returning({ id: models.id });
      await recordChange(tx, { userId: ctx.userId, action: 'model.created', entity: 'model', entityId: row!.id, after: audited });
      await bumpReference(tx);
      return row!.id;
    }
    const [before] = await tx.select().from(models).where(eq(models.id, input.id));
    if (!before || before.brandId !== brand.id) throw notFound('model_not_found', { id: input.id });
    if (before.name === input.name && before.nameRu === nameRu && before.classId === input.class_id) return input.id;
    await tx.update(models).set(fields).where(eq(models.id, input.id));
    await recordChange(tx, {
      userId: ctx.userId,
      action: 'model.changed',
      entity: 'model',
      entityId: input.id,
      before: { name: before.name, name_ru: before.nameRu, class_id: before.classId },
      after: audited,
    });
    await bumpReference(tx);
    return input.id;
  });
}
