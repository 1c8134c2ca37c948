import { asc, count, eq, ne, sql, and } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cars, discountGroups } from '../db/schema';
import { isUniqueViolation } from '../db/unique-violation';
import { conflict, notFound } from '../domain/refusal';
import { recordChange } from '../audit/record';
import type { OwnerContext } from './context';
import { bumpReference } from './revision';

/** Every discount group with the number of its cars. */
export async function ownerGroups(db: Db) {
  const rows = await db
    .select({ group: discountGroups, cars: count(cars.id) })
    .from(discountGroups)
    .leftJoin(cars, eq(cars.discountGroupId, discountGroups.id))
    .groupBy(discountGroups.id)
    .orderBy(asc(discountGroups.name));
  return rows.map(({ group, cars: n }) => ({
    id: group.id,
    name: group.name,
    percent: group.percent,
    is_active: group.isActive,
    cars: Number(n),
  }));
}

/**
 * A new group, or a change of one. A changed percent reaches orders taken after it: an order
 * keeps the terms it was taken on (docs/domain.md 'Money and discounts'). An inactive group
 * takes no new cars; its cars keep it.
 */
export async function saveGroup(ctx: OwnerContext, input: { id?: number; name: string; percent: number; is_active: boolean }): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: discountGroups.id })
      .from(discountGroups)
      .where(and(eq(sql`lower(${discountGroups.name})`, input.name.toLowerCase()), input.id ? ne(discountGroups.id, input.id) : undefined));
    if (same) throw conflict('group_name_taken', { name: input.name });
    const fields = {
      name: input.name,
      percent: input.percent,
      isActive: input.is_active,
    };
    let id = input.id;
    if (id === undefined) {
      const [row] = await tx.insert(discountGroups).values(fields).returning({ id: discountGroups.id });
      id = row!.id;
      await recordChange(tx, {
        userId: ctx.userId,
        action: 'group.created',
        entity: 'group',
        entityId: id,
        after: fields,
      });
    } else {
      const [before] = await tx.select().from(discountGroups).where(eq(discountGroups.id, id));
      if (!before) throw notFound('group_not_found', { id });
      if (before.name === fields.name && before.percent === fields.percent && before.isActive === fields.isActive) return id;
      await tx.update(discountGroups).set(fields).where(eq(discountGroups.id, id));
      await recordChange(tx, {
        userId: ctx.userId,
        action: 'group.changed',
        entity: 'group',
        entityId: id,
        before: {
          name: before.name,
          percent: before.percent,
          isActive: before.isActive,
        },
        after: fields,
      });
    }
    await bumpReference(tx);
    return id;
  }).catch((err: unknown) => {
    // The check above reads before writing: a save that met this one is refused by the index.
    throw isUniqueViolation(err, 'discount_groups_name_idx') ? conflict('group_name_taken', { name: input.name }) : err;
  });
}
