import { and, asc, eq, ilike, isNotNull, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import {
  brands,
  cars,
  clients,
  models,
  orderItems,
  services,
  tirePrices,
  tireProfiles,
  tireRadii,
  vehicleClasses,
  washPrices,
  workers,
} from '../db/schema';
import { toRoubles } from '../domain/money';
import { plateSearchFragments } from '../contract/plates';
import { aliasesOfBrand, aliasesOfModel, withAliasKeys } from './reference-aliases';
import { searchKey } from './search-key';
import { rankEntries } from './search-rank';

const SUGGESTIONS = 20;

/** `get-cars-info`: classes, brands, models grouped by brand. */
export async function carsInfo(db: Db) {
  const [classes, brandRows, modelRows] = await Promise.all([
    db.select().from(vehicleClasses).orderBy(asc(vehicleClasses.id)),
    db.select().from(brands).orderBy(asc(brands.name)),
    db.select().from(models).orderBy(asc(models.name)),
  ]);
  const grouped: Record<string, Array<{ id: number; name: string; name_ru: string; class_id: number }>> = {};
  for (const m of modelRows) (grouped[String(m.brandId)] ??= []).push({ id: m.id, name: m.name, name_ru: m.nameRu, class_id: m.classId });
  return {
    classes: classes.map((c) => ({ id: c.id, name: c.name, code: c.code })),
    brands: brandRows.map((b) => ({ id: b.id, name: b.name, name_ru: b.nameRu })),
    models: grouped,
  };
}

/**
 * `info/translit-brands`: brands whose any spelling matches, Cyrillic or Latin, best first
 * (search-rank.ts). The brands are few (about 70, a few hundred at most), so all are read
 * and ranked here: a literal alias such as `vw` must win although its skeleton is just `f`.
 */
export async function searchBrands(db: Db, search = '') {
  const rows = await db.select().from(brands);
  const entries = rows.map((b) => {
    const aliases = aliasesOfBrand(b.name);
    return { ...b, spellings: [b.name, b.nameRu, ...aliases], searchKey: withAliasKeys(b.searchKey, aliases) };
  });
  const found = rankEntries(search, entries, SUGGESTIONS);
  return { brands: found.map((b) => ({ id: b.id, brand_id: b.id, title: b.name, title_ru: b.nameRu })) };
}

/**
 * `info/translit-models`: models of a brand (or of all) matching the search, best first.
 * A brand has a few dozen models at most, all ranked here; across all brands the phonetic
 * filter narrows the rows first.
 */
export async function searchModels(db: Db, search = '', brandId?: number) {
  const key = searchKey(search);
  const rows = await db
    .select({ model: models, brandName: brands.name })
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(brandId ? eq(models.brandId, brandId) : key ? like(models.searchKey, `%${key}%`) : undefined)
    .limit(brandId ? 1000 : 500);
  const entries = rows.map(({ model: m, brandName }) => {
    const aliases = aliasesOfModel(brandName, m.name);
    return { ...m, spellings: [m.name, m.nameRu, ...aliases], searchKey: withAliasKeys(m.searchKey, aliases) };
  });
  const found = rankEntries(search, entries, brandId && !key ? 200 : SUGGESTIONS);
  return {
    models: found.map((m) => ({ id: m.id, model_id: m.id, brand_id: m.brandId, name: m.name, name_ru: m.nameRu, class_id: m.classId })),
  };
}

/** `info/names`: client names for the name field's suggestions. */
export async function searchNames(db: Db, search = '') {
  const text = search.trim();
  const rows = await db
    .selectDistinct({ name: clients.name })
    .from(clients)
    .where(and(isNotNull(clients.name), text ? ilike(clients.name, `%${text.replace(/[%_\\]/g, '')}%`) : undefined))
    .orderBy(asc(clients.name))
    .limit(SUGGESTIONS);
  return { names: rows.map((r) => r.name!).filter(Boolean) };
}

/** `info/plates`: known plates for the plate field's autocomplete. */
export async function searchPlates(db: Db, search = '') {
  // Standard plates by the converted fragment, foreign ones by what was typed.
  const fragments = plateSearchFragments(search);
  const rows = await db
    .select({ plate: cars.plateNumber })
    .from(cars)
    .where(fragments.length ? or(...fragments.map((f) => like(cars.plateNumber, `%${f}%`))) : undefined)
    .orderBy(asc(cars.plateNumber))
    .limit(SUGGESTIONS);
  return { plates: rows.map((r) => r.plate) };
}

/** Wash services at the prices of a class, with the quantity already in the order. */
export async function washOffers(db: Db, classId: number, orderId?: number) {
  const rows = await db
    .select({ service: services, price: washPrices.price })
    .from(services)
    .innerJoin(washPrices, and(eq(washPrices.serviceId, services.id), eq(washPrices.classId, classId)))
    .where(and(eq(services.kind, 'wash'), eq(services.isActive, true)))
    .orderBy(asc(services.sort), asc(services.id));
  const inOrder = orderId ? await quantitiesInOrder(db, orderId) : new Map<string, number>();
  return rows.map((r) => offer(r.service, r.price, inOrder.get(`${r.service.id}`) ?? 0));
}

/** Tyre services at the prices of a radius and profile. */
export async function tireOffers(db: Db, radiusId: number, profileId: number, orderId?: number) {
  const rows = await db
    .select({ service: services, price: tirePrices.price })
    .from(services)
    .innerJoin(
      tirePrices,
      and(eq(tirePrices.serviceId, services.id), eq(tirePrices.radiusId, radiusId), eq(tirePrices.profileId, profileId)),
    )
    .where(and(eq(services.kind, 'tire'), eq(services.isActive, true)))
    .orderBy(asc(services.sort), asc(services.id));
  const inOrder = orderId ? await quantitiesInOrder(db, orderId) : new Map<string, number>();
  return rows.map((r) => offer(r.service, r.price, inOrder.get(`${r.service.id}:${radiusId}:${profileId}`) ?? 0));
}

function offer(service: typeof services.$inferSelect, price: number, quantity: number) {
  return {
    service_id: service.id,
    name: service.name,
    price: toRoubles(price),
    quantity,
    color_back: service.colorBack,
    color_font: service.colorFont,
  };
}

async function quantitiesInOrder(db: Db, orderId: number): Promise<Map<string, number>> {
  const lines = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), sql`${orderItems.status} <> 'canceled'`));
  const map = new Map<string, number>();
  for (const l of lines) {
    if (!l.serviceId) continue;
    map.set(l.kind === 'wash' ? `${l.serviceId}` : `${l.serviceId}:${l.radiusId}:${l.profileId}`, l.quantity);
  }
  return map;
}

export async function radii(db: Db) {
  const rows = await db.select().from(tireRadii).orderBy(asc(tireRadii.sort));
  return rows.map((r) => ({ radius_id: r.id, name: r.name }));
}

export async function profiles(db: Db) {
  const rows = await db.select().from(tireProfiles).orderBy(asc(tireProfiles.sort));
  return rows.map((p) => ({ profile_id: p.id, name: p.name, code: p.code }));
}

// Every task page asks for both kinds (db/prepared.ts).
const activeWorkers = prepared((db) =>
  db
    .select()
    .from(workers)
    .where(and(eq(workers.kind, sql.placeholder('kind')), eq(workers.isActive, true)))
    .orderBy(asc(workers.name))
    .prepare('active_workers'),
);

export async function workersOf(db: Db, kind: 'wash' | 'tire') {
  const rows = await activeWorkers(db).execute({ kind });
  return rows.map((w) => ({ worker_id: w.id, name: w.name, color_back: w.colorBack, color_front: w.colorFont, color_font: w.colorFont }));
}
