import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderItems, orders, services } from '../db/schema';
import { toRoubles } from '../domain/money';
import { pricesNow } from '../catalogue/prices';
import { parsePlate } from './plate-input';

/**
 * `get-client-recent-orders`: the car's last five finished orders, each with its lines,
 * what it cost then and what it would cost today ('Повторить' on step 3 of the wizard).
 */
export async function recentOrders(db: Db, rawPlate: string) {
  const { plate } = parsePlate(rawPlate, true);
  const recent = await db
    .select()
    .from(orders)
    .where(and(eq(orders.plateNumber, plate), eq(orders.jobStatus, 'done')))
    .orderBy(desc(orders.id))
    .limit(5);
  if (!recent.length) return [];
  const lines = await db
    .select({ item: orderItems, isActive: services.isActive })
    .from(orderItems)
    .leftJoin(services, eq(services.id, orderItems.serviceId))
    .where(
      inArray(
        orderItems.orderId,
        recent.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.id));

  const out = [];
  for (const order of recent) {
    const own = lines.filter((l) => l.item.orderId === order.id && l.item.status !== 'canceled' && l.item.kind !== 'parking');
    const now = await pricesNow(
      db,
      own.map((l) => l.item),
      order.classId,
    );
    const items = own.map((l, i) => ({
      service_id: l.item.serviceId,
      name: l.item.name,
      quantity: l.item.quantity,
      sum: toRoubles(l.item.sumBeforeDiscount),
      sum_now: now[i] == null ? null : toRoubles(now[i]! * l.item.quantity),
      is_wash: l.item.kind === 'wash',
      is_available: Boolean(l.isActive) && now[i] != null,
      radius_id: l.item.radiusId,
      profile_id: l.item.profileId,
    }));
    out.push({
      order_id: order.id,
      datetime: order.createdAt.toISOString(),
      total_sum: toRoubles(order.totalSum),
      total_sum_now: toRoubles(own.reduce((s, l, i) => s + (now[i] ?? 0) * l.item.quantity, 0)),
      items,
    });
  }
  return out;
}
