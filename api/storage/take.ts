import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  cars,
  clients,
  customerMessages,
  orderItems,
  orders,
  storageCells,
  tireProfiles,
  tireRadii,
  tyreSetEvents,
  tyreSets,
} from '../db/schema';
import type { StorageTakeBody } from '../contract/storage';
import { normalizePlate } from '../contract/plates';
import { businessDate } from '../domain/business-time';
import { refuseChange } from '../domain/order-rules';
import { conflict, invalid, notFound, Refused } from '../domain/refusal';
import { tirePrice } from '../catalogue/prices';
import { once } from '../payments/idempotency';
import { createOrder } from '../orders/intake';
import { openOrderOf } from '../orders/open-order';
import { changeLine } from '../orders/lines';
import { changeOrderIn, type OrderChange, type OrderContext } from '../orders/order-change';
import { claimCell } from './cells';
import { storageSettingsOf } from './settings';

/**
 * `storage/take` (docs/decisions/041-seasonal-tyre-storage.md): the set goes into its cell and
 * its season onto an order, in one transaction. From an open order, the season is a line of it
 * (an unlinked season line already there is the set's; else one is added at the set's size).
 * On its own, the car must be known: an order of its own is made for it, done at once, so the
 * desk takes the season's payment as any order's.
 */
export async function takeSet(
  ctx: OrderContext,
  body: StorageTakeBody,
  key?: string,
): Promise<{ set_id: number; cell: string; order_id: number }> {
  const today = businessDate(ctx.now(), ctx.settings.TZ_BUSINESS);
  if (body.term_until <= today) throw invalid('storage_term_past').on('term_until');
  return ctx.db.transaction(async (tx) => {
    const { idempotency_key: _key, ...what } = body;
    const work = () => takeIn(tx, ctx, body);
    // A take sent again with its key (a lost answer, a double tap) answers the first one: one set, one order.
    return key ? (await once(tx, key, ctx.userId, { call: 'storage/take', ...what }, work)).answer : work();
  });
}

async function takeIn(tx: Db, ctx: OrderContext, body: StorageTakeBody): Promise<{ set_id: number; cell: string; order_id: number }> {
  const { seasonServiceId } = await storageSettingsOf(tx);
  if (!seasonServiceId) throw conflict('storage_not_priced');
  await sizeExists(tx, body.set.radius_id, body.set.profile_id);
  // A car at the shop with an open order: the set is taken in with that order.
  const open = body.order_id === undefined ? await openOrderOfPlate(tx, body.plate_number!) : undefined;
  const own = body.order_id === undefined && open === undefined;
  // An order of its own is numbered in the change feed as it is made, under the feed's lock held
  // to the end: a named cell is locked before that, as a take onto an order already there locks
  // it before its own change is numbered (else the two could deadlock; decision 004).
  if (own && body.cell_id !== undefined)
    await tx.select({ id: storageCells.id }).from(storageCells).where(eq(storageCells.id, body.cell_id)).for('update');
  const orderId = body.order_id ?? open ?? (await orderOfItsOwn(tx, ctx, body));
  const { setId, cellName } = await changeOrderIn(tx, ctx, orderId, async (change) => {
    const refusal = refuseChange(change.order.jobStatus, change.order.payStatus);
    if (refusal) throw conflict(refusal);
    // The order first: a take onto an order that is not there, or closed, says so, not that storage is full.
    const cell = await claimCell(tx, body.cell_id);
    const itemId = await seasonLine(change, seasonServiceId, body.set);
    const [set] = await tx
      .insert(tyreSets)
      .values({
        clientId: change.order.clientId,
        carId: change.order.carId,
        plateNumber: change.order.plateNumber,
        count: body.set.count,
        brand: body.set.brand,
        model: body.set.model,
        width: body.set.width ?? null,
        height: body.set.height ?? null,
        radiusId: body.set.radius_id,
        profileId: body.set.profile_id,
        season: body.set.season,
        withRims: body.set.with_rims,
        tread: body.set.tread?.length ? body.set.tread.map((mm) => Math.round(mm * 10)) : null,
        notes: body.set.notes,
        cellId: cell.id,
        storedAt: change.now,
        termUntil: body.term_until,
        takeOrderId: orderId,
        takeItemId: itemId,
        takenBy: ctx.userId,
      })
      .returning({ id: tyreSets.id });
    await tx.insert(tyreSetEvents).values({ setId: set!.id, kind: 'in', at: change.now, cellName: cell.name, orderId, userId: ctx.userId });
    if (own) await doneAtOnce(change);
    await change.audit('storage.set.taken', undefined, { set_id: set!.id, cell: cell.name, term_until: body.term_until });
    change.changed('items');
    return { setId: set!.id, cellName: cell.name };
  });
  if (own) await noCustomerMessages(tx, orderId);
  return { set_id: setId, cell: cellName, order_id: orderId };
}

async function openOrderOfPlate(tx: Db, typed: string): Promise<number | undefined> {
  const [car] = await tx
    .select({ id: cars.id })
    .from(cars)
    .where(eq(cars.plateNumber, normalizePlate(typed)));
  return car ? openOrderOf(tx, car.id) : undefined;
}

/**
 * An order made for storage alone tells the customer nothing: «ваш автомобиль принят» or «машина
 * готова» would be about a car that was never in a bay.
 */
