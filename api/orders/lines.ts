import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderItems, orders } from '../db/schema';
import { ORDER_SUM_MAX } from '../domain/money';
import { conflict, invalid, notFound } from '../domain/refusal';
import { refuseChange } from '../domain/order-rules';
import { tirePrice, washPrice } from '../catalogue/prices';
import { orderSumTooBig } from './derive';
import { changeOrder, type OrderChange, type OrderContext } from './order-change';
import { arriveWithOrder, claimBookingForOrder } from '../bookings/arrive';

/** One service line as `new-order/update` names it: the service, and a tyre line's size. */
export interface LineChange {
  action?: 'add' | 'update' | 'delete';
  service_id?: number;
  is_wash_service?: boolean;
  quantity?: number;
  tire_radius_id?: number | null;
  tire_profile_id?: number | null;
}

/** One line of a whole selection (`new-order/lines`). */
export interface WantedLine {
  service_id: number;
  is_wash: boolean;
  quantity: number;
  radius_id?: number | null;
  profile_id?: number | null;
}

/**
 * `new-order/lines`: the order's service lines become the master's selection, all or nothing,
 * in one transaction: new lines are added at today's price, changed quantities re-counted,
 * lines left out deleted. A done line left out stays (the work is billed), and a done line's
 * quantity cannot change. A wash line has no size, whatever was sent with it.
 */
export async function setLines(
  ctx: OrderContext,
  orderId: number,
  wanted: readonly WantedLine[],
  bookingId?: number | null,
): Promise<void> {
  await changeOrder(ctx, orderId, async (change) => {
    const { tx, order, changed } = change;
    const refusal = refuseChange(order.jobStatus, order.payStatus);
    if (refusal) throw conflict(refusal);
    // The booking of a car whose draft was begun without it: the draft's leaving the drafts
    // below marks it arrived (changeOrderIn); an order already taken marks it here.
    const today = { now: change.now, timeZone: ctx.settings.TZ_BUSINESS };
    if (bookingId && (await claimBookingForOrder(tx, bookingId, order, today)) && !order.isDraft)
      await arriveWithOrder(tx, order.id, ctx.userId, change.now);
    const sizeOf = (line: { is_wash: boolean; radius_id?: number | null; profile_id?: number | null }) =>
      line.is_wash ? { radius: null, profile: null } : { radius: line.radius_id ?? null, profile: line.profile_id ?? null };
    const keyOf = (serviceId: number, radius: number | null, profile: number | null) => `${serviceId}:${radius ?? ''}:${profile ?? ''}`;

    const stored = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const current = new Map(
      stored
        .filter((i) => i.status !== 'canceled' && i.kind !== 'parking' && i.serviceId)
        .map((i) => [keyOf(i.serviceId!, i.radiusId, i.profileId), i]),
    );
    const seen = new Set<string>();
    const changes: LineChange[] = [];
    for (const line of wanted) {
      const { radius, profile } = sizeOf(line);
      if (!line.is_wash && (!radius || !profile)) throw invalid('tire_size_required');
      const key = keyOf(line.service_id, radius, profile);
      if (seen.has(key)) throw invalid('service_twice');
      seen.add(key);
      const named = { service_id: line.service_id, is_wash_service: line.is_wash, tire_radius_id: radius, tire_profile_id: profile };
      const existing = current.get(key);
      current.delete(key);
      if (!existing) changes.push({ ...named, action: 'add', quantity: line.quantity });
      else if (existing.quantity !== line.quantity) changes.push({ ...named, action: 'update', quantity: line.quantity });
    }
    for (const left of current.values()) {
      if (left.status === 'done') continue;
      changes.push({
        action: 'delete',
        service_id: left.serviceId!,
        is_wash_service: left.kind === 'wash',
        tire_radius_id: left.radiusId,
        tire_profile_id: left.profileId,
      });
    }
    // Deletions first, so a tyre line moved to another size never meets its old self.
    for (const line of [...changes.filter((c) => c.action === 'delete'), ...changes.filter((c) => c.action !== 'delete')])
      await changeLine(change, line);
    await keepsAService(tx, order.id);
    if (changes.length) changed('items');
  });
}

