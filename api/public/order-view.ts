import { asc, eq, inArray } from 'drizzle-orm';
import type { PublicOrder, PublicState } from '../contract/public-order';
import type { Db } from '../db/database';
import { brands, businessProfile, cars, models, orderItems, orders, tireProfiles, tireRadii } from '../db/schema';
import { toRoubles } from '../domain/money';
import { hidePlate } from '../domain/plate-hiding';
import { carBrandJoin } from '../orders/car-name';
import { durationTable, waitTimes } from '../orders/wait-times';
import type { DurationTable } from '../domain/wait-estimate';
import { PUBLIC_TOKEN_PATTERN } from './token';

/** A customer's link works until 30 days after the car was handed over. */
export const LINK_DAYS_AFTER_PICKUP = 30;
const DAY_MS = 86_400_000;

/**
 * The public views of the orders these tokens open (docs/decisions/039-the-customers-own-page.md),
 * read in a few statements whatever their number: the live layer asks for every page it serves
 * at once. A token that opens nothing (unknown, replaced, a draft, expired) maps to null: the
 * same answer for each, so the page cannot tell which.
 */
export async function publicViews(db: Db, tokens: readonly string[], now: Date): Promise<Map<string, PublicOrder | null>> {
  return (await publicViewsOfOrders(db, tokens, now)).views;
}

/**
 * `publicViews`, with the order each open link is of (the live layer's, never a page's). One
 * snapshot for all its reads: the order's figures and its lines from the same moment, or a write
 * landing between two reads would show a total its lines do not add up to.
 */
export async function publicViewsOfOrders(db: Db, tokens: readonly string[], now: Date) {
  // The durations learned are kept for the database, not for a transaction: read before it.
  const history = await durationTable(db, now);
  return db.transaction((tx) => readViews(tx, tokens, now, history), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function readViews(db: Db, tokens: readonly string[], now: Date, history: DurationTable) {
  const views = new Map<string, PublicOrder | null>(tokens.map((t) => [t, null]));
  const orderIds = new Map<string, number>();
  // A malformed token is looked up like any other (nothing is found): its answer takes the same time.
  const asked = [...new Set(tokens)].map((t) => (PUBLIC_TOKEN_PATTERN.test(t) ? t : '-'));
  const rows = await db
    .select({
      id: orders.id,
      token: orders.publicToken,
      isDraft: orders.isDraft,
      jobStatus: orders.jobStatus,
      plate: orders.plateNumber,
      brand: brands.name,
      model: models.name,
      freeBrand: cars.freeBrand,
      freeModel: cars.freeModel,
      sumFinal: orders.sumFinal,
      discountSum: orders.discountSum,
      totalPaid: orders.totalPaid,
      totalRefunded: orders.totalRefunded,
      paySum: orders.paySum,
      doneAt: orders.doneAt,
      pickedUpAt: orders.pickedUpAt,
    })
    .from(orders)
    .innerJoin(cars, eq(cars.id, orders.carId))
    .leftJoin(models, eq(models.id, cars.modelId))
    .leftJoin(brands, carBrandJoin)
    .where(inArray(orders.publicToken, asked));
  const live = rows.filter((r) => !r.isDraft && !expired(r.pickedUpAt, now));
  for (const r of live) orderIds.set(r.token!, r.id);
  if (live.length === 0) return { views, orderIds };
  const open = live.some((r) => r.jobStatus === 'waiting' || r.jobStatus === 'in_progress');
  // One after the other: a transaction's one connection takes one query at a time.
  const items = await db
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      kind: orderItems.kind,
      quantity: orderItems.quantity,
      status: orderItems.status,
      sum: orderItems.sumBeforeDiscount,
      radius: tireRadii.name,
      profile: tireProfiles.name,
      profileCode: tireProfiles.code,
    })
    .from(orderItems)
    .leftJoin(tireRadii, eq(tireRadii.id, orderItems.radiusId))
    .leftJoin(tireProfiles, eq(tireProfiles.id, orderItems.profileId))
    .where(
      inArray(
        orderItems.orderId,
        live.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const estimates = open ? await waitTimes(db, now, history) : new Map<number, never>();
  const [shop] = await db
    .select({ name: businessProfile.name, address: businessProfile.address, hours: businessProfile.hours })
    .from(businessProfile);
  for (const r of live) {
    const state = stateOf(r.jobStatus, r.pickedUpAt, now);
    const estimate = estimates.get(r.id);
    views.set(r.token!, {
      state,
      car: { brand: r.brand ?? r.freeBrand, model: r.model ?? r.freeModel, plate: hidePlate(r.plate) },
      services: items
        .filter((i) => i.orderId === r.id)
        .map((i) => ({
          name: i.name,
          quantity: i.quantity,
          parking: i.kind === 'parking',
          // As the staff's screens and the receipt name a tyre line (api/orders/load.ts).
          tire_size: i.radius !== null && i.profile !== null ? { radius: i.radius, profile: i.profile, profile_code: i.profileCode } : null,
          state: i.status === 'active' ? (r.jobStatus === 'in_progress' ? 'in_work' : 'waiting') : i.status,
          sum: toRoubles(i.sum),
        })),
      queue:
        estimate && (state === 'waiting' || state === 'in_progress')
          ? { ahead: estimate.ahead, ready_at: new Date(estimate.readyAt).toISOString() }
          : null,
      money: {
        total: toRoubles(r.sumFinal),
        discount: toRoubles(r.discountSum),
        paid: toRoubles(r.totalPaid - r.totalRefunded),
        to_pay: toRoubles(r.paySum),
      },
      shop: shop ?? null,
      done_at: r.doneAt?.toISOString() ?? null,
      picked_up_at: state === 'picked_up' ? r.pickedUpAt!.toISOString() : null,
    });
  }
  return { views, orderIds };
}

function expired(pickedUpAt: Date | null, now: Date): boolean {
  return pickedUpAt !== null && now.getTime() > pickedUpAt.getTime() + LINK_DAYS_AFTER_PICKUP * DAY_MS;
}

/** A done car counts as handed over from its pickup moment on (which may lie ahead: api/orders/pickup.ts). */
function stateOf(jobStatus: string, pickedUpAt: Date | null, now: Date): PublicState {
  if (jobStatus === 'canceled') return 'canceled';
  if (jobStatus === 'done') return pickedUpAt && pickedUpAt.getTime() <= now.getTime() ? 'picked_up' : 'done';
  return jobStatus === 'in_progress' ? 'in_progress' : 'waiting';
}
