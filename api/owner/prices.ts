import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PriceList } from '../contract/owner-prices';
import type { Db } from '../db/database';
import { services, tirePrices, tireProfiles, tireRadii, vehicleClasses, washPrices } from '../db/schema';
import { toKopecks, toRoubles } from '../domain/money';
import { invalid, notFound } from '../domain/refusal';
import { recordChange } from '../audit/record';
import type { OwnerContext } from './context';
import { lockOrdersToReprice, repriceOpenLines } from './reprice';
import { bumpReference } from './revision';

/** The owner's price list: every class, every service (active or not), the wash prices per class. */
export async function priceList(db: Db): Promise<PriceList> {
  const [classes, rows, prices] = await Promise.all([
    db.select().from(vehicleClasses).orderBy(asc(vehicleClasses.id)),
    db.select().from(services).orderBy(asc(services.kind), asc(services.sort), asc(services.id)),
    db.select().from(washPrices),
  ]);
  return {
    classes: classes.map((c) => ({ id: c.id, name: c.name, code: c.code })),
    services: rows.map((s) => ({
      id: s.id,
      kind: s.kind,
      name: s.name,
      is_active: s.isActive,
      sort: s.sort,
      prices: Object.fromEntries(prices.filter((p) => p.serviceId === s.id).map((p) => [String(p.classId), toRoubles(p.price)])),
    })),
  };
}

async function serviceOf(db: Db, id: number, kind?: 'wash' | 'tire') {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  if (!row || (kind && row.kind !== kind)) throw notFound('service_not_found', { id });
  return row;
}

type ClassPrices = Array<{ class_id: number; price: number | null }>;

/**
 * A new wash service names every class: a price, or null for «not offered for this class».
 * A class left out is refused by name, so a blank never means «not offered» by accident.
 */
async function refuseUnpricedClass(tx: Db, prices: ClassPrices): Promise<void> {
  const classes = await tx
    .select({ id: vehicleClasses.id, name: vehicleClasses.name })
    .from(vehicleClasses)
    .orderBy(asc(vehicleClasses.id));
  const left = classes.find((c) => !prices.some((p) => p.class_id === c.id));
  if (left) throw invalid('service_class_unpriced', { id: left.id, name: left.name });
}

/**
 * A new service, or a change of its name, order or activity (its kind never changes: its
 * prices are of that kind), with a wash service's prices per class, all in one transaction.
 * Answers the service's id and how many open orders took the new prices.
 */
export function saveService(
  ctx: OwnerContext,
  input: {
    id?: number;
    kind: 'wash' | 'tire';
    name: string;
    is_active: boolean;
    sort: number;
    prices?: ClassPrices;
    reprice_open: boolean;
  },
): Promise<{ id: number; repriced: number }> {
  // A name names one service (the unique index of api/db/schema/catalogue.ts): a taken one,
  // also by a save that met this one, is refused whole, as the pipeline's edge answers the
  // index (api/db/unique-refusals.ts).
  return writeService(ctx, input);
}

function writeService(ctx: OwnerContext, input: Parameters<typeof saveService>[1]): Promise<{ id: number; repriced: number }> {
  return ctx.db.transaction(async (tx) => {
    if (input.prices?.length && input.kind !== 'wash') throw invalid('tire_prices_by_size');
    const fields = {
      name: input.name,
      isActive: input.is_active,
      sort: input.sort,
    };
    let id = input.id;
    // Open screens reload only when something they show changed.
    let changed = id === undefined;
    if (id === undefined) {
      if (input.kind === 'wash') await refuseUnpricedClass(tx, input.prices ?? []);
      // New services get the colours of the catalogue's own.
      const [row] = await tx
        .insert(services)
        .values({
          ...fields,
          kind: input.kind,
          colorBack: '#e7f1ff',
          colorFont: '#052c65',
        })
        .returning({ id: services.id });
      id = row!.id;
      await recordChange(tx, {
        userId: ctx.userId,
        action: 'service.created',
        entity: 'service',
        entityId: id,
        after: { kind: input.kind, ...fields },
      });
    } else {
      const before = await serviceOf(tx, id);
      if (before.kind !== input.kind) throw invalid('service_kind_fixed');
      const was = {
        name: before.name,
        isActive: before.isActive,
        sort: before.sort,
      };
      if (JSON.stringify(was) !== JSON.stringify(fields)) {
        changed = true;
        await tx.update(services).set(fields).where(eq(services.id, id));
        await recordChange(tx, {
          userId: ctx.userId,
          action: 'service.changed',
          entity: 'service',
          entityId: id,
          before: was,
          after: fields,
        });
      }
    }
    const prices = input.prices?.length
      ? await setWashPricesIn(tx, { ...ctx, db: tx }, id, input.prices, input.reprice_open)
      : { changed: false, repriced: 0 };
    if (changed || prices.changed) await bumpReference(tx);
    return { id, repriced: prices.repriced };
  });
}