export async function noCustomerMessages(tx: Db, orderId: number): Promise<void> {
  await tx.delete(customerMessages).where(and(eq(customerMessages.orderId, orderId), eq(customerMessages.status, 'pending')));
}

async function sizeExists(tx: Db, radiusId: number, profileId: number) {
  const [radius] = await tx.select({ id: tireRadii.id }).from(tireRadii).where(eq(tireRadii.id, radiusId));
  if (!radius) throw notFound('radius_not_found', { id: radiusId }).on('set.radius_id');
  const [profile] = await tx.select({ id: tireProfiles.id }).from(tireProfiles).where(eq(tireProfiles.id, profileId));
  if (!profile) throw notFound('profile_not_found', { id: profileId }).on('set.profile_id');
}

/**
 * The order a set taken on its own is charged on: made for the known car and the phone given
 * (the car's open order refuses it: the set is taken in from that order then).
 */
async function orderOfItsOwn(tx: Db, ctx: OrderContext, body: StorageTakeBody): Promise<number> {
  const plate = normalizePlate(body.plate_number!);
  const [car] = await tx.select().from(cars).where(eq(cars.plateNumber, plate));
  if (!car) throw notFound('storage_car_unknown', { plate }).on('plate_number');
  return orderForCar(tx, ctx, car, { phone: body.phone ?? null, name: body.name ?? null });
}

/** A new order for a known car, in the caller's transaction (a savepoint): its client by phone, or the car's. */
export async function orderForCar(
  tx: Db,
  ctx: OrderContext,
  car: typeof cars.$inferSelect,
  who: { phone: string | null; name: string | null },
): Promise<number> {
  const [client] = car.clientId ? await tx.select({ phone: clients.phone }).from(clients).where(eq(clients.id, car.clientId)) : [];
  const made = await createOrder(
    { ...ctx, db: tx },
    {
      plate_number: car.plateNumber,
      non_standard: !car.isStandardPlate,
      model_id: car.modelId,
      brand_id: car.brandId,
      brand_name: car.freeBrand,
      model_name: car.freeModel,
      class_id: car.classId,
      phone_number: who.phone ?? client?.phone ?? null,
      name: who.name,
    },
  );
  return made.order_id;
}

/** The order's lines of a storage service at a set's size (radius and profile). */
const lineAtSize = (orderId: number, serviceId: number, set: { radius_id: number; profile_id: number }) =>
  and(
    eq(orderItems.orderId, orderId),
    eq(orderItems.serviceId, serviceId),
    eq(orderItems.radiusId, set.radius_id),
    eq(orderItems.profileId, set.profile_id),
  );

/** The season's line of the set: one of the order's season lines with room for another set, or a new one at the set's size. */
async function seasonLine(change: OrderChange, serviceId: number, set: { radius_id: number; profile_id: number }): Promise<number> {
  const { tx, order } = change;
  const [room] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(
      and(
        // Of the set's own size: a season line of a smaller radius would charge it too little.
        lineAtSize(order.id, serviceId, set),
        sql`${orderItems.status} <> 'canceled'`,
        sql`${orderItems.quantity} > (select count(*) from ${tyreSets} where ${tyreSets.takeItemId} = ${orderItems.id})`,
      ),
    )
    .limit(1);
  if (room) return room.id;
  await addStorageLine(change, serviceId, set, 1);
  const [line] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(lineAtSize(order.id, serviceId, set), sql`${orderItems.status} <> 'canceled'`));
  return line!.id;
}

/**
 * A storage line (the season, or months past the term) added to the order at the set's size; it
 * answers the kopecks added. A clear refusal when the size has no price, or its line is already
 * marked done (another set's: a done line's quantity does not change).
 */
export async function addStorageLine(
  change: OrderChange,
  serviceId: number,
  set: { radius_id: number; profile_id: number },
  quantity: number,
): Promise<number> {
  const { tx, order } = change;
  let priced: { price: number; name: string };
  try {
    priced = await tirePrice(tx, serviceId, set.radius_id, set.profile_id);
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    throw conflict('storage_size_not_priced', { size: await sizeName(tx, set) });
  }
  const [done] = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(lineAtSize(order.id, serviceId, set), eq(orderItems.status, 'done')));
  if (done) throw conflict('storage_line_done', { order: order.id, service: priced.name });
  await changeLine(change, {
    action: 'add',
    service_id: serviceId,
    is_wash_service: false,
    quantity,
    tire_radius_id: set.radius_id,
    tire_profile_id: set.profile_id,
  });
  return priced.price * quantity;
}

async function sizeName(tx: Db, set: { radius_id: number; profile_id: number }): Promise<string> {
  const [radius] = await tx.select({ name: tireRadii.name }).from(tireRadii).where(eq(tireRadii.id, set.radius_id));
  const [profile] = await tx.select({ name: tireProfiles.name }).from(tireProfiles).where(eq(tireProfiles.id, set.profile_id));
  return `${radius?.name ?? ''} ${profile?.name ?? ''}`.trim();
}

/** An order made only for storage is done when made: the work is the set on its shelf; the desk takes the money. */
export async function doneAtOnce({ tx, order, now, audit, changed }: OrderChange): Promise<void> {
  await tx
    .update(orderItems)
    .set({ status: 'done' })
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.status, 'active')));
  await tx.update(orders).set({ jobStatus: 'done', startedAt: now, doneAt: now }).where(eq(orders.id, order.id));
  await audit('order.completed', { job_status: order.jobStatus }, { job_status: 'done' });
  changed('job_status');
}
