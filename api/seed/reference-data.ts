import { sql } from 'drizzle-orm';
import { entrySearchKey } from '../catalogue/search-key';
import type { Db } from '../db/database';
import {
  brands,
  companies,
  discountGroups,
  models,
  services,
  storageSettings,
  tirePrices,
  tireProfiles,
  tireRadii,
  vehicleClasses,
  washPrices,
  workers,
} from '../db/schema';
import { COMPANIES, DISCOUNT_GROUPS, TIRE_WORKERS, WASH_WORKERS } from './reference/staff';
import {
  STORAGE_OVERDUE_SERVICE,
  STORAGE_SEASON_SERVICE,
  TIRE_PROFILE_CODES,
  TIRE_PROFILES,
  TIRE_RADII,
  TIRE_SERVICES,
  tirePriceKopecks,
} from './reference/tire';
import { BRANDS, VEHICLE_CLASSES } from './reference/vehicles';
import { WASH_SERVICES } from './reference/wash-services';
import { LOCKS } from '../db/locks';

/**
 * The reference data the product ships with, in every mode (embedded, PostgreSQL, tests):
 * classes, brands and models, the wash and tyre catalogue with prices, workers, discount
 * groups, companies. Written once, into an empty catalogue; afterwards it is the owner's
 * data to edit.
 */
export async function seedReferenceData(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Processes starting together on PostgreSQL must not both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.referenceSeed})`);
    const [present] = await tx.select({ n: sql<number>`count(*)` }).from(vehicleClasses);
    if (Number(present?.n) > 0) return false;

    await tx.insert(vehicleClasses).values(VEHICLE_CLASSES.map((c) => ({ id: c.id, name: c.name, code: c.code })));
    for (const brand of BRANDS) {
      const [row] = await tx
        .insert(brands)
        .values({ name: brand.name, nameRu: brand.nameRu, searchKey: entrySearchKey(brand.name, brand.nameRu, ...(brand.aliases ?? [])) })
        .returning({ id: brands.id });
      await tx.insert(models).values(
        brand.models.map((m) => ({
          brandId: row!.id,
          name: m.name,
          nameRu: m.nameRu,
          classId: m.classId,
          searchKey: entrySearchKey(m.name, m.nameRu, ...(m.aliases ?? [])),
        })),
      );
    }

    const wash = await tx
      .insert(services)
      .values(
        WASH_SERVICES.map((s, i) => ({ kind: 'wash' as const, name: s.name, colorBack: s.colorBack, colorFont: s.colorFont, sort: i })),
      )
      .returning({ id: services.id });
    await tx
      .insert(washPrices)
      .values(
        WASH_SERVICES.flatMap((s, i) => s.prices.map((roubles, c) => ({ serviceId: wash[i]!.id, classId: c + 1, price: roubles * 100 }))),
      );

    const radii = await tx
      .insert(tireRadii)
      .values(TIRE_RADII.map((name, i) => ({ name, sort: i })))
      .returning({ id: tireRadii.id });
    const profiles = await tx
      .insert(tireProfiles)
      .values(TIRE_PROFILES.map((name, i) => ({ name, sort: i, code: TIRE_PROFILE_CODES[name] })))
      .returning({ id: tireProfiles.id });
    const tire = await tx
      .insert(services)
      .values(
        TIRE_SERVICES.map((s, i) => ({ kind: 'tire' as const, name: s.name, colorBack: s.colorBack, colorFont: s.colorFont, sort: i })),
      )
      .returning({ id: services.id });
    await tx.insert(tirePrices).values(
      TIRE_SERVICES.flatMap((s, i) =>
        TIRE_RADII.flatMap((radius, r) =>
          TIRE_PROFILES.map((profile, p) => ({
            serviceId: tire[i]!.id,
            radiusId: radii[r]!.id,
            profileId: profiles[p]!.id,
            price: tirePriceKopecks(s, radius, profile),
          })),
        ),
      ),
    );

    // A washer's usual share of what they wash is about 30 %, a fitter's a little more; the
    // owner sets each one's own percent in the back office.
    await tx.insert(workers).values([
      ...WASH_WORKERS.map((w) => ({
        kind: 'wash' as const,
        name: w.name,
        colorBack: w.colorBack,
        colorFont: w.colorFont,
        commissionPercent: 30,
      })),
      ...TIRE_WORKERS.map((w) => ({
        kind: 'tire' as const,
        name: w.name,
        colorBack: w.colorBack,
        colorFont: w.colorFont,
        commissionPercent: 35,
      })),
    ]);
    await tx.insert(discountGroups).values(DISCOUNT_GROUPS.map((g) => ({ name: g.name, percent: g.percent })));
    await tx
      .insert(companies)
      .values(COMPANIES.map((c) => ({ name: c.name, paysByContract: c.paysByContract, contractText: c.contractText })));
    // Storage is charged by two services of the list; the season's reminders go out on 1 April and 1 October.
    const serviceOf = (name: string) => tire[TIRE_SERVICES.findIndex((s) => s.name === name)]!.id;
    await tx.insert(storageSettings).values({
      id: 1,
      seasonServiceId: serviceOf(STORAGE_SEASON_SERVICE),
      overdueServiceId: serviceOf(STORAGE_OVERDUE_SERVICE),
      reminderDates: ['04-01', '10-01'],
    });
    return true;
  });
}
