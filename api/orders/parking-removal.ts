import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { notFound } from '../domain/refusal';
import { changeOrder, type OrderContext } from './order-change';

/** `order/remove-parking`: the cashier takes the parking charge off; it is not charged again. */
export async function removeParking(ctx: OrderContext, orderId: number) {
  await changeOrder(ctx, orderId, async ({ tx, order, changed, audit, current }) => {
    // The charge as of now: the clock may not have caught up with the last started hour.
    const parking = (await current()).parking.sum;
    if (parking <= 0 || order.parkingRemoved) throw notFound('no_parking');
    await tx.update(orders).set({ parkingRemoved: true }).where(eq(orders.id, orderId));
    await audit('order.parking.removed', { parking }, { parking: 0 });
    changed('items');
  });
}
