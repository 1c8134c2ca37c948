import { inArray } from 'drizzle-orm';
import { AUDIT_ID_KEYS, AUDIT_NAMED_ENTITIES, auditNameKinds, auditPriceKey, type AuditNameKind } from '../contract/audit-kinds';
import type { AuditNames } from '../contract/owner-audit';
import type { Db } from '../db/database';
import {
  brands,
  clients,
  companies,
  discountGroups,
  models,
  orderItems,
  services,
  tireProfiles,
  tireRadii,
  users,
  vehicleClasses,
  workers,
} from '../db/schema';

type Ids = Record<AuditNameKind, Set<number>>;

/** Every id under a named key, at any depth (the lines of a re-pricing hold their items). */
function collect(value: unknown, ids: Ids, key = ''): void {
  const kind = AUDIT_ID_KEYS[key];
  if (kind && typeof value === 'number') ids[kind].add(value);
  else if (Array.isArray(value)) for (const v of value) collect(v, ids, key);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      // A price list's keys are what is priced: a class (`2`), or a tyre size (`radius×profile`).
      if (key === 'prices') for (const [part, id] of auditPriceKey(k)) ids[part].add(id);
      collect(v, ids, k);
    }
  }
}

/**
 * The names of everything a page of the log points to by number: a line's service, a
 * worker, a company, a group, a class, a model, a client (name or phone), an account. The
 * owner reads «Мойка кузова», not «строка 1042»; a thing since deleted keeps its number.
 */
export async function auditNames(
  db: Db,
  entries: ReadonlyArray<{ entity: string; entityId: number | null; before: unknown; after: unknown }>,
): Promise<AuditNames> {
  const ids = Object.fromEntries(auditNameKinds.map((k) => [k, new Set<number>()])) as Ids;
  for (const e of entries) {
    collect(e.before, ids, '');
    collect(e.after, ids, '');
    const kind = AUDIT_NAMED_ENTITIES[e.entity];
    if (kind && e.entityId !== null) ids[kind].add(e.entityId);
  }
  const read = async (kind: AuditNameKind, query: (list: number[]) => Promise<Array<{ id: number; name: string | null }>>) => {
    const list = [...ids[kind]];
    const rows = list.length ? await query(list) : [];
    return [kind, Object.fromEntries(rows.filter((r) => r.name).map((r) => [String(r.id), r.name!]))] as const;
  };
  const named = await Promise.all([
    read('item', (l) => db.select({ id: orderItems.id, name: orderItems.name }).from(orderItems).where(inArray(orderItems.id, l))),
    read('service', (l) => db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, l))),
    read('worker', (l) => db.select({ id: workers.id, name: workers.name }).from(workers).where(inArray(workers.id, l))),
    read('company', (l) => db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, l))),
    read('group', (l) =>
      db.select({ id: discountGroups.id, name: discountGroups.name }).from(discountGroups).where(inArray(discountGroups.id, l)),
    ),
    read('class', (l) =>
      db.select({ id: vehicleClasses.id, name: vehicleClasses.name }).from(vehicleClasses).where(inArray(vehicleClasses.id, l)),
    ),
    read('model', (l) => db.select({ id: models.id, name: models.name }).from(models).where(inArray(models.id, l))),
    read('brand', (l) => db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, l))),
    read('client', async (l) =>
      (await db.select({ id: clients.id, name: clients.name, phone: clients.phone }).from(clients).where(inArray(clients.id, l))).map(
        (c) => ({ id: c.id, name: c.name || c.phone }),
      ),
    ),
    read('radius', (l) => db.select({ id: tireRadii.id, name: tireRadii.name }).from(tireRadii).where(inArray(tireRadii.id, l))),
    read('profile', (l) =>
      db.select({ id: tireProfiles.id, name: tireProfiles.name }).from(tireProfiles).where(inArray(tireProfiles.id, l)),
    ),
    read('account', async (l) =>
      (await db.select({ id: users.id, name: users.name, login: users.login }).from(users).where(inArray(users.id, l))).map((u) => ({
        id: u.id,
        name: `${u.name} (${u.login})`,
      })),
    ),
  ]);
  return Object.fromEntries(named) as AuditNames;
}
