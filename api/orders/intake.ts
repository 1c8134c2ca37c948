import { newPublicToken } from '../public/token';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, cars, clients, companies, models, orders, vehicleClasses } from '../db/schema';
import { conflict, invalid, notFound } from '../domain/refusal';
import { changeLine, keepsAService, type LineChange } from './lines';
import { normalizePhone } from '../contract/phones';
import { openOrderOf, openOrderOfCar } from './open-order';
import { refuseChange, refuseEditPhone } from '../domain/order-rules';
import { currentLoyalty } from './loyalty';
import { changeOrderIfAny, changeOrderIn, type OrderChange, type OrderContext } from './order-change';
import { clientTerms, groupTerms } from './terms';
import { parsePlate } from './plate-input';
import { takeBookingIntoOrder } from '../bookings/arrive';
import { resolveCarIdentity } from './car-identity';
import { carBrandJoin, carNames } from './car-name';
import type { NewOrderBody } from '../contract/intake';

/** `new-order/check-plate`: is the car known, and what the form can be prefilled with. */
export async function checkPlate(ctx: OrderContext, raw: string, nonStandard?: boolean) {
  const { plate } = parsePlate(raw, nonStandard);
  const [row] = await ctx.db
    .select({ car: cars, model: models, brand: brands, client: clients, company: companies })
    .from(cars)
    .leftJoin(models, eq(models.id, cars.modelId))
    .leftJoin(brands, carBrandJoin)
    .leftJoin(clients, eq(clients.id, cars.clientId))
    .leftJoin(companies, eq(companies.id, clients.companyId))
    .where(eq(cars.plateNumber, plate));
  if (!row) {
    return {
      plate_number: plate,
      is_new: true,
      client_id: null,
      client_phone: null,
      client_name: null,
      client_company: null,
      loyalty_discount: 0,
      brand_id: null,
      model_id: null,
      brand_name: null,
      model_name: null,
      class_id: null,
      open_order_id: null,
      open_order_is_draft: false,
    };
  }
  const open = await openOrderOfCar(ctx.db, row.car.id);
  const names = carNames({
    brand: row.brand?.name ?? null,
    model: row.model?.name ?? null,
    freeBrand: row.car.freeBrand,
    freeModel: row.car.freeModel,
  });
  return {
    plate_number: plate,
    is_new: false,
    client_id: row.client?.id ?? null,
    client_phone: row.client?.phone ?? null,
    client_name: row.client?.name ?? null,
    client_company: row.company?.name ?? null,
    // A contract client's orders take the company's terms only (decision 027): no loyalty to show.
    loyalty_discount:
      row.client && !row.company?.paysByContract ? await currentLoyalty(ctx.db, row.client.id, ctx.settings.TZ_BUSINESS, ctx.now()) : 0,
    brand_id: row.brand?.id ?? null,
    model_id: row.car.modelId,
    brand_name: names.brand_name,
    model_name: names.model_name,
    class_id: row.car.classId,
    open_order_id: open?.id ?? null,
    // A draft is an order begun in the wizard and left before its services: the wizard goes on with it.
    open_order_is_draft: open?.isDraft ?? false,
  };
}

export type NewOrderInput = NewOrderBody;

/**
 * `new-order`: the car (a car belongs to its last client), the client (found by phone),
 * and a waiting order without lines. A car with an open order gets no second one.
 */
