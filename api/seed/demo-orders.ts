import { newPublicToken } from '../public/token';
import { recountVisits } from '../clients/visits';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cars, clients, orderItems, orderItemWorkers, orders, payments, users } from '../db/schema';
import { itemMoney } from '../domain/money';

import { currentState, deriveAndStore, type DeriveSettings } from '../orders/derive';
import { clientTerms } from '../orders/terms';
import { demoArrivals, demoWorkTimes } from './demo-times';
import { loadCatalogue, tireLines, washLines } from './demo-lines';
import { randomName, randomPhone, randomPlate, seededRandom } from './random';
import { LOCKS } from '../db/locks';
import type { JobStatus } from '../contract/order-states';

/** Cars of a few regulars, who come several times a month and so have their loyalty discount. */
const REGULAR_CARS = [10, 11, 12, 13];

/**
 * About 200 orders over the last 60 days for the demo setup: every status, some clients with
 * several visits (a few regulars with a loyalty discount), a few legal clients and
 * discount-group cars, so that lists, search, recent orders and loyalty show real data. Every
 * day has orders, in the opening hours; each order is started, finished and paid at its own
 * time, never after now. The terms come from the same rules as an order taken through the API
 * (`clientTerms`). Deterministic (seeded) for a given day.
 */
export async function seedDemoOrders(
  db: Db,
  options: { orders?: number; now?: Date; seed?: number; settings?: DeriveSettings & { TZ_BUSINESS?: string } } = {},
): Promise<number> {
  const r = seededRandom(options.seed ?? 20261121);
  const settings = options.settings ?? { PARKING_RATE: 100, PARKING_FREE_HOURS: 2, PARKING_MAX: 3000 };
  const timeZone = options.settings?.TZ_BUSINESS ?? 'Europe/Moscow';
  const now = options.now ?? new Date();
  const total = options.orders ?? 200;
  const todays = Math.min(14, total);

  return db.transaction(async (tx) => {
    // Processes starting together on one PostgreSQL take turns (the second finds orders).
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.demoOrders})`);
    const [existing] = await tx.select({ n: sql<number>`count(*)` }).from(orders);
    if (Number(existing?.n) > 0) return 0;
    const [master] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'master')).limit(1);
    const catalogue = await loadCatalogue(tx);

    // Clients: most with a phone and a name; a few belong to companies.
    const clientIds: number[] = [];
    const phones = new Set<string>();
    for (let i = 0; i < 70; i += 1) {
      let phone = randomPhone(r);
      while (phones.has(phone)) phone = randomPhone(r);
      phones.add(phone);
      const companyId = i < 4 ? catalogue.companies[i % catalogue.companies.length]!.id : null;
      const [c] = await tx
        .insert(clients)
        .values({ phone, name: randomName(r), companyId })
        .returning({ id: clients.id });
      clientIds.push(c!.id);
    }
    // Cars: each with a model and its class; a few in discount groups.
    const carRows: Array<{
      id: number;
      plate: string;
      classId: number;
      clientId: number;
      group: { percent: number; name: string } | null;
    }> = [];
    const plates = new Set<string>();
    for (let i = 0; i < 110; i += 1) {
      let plate = randomPlate(r);
      while (plates.has(plate)) plate = randomPlate(r);
      plates.add(plate);
      const model = r.pick(catalogue.models);
      const group = r.chance(0.08) ? r.pick(catalogue.groups) : null;
      const clientId = clientIds[i % clientIds.length]!;
      const [car] = await tx
        .insert(cars)
        .values({ plateNumber: plate, modelId: model.id, classId: model.classId, clientId, discountGroupId: group?.id ?? null })
        .returning({ id: cars.id });
      carRows.push({
        id: car!.id,
        plate,
        classId: model.classId,
        clientId,
        group: group ? { percent: group.percent, name: group.name } : null,
      });
    }
    const regulars = REGULAR_CARS.map((i) => carRows[i]!);

    const arrivals = demoArrivals(r, { past: total - todays, today: todays, days: 59, now, timeZone });
    const usedCells = new Set<number>();
    const openCars = new Set<number>();
    for (let i = 0; i < total; i += 1) {
      // Oldest first; the last ones are today's queue.
      const today = i >= total - todays;
      const createdAt = arrivals[i]!;
      const position = total - i;
      const status: JobStatus = today
        ? position <= 5
          ? 'waiting'
          : position <= 9
            ? 'in_progress'
            : 'done'
        : r.chance(0.06)
          ? 'canceled'
          : 'done';
      // A regular is in a third of the orders, and in two of today's (the desk sees their discount).
      const regular = today ? position === 3 || position === 8 : r.chance(0.35);
      let car = regular ? r.pick(regulars) : r.pick(carRows);
      while ((status === 'waiting' || status === 'in_progress') && openCars.has(car.id)) car = r.pick(carRows);
      if (status === 'waiting' || status === 'in_progress') openCars.add(car.id);

      const terms = await clientTerms(tx, car.clientId, null, createdAt, timeZone);
      const isTire = r.chance(0.25);
      const lines = isTire ? tireLines(r, catalogue) : washLines(r, catalogue, car.classId);
      const work = demoWorkTimes(createdAt, r.int(30, 120), now);
      const doneAt = status === 'done' ? work.doneAt : null;
      // Every earlier day is settled (paid, keys back); part of today's finished cars wait at the desk.
      const paid = status === 'done' && !terms.isPayByContract && (!today || r.chance(0.4));
      const keysInCell = (status === 'in_progress' || status === 'waiting' || (status === 'done' && today && !paid)) && r.chance(0.7);
      let cell: number | null = null;
      if (keysInCell) {
        cell = 1;
        while (usedCells.has(cell)) cell += 1;
        usedCells.add(cell);
      }

      const [order] = await tx
        .insert(orders)
        .values({
          createdAt,
          publicToken: newPublicToken(),
          carId: car.id,
          clientId: car.clientId,
          masterId: master?.id ?? null,
          plateNumber: car.plate,
          classId: car.classId,
          jobStatus: status,
          ...terms,
          groupPercent: car.group?.percent ?? null,
          groupName: car.group?.name ?? null,
          keysState: cell ? 'cell' : status === 'done' && (!today || paid) ? 'returned' : r.chance(0.5) ? 'client' : 'none',
          keyCell: cell,
          tireRadiusId: isTire ? lines[0]!.radiusId : null,
          tireProfileId: isTire ? lines[0]!.profileId : null,
          startedAt: status === 'waiting' ? null : work.startedAt,
          doneAt,
          // A paid car left when it was paid: its parking clock stopped then, and it counts
          // for its client's loyalty in the month it was paid.
          payAt: paid ? doneAt : null,
          parkingStoppedAt: paid ? doneAt : null,
          changedFields: ['created'],
        })
        .returning();
      const itemStatus: 'done' | 'canceled' | 'active' = status === 'done' ? 'done' : status === 'canceled' ? 'canceled' : 'active';
      const inserted = await tx
        .insert(orderItems)
        .values(lines.map((l) => ({ orderId: order!.id, ...l, ...itemMoney(l.price, l.quantity, 0), status: itemStatus })))
        .returning({ id: orderItems.id, kind: orderItems.kind });
      if (status !== 'waiting' || r.chance(0.5)) {
        await tx.insert(orderItemWorkers).values(
          inserted.flatMap((it) => {
            const staff = it.kind === 'tire' ? catalogue.tireWorkers : catalogue.washWorkers;
            const worker = r.pick(staff);
            // Every fourth line is done by two, the next worker along helping (chosen without
            // the random source, so the rest of the demo stays as it was).
            const helper = it.id % 4 === 0 ? staff[(staff.indexOf(worker) + 1) % staff.length] : undefined;
            return [worker, ...(helper && helper !== worker ? [helper] : [])].map((w) => ({
              orderItemId: it.id,
              workerId: w.id,
              commissionPercent: w.commissionPercent,
              shareWeight: w.shareWeight,
            }));
          }),
        );
      }
      if (paid) {
        // What it cost, read without writing: a derivation stored before the payment would
        // forget the pay time the order was inserted with.
        const state = await currentState(tx, order!, now, settings);
        const method = r.pick(['card', 'card', 'cash', 'fuel'] as const);
        await tx.insert(payments).values({
          orderId: order!.id,
          addedAt: doneAt!,
          method,
          fuelCardName: method === 'fuel' ? r.pick(['yandex', 'petrol'] as const) : null,
          sum: state.sumFinal,
        });
      }
      // Every figure comes from the one derivation, as for an order made through the API.
      await deriveAndStore(tx, order!.id, now, settings);
    }
    // The clients' visits, as every change of an order through the API keeps them.
    await recountVisits(tx, clientIds);
    return total;
  });
}
