import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cars, discountGroups } from '../db/schema';
import { LOCKS } from '../db/locks';
import type { OwnerContext } from './context';
import { saveNamedRow, tableOfNames, type NamedRowKind } from './named-row';

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

const GROUPS: NamedRowKind<typeof discountGroups.$inferSelect, GroupFields> = {
  lock: LOCKS.groupNames,
  taken: 'group_name_taken',
  missing: 'group_not_found',
  entity: 'group',
  created: 'group.created',
  changed: 'group.changed',
  ...tableOfNames(discountGroups),
  audited: (g) => ({ name: g.name, percent: g.percent, isActive: g.isActive }),
};
type GroupFields = { name: string; percent: number; isActive: boolean };

/**
 * A new group, or a change of one. A changed percent reaches orders taken after it: an order
 * keeps the terms it was taken on (docs/domain.md 'Money and discounts'). An inactive group
 * takes no new cars; its cars keep it.
 */
export function saveGroup(ctx: OwnerContext, input: { id?: number; name: string; percent: number; is_active: boolean }): Promise<number> {
  return saveNamedRow(ctx, GROUPS, input.id, { name: input.name, percent: input.percent, isActive: input.is_active });
}
