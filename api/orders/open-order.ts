import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_JOB_STATUSES } from '../contract/order-states';
import type { Db } from '../db/database';
import { orders } from '../db/schema';

/** The open order of a car (waiting or in progress), if it has one. */
export async function openOrderOf(db: Db, carId: number): Promise<number | undefined> {
  return (await openOrderOfCar(db, carId))?.id;
}

/** The open order of a car and whether it is still a draft (taken in, no service added yet). */
export async function openOrderOfCar(db: Db, carId: number): Promise<{ id: number; isDraft: boolean } | undefined> {
  const [open] = await db
    .select({ id: orders.id, isDraft: orders.isDraft })
    .from(orders)
    .where(and(eq(orders.carId, carId), inArray(orders.jobStatus, OPEN_JOB_STATUSES)))
    .limit(1);
  return open;
}