export async function createOrder(ctx: OrderContext, input: NewOrderInput): Promise<{ order_id: number; client_id: number | null }> {
  const { plate, isStandard } = parsePlate(input.plate_number, input.non_standard);
  const phone = input.phone_number ? normalizePhone(input.phone_number) : undefined;
  if (input.phone_number && !phone) throw invalid('phone_invalid');
  const name = input.name?.trim() || null;

  return ctx.db.transaction(async (tx) => {
    const identity = await resolveCarIdentity(tx, input);
    const [klass] = await tx.select().from(vehicleClasses).where(eq(vehicleClasses.id, input.class_id));
    if (!klass) throw notFound('class_not_found', { id: input.class_id });

    const clientId = await resolveClient(tx, { phone, name, clientId: input.client_id ?? null });

    // A new plate is inserted unless another order for it is being taken at this moment;
    // then that car is the one (and its open order refuses this one).
    let [existing] = await tx.select().from(cars).where(eq(cars.plateNumber, plate)).for('update');
    let carId: number | undefined;
    if (!existing) {
      const [car] = await tx
        .insert(cars)
        .values({ plateNumber: plate, isStandardPlate: isStandard, ...identity, classId: klass.id, clientId })
        .onConflictDoNothing({ target: cars.plateNumber })
        .returning({ id: cars.id });
      carId = car?.id;
      if (!carId) [existing] = await tx.select().from(cars).where(eq(cars.plateNumber, plate)).for('update');
    }
    if (existing) {
      const open = await openOrderOf(tx, existing.id);
      if (open) throw conflict('car_has_open_order', { order: open });
      await tx
        .update(cars)
        .set({ ...identity, classId: klass.id, clientId: clientId ?? existing.clientId, isStandardPlate: isStandard })
        .where(eq(cars.id, existing.id));
      carId = existing.id;
    }
    if (carId === undefined) throw new Error(`no car for ${plate}`);
    const orderClientId = clientId ?? existing?.clientId ?? null;
    const now = ctx.now();
    const [order] = await tx
      .insert(orders)
      .values({
        createdAt: now,
        publicToken: newPublicToken(),
        carId,
        clientId: orderClientId,
        masterId: ctx.userId,
        plateNumber: plate,
        classId: klass.id,
        comment: input.comment?.trim() ?? '',
        ...(await clientTerms(tx, orderClientId, null, now, ctx.settings.TZ_BUSINESS)),
        ...(await groupTerms(tx, carId)),
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    if (input.booking_id)
      await takeBookingIntoOrder(tx, input.booking_id, { id: orderId, plate }, { now, timeZone: ctx.settings.TZ_BUSINESS });
    await changeOrderIn(tx, ctx, orderId, async ({ audit, changed }) => {
      await audit('order.created', undefined, {
        plate,
        model_id: identity.modelId,
        ...(identity.modelId ? {} : { brand_id: identity.brandId, free_brand: identity.freeBrand, free_model: identity.freeModel }),
        class_id: klass.id,
        client_id: orderClientId,
      });
      changed('created');
    });
    return { order_id: orderId, client_id: orderClientId };
  });
}

/**
 * The client with this phone, created (with this name) when there is none. Two orders taken
 * at once for a new number make one client: the second insert waits for the first and
 * finds it. A merge or an erasure of that client under way is waited for, and what it left
 * is read: the client joined, or a phone free again (then it is inserted anew).
 */
export async function clientWithPhone(tx: Db, phone: string, name: string | null) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const [created] = await tx.insert(clients).values({ phone, name }).onConflictDoNothing({ target: clients.phone }).returning();
    if (created) return created;
    const found = await survivingClientOfPhone(tx, phone);
    if (found) return found;
  }
  throw new Error(`no client for ${phone}`);
}

/**
 * The client a phone leads to, locked until the transaction ends: a client merged into another
 * (the same person under two phones, api/clients/merge.ts) leads to the one they were merged
 * into; an erased one to nobody (its phone is gone). Locking waits for a merge or an erasure
 * of that client under way and reads the row as it left it.
 */
export async function survivingClientOfPhone(tx: Db, phone: string) {
  const [found] = await tx.select().from(clients).where(eq(clients.phone, phone)).for('no key update');
  if (!found?.mergedIntoId) return found;
  const [survivor] = await tx.select().from(clients).where(eq(clients.id, found.mergedIntoId)).for('no key update');
  return survivor && !survivor.forgottenAt ? survivor : undefined;
}

/** A client is found by phone; without a phone, the one the form named (if any). */
async function resolveClient(
  tx: Db,
  input: { phone: string | undefined; name: string | null; clientId: number | null },
): Promise<number | null> {
  if (input.phone) {
    const client = await clientWithPhone(tx, input.phone, input.name);
    if (input.name && input.name !== client.name) await tx.update(clients).set({ name: input.name }).where(eq(clients.id, client.id));
    return client.id;
  }
  if (input.clientId) {
    const [named] = await tx.select().from(clients).where(eq(clients.id, input.clientId));
    if (!named) throw notFound('client_not_found', { id: input.clientId });
    // A form opened before a merge names the merged client; one opened before an erasure, nobody.
    const [client] = named.mergedIntoId ? await tx.select().from(clients).where(eq(clients.id, named.mergedIntoId)) : [named];
    if (!client || client.forgottenAt) return input.name ? resolveClient(tx, { ...input, clientId: null }) : null;
    if (input.name && input.name !== client.name) await tx.update(clients).set({ name: input.name }).where(eq(clients.id, client.id));
    return client.id;
  }
  if (input.name) {
    const [created] = await tx.insert(clients).values({ name: input.name }).returning({ id: clients.id });
    return created!.id;
  }
  return null;
}