/** The prices of one wash service per class (null: the class has none); open orders follow only when asked. */
async function setWashPricesIn(
  tx: Db,
  ctx: OwnerContext,
  serviceId: number,
  prices: ClassPrices,
  repriceOpen: boolean,
): Promise<{ changed: boolean; repriced: number }> {
  const classIds = prices.map((p) => p.class_id);
  if (new Set(classIds).size !== classIds.length) throw invalid('price_twice');
  const known = await tx.select({ id: vehicleClasses.id }).from(vehicleClasses).where(inArray(vehicleClasses.id, classIds));
  const missing = classIds.find((c) => !known.some((k) => k.id === c));
  if (missing !== undefined) throw notFound('class_not_found', { id: missing });
  const old = await tx
    .select()
    .from(washPrices)
    .where(and(eq(washPrices.serviceId, serviceId), inArray(washPrices.classId, classIds)));
  // What the save writes, in the order of the rows' keys. A save that writes a row with
  // «Пересчитать открытые» locks the orders to reprice first, under the repricing's lock, so two
  // such saves take turns before either holds a row; and any two saves (one repricing, one not)
  // wait for each other's rows in the same order, never crosswise.
  const writes = [...prices]
    .sort((x, y) => x.class_id - y.class_id)
    .map(({ class_id: classId, price }) => ({
      classId,
      was: old.find((o) => o.classId === classId)?.price ?? null,
      is: kopecksOrNull(price),
    }))
    .filter(({ was, is }) => was !== is);
  const locked = repriceOpen && writes.length ? await lockOrdersToReprice(tx, serviceId) : new Set<number>();
  const repriced = new Set<number>();
  for (const { classId, is } of writes) {
    if (is === null) {
      await tx.delete(washPrices).where(and(eq(washPrices.serviceId, serviceId), eq(washPrices.classId, classId)));
      continue;
    }
    // Written whether or not the row was read: a save beside this one may have added or removed it since.
    await tx
      .insert(washPrices)
      .values({ serviceId, classId, price: is })
      .onConflictDoUpdate({ target: [washPrices.serviceId, washPrices.classId], set: { price: is } });
    if (repriceOpen) {
      for (const order of await repriceOpenLines(tx, ctx, { kind: 'wash', serviceId, classId }, is, locked)) repriced.add(order);
    }
  }
  if (writes.length) {
    await recordChange(tx, {
      userId: ctx.userId,
      action: 'price.wash',
      entity: 'service',
      entityId: serviceId,
      before: { prices: Object.fromEntries(writes.map((w) => [w.classId, w.was])) },
      after: { prices: Object.fromEntries(writes.map((w) => [w.classId, w.is])), reprice_open: repriceOpen },
    });
  }
  return { changed: writes.length > 0, repriced: repriced.size };
}

