import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { companies, discountGroups, models, services, tirePrices, tireProfiles, tireRadii, washPrices, workers } from '../db/schema';
import type { Random } from './random';

/**
 * What the demo orders are made of (api/seed/demo-orders.ts): the catalogue read once, and
 * a random order's wash or tyre lines from it.
 */
/** The models, prices, staff, groups and companies the demo orders pick from. */
export type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;

export async function loadCatalogue(tx: Db) {
  const modelRows = await tx.select({ id: models.id, classId: models.classId }).from(models);
  const wash = await tx
    .select({ serviceId: washPrices.serviceId, classId: washPrices.classId, price: washPrices.price, name: services.name })
    .from(washPrices)
    .innerJoin(services, eq(services.id, washPrices.serviceId));
  const radii = await tx.select().from(tireRadii);
  const profiles = await tx.select().from(tireProfiles);
  const tire = await tx
    .select({
      serviceId: tirePrices.serviceId,
      radiusId: tirePrices.radiusId,
      profileId: tirePrices.profileId,
      price: tirePrices.price,
      name: services.name,
    })
    .from(tirePrices)
    .innerJoin(services, eq(services.id, tirePrices.serviceId));
  const staff = await tx.select().from(workers);
  const groups = await tx.select().from(discountGroups);
  const companyRows = await tx.select().from(companies);
  return {
    models: modelRows,
    wash,
    tire,
    radii,
    profiles,
    washWorkers: staff.filter((w) => w.kind === 'wash'),
    tireWorkers: staff.filter((w) => w.kind === 'tire'),
    groups,
    companies: companyRows,
  };
}

/** A line of a demo order, at the catalogue's price. */
export interface Line {
  serviceId: number;
  kind: 'wash' | 'tire';
  name: string;
  quantity: number;
  price: number;
  radiusId: number | null;
  profileId: number | null;
}

/** One to three wash services of the car's class, the first few the most often. */
export function washLines(r: Random, c: Catalogue, classId: number): Line[] {
  const offers = c.wash.filter((w) => w.classId === classId);
  const picked = new Map<number, (typeof offers)[number]>();
  const count = r.int(1, 3);
  while (picked.size < count) {
    const o = r.chance(0.5) ? offers[r.int(0, 2)]! : r.pick(offers);
    picked.set(o.serviceId, o);
  }
  return [...picked.values()].map((o) => ({
    serviceId: o.serviceId,
    kind: 'wash',
    name: o.name,
    quantity: 1,
    price: o.price,
    radiusId: null,
    profileId: null,
  }));
}

/** Tyre fitting on four wheels of a common radius, now and then a second service with it. */
export function tireLines(r: Random, c: Catalogue): Line[] {
  const radius = r.pick(c.radii.filter((x) => ['R15', 'R16', 'R17', 'R18'].includes(x.name)));
  const profile = r.chance(0.8) ? c.profiles.find((p) => p.sort === 0)! : r.pick(c.profiles);
  const offers = c.tire.filter((t) => t.radiusId === radius.id && t.profileId === profile.id);
  const first = offers[0]!;
  const lines: Line[] = [
    {
      serviceId: first.serviceId,
      kind: 'tire',
      name: first.name,
      quantity: 4,
      price: first.price,
      radiusId: radius.id,
      profileId: profile.id,
    },
  ];
  if (r.chance(0.6)) {
    const o = offers[r.int(1, Math.min(3, offers.length - 1))]!;
    lines.push({
      serviceId: o.serviceId,
      kind: 'tire',
      name: o.name,
      quantity: 4,
      price: o.price,
      radiusId: radius.id,
      profileId: profile.id,
    });
  }
  return lines;
}
