import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderItems, type orders } from '../db/schema';
import { isPaid } from '../domain/order-rules';
import { recalcOrder } from './recalc';

const HOUR = 3_600_000;
export const PARKING_NAME = 'Парковка';

/**
 * DOMAIN.md 'Parking': an order done more than PARKING_FREE_HOURS ago and not fully paid is
 * charged PARKING_RATE roubles per started hour past them, as one removable 'Парковка'
 * line. A removed charge is not charged again.
 */
export function parkingCharge(doneAt: Date, now: Date, rateRoubles: number, freeHours: number): number {
  const over = now.getTime() - doneAt.getTime() - freeHours * HOUR;
  return over > 0 ? Math.ceil(over / HOUR) * rateRoubles * 100 : 0;
}

export interface ParkingSettings {
  PARKING_RATE: number;
  PARKING_FREE_HOURS: number;
  TZ_BUSINESS: string;
}

/** What the order owes for parking now, in kopecks (0 when it owes nothing). */
export function parkingDue(order: typeof orders.$inferSelect, settings: ParkingSettings, now = new Date()): number {
  if (order.jobStatus !== 'done' || !order.doneAt || isPaid(order.payStatus) || order.parkingRemoved || order.isPayByContract) return 0;
  return parkingCharge(order.doneAt, now, settings.PARKING_RATE, settings.PARKING_FREE_HOURS);
}

/** Brings the order's parking line up to date; returns true when it changed. */
export async function refreshParking(tx: Db, order: typeof orders.$inferSelect, settings: ParkingSettings, now = new Date()): Promise<boolean> {
  const charge = parkingDue(order, settings, now);
  if (charge <= 0) return false;
  const [line] = await tx.select().from(orderItems).where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'parking')));
  if (line?.price === charge) return false;
  if (line) {
    await tx.update(orderItems).set({ price: charge, sumBeforeDiscount: charge, sum: charge }).where(eq(orderItems.id, line.id));
  } else {
    await tx.insert(orderItems).values({
      orderId: order.id,
      kind: 'parking',
      name: PARKING_NAME,
      quantity: 1,
      price: charge,
      sumBeforeDiscount: charge,
      sum: charge,
      status: 'done',
      isRemovable: true,
    });
  }
  await recalcOrder(tx, order.id, settings.TZ_BUSINESS);
  return true;
}