/** One tyre service's grid: radius × profile, in roubles. */
export async function tirePriceGrid(db: Db, serviceId: number) {
  const service = await serviceOf(db, serviceId, 'tire');
  const [radii, profiles, cells] = await Promise.all([
    db.select().from(tireRadii).orderBy(asc(tireRadii.sort)),
    db.select().from(tireProfiles).orderBy(asc(tireProfiles.sort)),
    db.select().from(tirePrices).where(eq(tirePrices.serviceId, serviceId)),
  ]);
  return {
    service: { id: service.id, name: service.name },
    radii: radii.map((r) => ({ id: r.id, name: r.name })),
    profiles: profiles.map((p) => ({ id: p.id, name: p.name, code: p.code })),
    cells: cells.map((c) => ({
      radius_id: c.radiusId,
      profile_id: c.profileId,
      price: toRoubles(c.price),
    })),
  };
}

/** Cells of one tyre service's grid (null: the size has no price); open orders follow only when asked. */
export async function setTirePrices(
  ctx: OwnerContext,
  input: {
    service_id: number;
    cells: Array<{
      radius_id: number;
      profile_id: number;
      price: number | null;
    }>;
    reprice_open: boolean;
  },
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await serviceOf(tx, input.service_id, 'tire');
    const keys = input.cells.map((c) => `${c.radius_id}:${c.profile_id}`);
    if (new Set(keys).size !== keys.length) throw invalid('price_twice');
    // One after the other: a transaction's one connection takes one query at a time.
    const radii = await tx.select({ id: tireRadii.id }).from(tireRadii);
    const profiles = await tx.select({ id: tireProfiles.id }).from(tireProfiles);
    const old = await tx.select().from(tirePrices).where(eq(tirePrices.serviceId, input.service_id));
    // What the save writes, in key order, the orders locked first when it reprices: as for a wash service.
    const writes = [...input.cells]
      .sort((x, y) => x.radius_id - y.radius_id || x.profile_id - y.profile_id)
      .map((cell) => {
        if (!radii.some((r) => r.id === cell.radius_id)) throw notFound('radius_not_found', { id: cell.radius_id });
        if (!profiles.some((p) => p.id === cell.profile_id)) throw notFound('profile_not_found', { id: cell.profile_id });
        const was = old.find((o) => o.radiusId === cell.radius_id && o.profileId === cell.profile_id)?.price ?? null;
        return { radius_id: cell.radius_id, profile_id: cell.profile_id, before: was, after: kopecksOrNull(cell.price) };
      })
      .filter((c) => c.before !== c.after);
    const locked = input.reprice_open && writes.length ? await lockOrdersToReprice(tx, input.service_id) : new Set<number>();
    const repriced = new Set<number>();
    for (const { radius_id: radiusId, profile_id: profileId, after: is } of writes) {
      if (is === null) {
        const cell = and(
          eq(tirePrices.serviceId, input.service_id),
          eq(tirePrices.radiusId, radiusId),
          eq(tirePrices.profileId, profileId),
        );
        await tx.delete(tirePrices).where(cell);
        continue;
      }
      await tx
        .insert(tirePrices)
        .values({ serviceId: input.service_id, radiusId, profileId, price: is })
        .onConflictDoUpdate({ target: [tirePrices.serviceId, tirePrices.radiusId, tirePrices.profileId], set: { price: is } });
      if (input.reprice_open) {
        const target = { kind: 'tire' as const, serviceId: input.service_id, radiusId, profileId };
        for (const order of await repriceOpenLines(tx, ctx, target, is, locked)) repriced.add(order);
      }
    }
    if (writes.length) {
      const cellKey = (c: { radius_id: number; profile_id: number }) => `${c.radius_id}×${c.profile_id}`;
      await recordChange(tx, {
        userId: ctx.userId,
        action: 'price.tire',
        entity: 'service',
        entityId: input.service_id,
        before: {
          prices: Object.fromEntries(writes.map((c) => [cellKey(c), c.before])),
        },
        after: {
          prices: Object.fromEntries(writes.map((c) => [cellKey(c), c.after])),
          reprice_open: input.reprice_open,
        },
      });
      await bumpReference(tx);
    }
    return repriced.size;
  });
}

/** A price as the owner sent it, in kopecks; null: the class or size has none. */
const kopecksOrNull = (roubles: number | null): number | null => (roubles === null ? null : toKopecks(roubles));