/** The order's service lines that are not canceled (parking is not a service). */
export async function liveServicesOf(tx: Db, orderId: number): Promise<number> {
  const [left] = await tx
    .select({ n: count() })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), ne(orderItems.kind, 'parking'), ne(orderItems.status, 'canceled')));
  return Number(left?.n ?? 0);
}

/**
 * After a delete, the order must still have a service that is not canceled (`refuseDeleteLine`):
 * the last one is not deleted, the order is canceled instead. Refused, the whole change is undone.
 */
export async function keepsAService(tx: Db, orderId: number): Promise<void> {
  if (!(await liveServicesOf(tx, orderId))) throw conflict('order_last_service');
}

/**
 * One service line added, re-counted or deleted, inside the caller's change of the order. False
 * when there was nothing to do: a line re-counted to the quantity it has (a form sent again).
 */
export async function changeLine({ tx, order, audit }: OrderChange, input: LineChange): Promise<boolean> {
  const serviceId = input.service_id!;
  const isWash = input.is_wash_service ?? !(input.tire_radius_id || input.tire_profile_id);
  const radiusId = isWash ? null : (input.tire_radius_id ?? order.tireRadiusId);
  const profileId = isWash ? null : (input.tire_profile_id ?? order.tireProfileId);
  if (!isWash && (!radiusId || !profileId)) throw invalid('tire_size_required');

  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.serviceId, serviceId)));
  const line = lines.find((l) => l.status !== 'canceled' && l.radiusId === radiusId && l.profileId === profileId);
  const before = line ? { service_id: serviceId, quantity: line.quantity } : null;

  if (input.action === 'delete') {
    if (!line) throw notFound('service_not_in_order', { id: serviceId });
    if (line.status === 'done') throw conflict('delete_item_done');
    await tx.delete(orderItems).where(eq(orderItems.id, line.id));
    await audit('order.item.deleted', before, null);
    return true;
  }

  const quantity = input.quantity ?? 1;
  if (input.action === 'update' && line?.quantity === quantity) return false;
  // Work already done is billed as done: its quantity is not changed afterwards.
  if (line?.status === 'done') throw conflict('change_item_done');
  if (input.action === 'update') {
    if (!line) throw notFound('service_not_in_order', { id: serviceId });
    await tx.update(orderItems).set({ quantity }).where(eq(orderItems.id, line.id));
    await audit('order.item.quantity', before, { service_id: serviceId, quantity });
    return true;
  }

  // add: a second add of the same service counts up the same line.
  if (line) {
    const next = line.quantity + quantity;
    if (next > 99) throw invalid('quantity_too_big');
    await tx.update(orderItems).set({ quantity: next }).where(eq(orderItems.id, line.id));
    await audit('order.item.quantity', before, { service_id: serviceId, quantity: next });
    return true;
  }
  const priced = isWash ? await washPrice(tx, serviceId, order.classId) : await tirePrice(tx, serviceId, radiusId!, profileId!);
  // The order as a whole is checked by its derivation; a line this dear must not reach the table first.
  if (priced.price * quantity > ORDER_SUM_MAX) throw orderSumTooBig(order.id);
  await tx.insert(orderItems).values({
    orderId: order.id,
    serviceId,
    kind: isWash ? 'wash' : 'tire',
    name: priced.name,
    quantity,
    price: priced.price,
    sumBeforeDiscount: priced.price * quantity,
    sum: priced.price * quantity,
    radiusId,
    profileId,
  });
  if (!isWash) await tx.update(orders).set({ tireRadiusId: radiusId, tireProfileId: profileId }).where(eq(orders.id, order.id));
  await audit('order.item.added', undefined, { service_id: serviceId, quantity, radius_id: radiusId, profile_id: profileId });
  return true;
}