export interface UpdateOrderInput extends LineChange {
  order_id: number;
  phone?: string | null;
  comment?: string | null;
}

/**
 * `new-order/update`: one service line added, re-counted or deleted, and/or the comment.
 * Lines change only while the order can be changed (waiting or in progress, not paid).
 */
export async function updateOrder(ctx: OrderContext, input: UpdateOrderInput): Promise<void> {
  await changeOrderIfAny(
    ctx,
    input.order_id,
    async (change) => {
      const { tx, order, audit, changed } = change;
      if (input.action) {
        const refusal = refuseChange(order.jobStatus, order.payStatus);
        if (refusal) throw conflict(refusal);
        // A line re-counted to the quantity it has names nothing: the order stays as it was.
        if (await changeLine(change, input)) changed('items');
        // The last service is not deleted: the order would vanish from the lists (refuseDeleteLine).
        if (input.action === 'delete') await keepsAService(tx, order.id);
      }
      if (input.comment !== undefined && input.comment !== null && input.comment !== order.comment) {
        await tx.update(orders).set({ comment: input.comment }).where(eq(orders.id, order.id));
        await audit('order.comment', { comment: order.comment }, { comment: input.comment });
        changed('comment');
      }
      // The wizard's step 2 sends the phone the order has: nothing named, the order stays as it was.
      if (input.phone !== undefined && input.phone !== null && (await changePhone(change, ctx, input.phone))) changed('phone');
    },
    undefined,
  );
}

/**
 * The client's phone, changed while the order is not done or canceled. The phone identifies the client: a known
 * number moves the order (and the car) to that client, with that client's terms. Answers whether anything changed.
 */
export async function changePhone({ tx, order, now, audit }: OrderChange, ctx: OrderContext, raw: string | null): Promise<boolean> {
  const phone = raw ? normalizePhone(raw) : null;
  if (raw && !phone) throw invalid('phone_invalid');
  const [current] = order.clientId ? await tx.select().from(clients).where(eq(clients.id, order.clientId)) : [];
  if ((current?.phone ?? null) === phone) return false;
  const owner = phone ? await survivingClientOfPhone(tx, phone) : undefined;
  // Another phone of the same person (merged into this client): nothing changes, terms included.
  if (owner && owner.id === order.clientId) return false;
  // Only a change is refused on a done or canceled order: the same number sent again (the
  // wizard's step 2 passed through on a finished order) changes nothing and is no error.
  const refusal = refuseEditPhone(order.jobStatus);
  if (refusal) throw conflict(refusal);

  let clientId: number | null = null;
  if (phone) {
    if (owner) clientId = owner.id;
    // A client without a phone takes it; never one erased or merged, who is nobody now.
    else if (current && !current.phone && !current.forgottenAt && !current.mergedIntoId) {
      await tx.update(clients).set({ phone }).where(eq(clients.id, current.id));
      clientId = current.id;
    } else {
      clientId = (await clientWithPhone(tx, phone, current?.name ?? null)).id;
    }
  } else if (current) {
    const [created] = await tx.insert(clients).values({ phone: null, name: current.name }).returning({ id: clients.id });
    clientId = created!.id;
  }
  const terms = await clientTerms(tx, clientId, order.id, now, ctx.settings.TZ_BUSINESS);
  await tx
    .update(orders)
    .set({ clientId, ...terms })
    .where(eq(orders.id, order.id));
  await tx.update(cars).set({ clientId }).where(eq(cars.id, order.carId));
  await audit(
    'order.phone',
    {
      phone: current?.phone ?? null,
      client_id: order.clientId,
      first_order: order.isFirstOrder,
      contract: order.isPayByContract,
      loyalty: order.loyaltyPercent,
    },
    { phone, client_id: clientId, first_order: terms.isFirstOrder, contract: terms.isPayByContract, loyalty: terms.loyaltyPercent },
  );
  return true;
}
