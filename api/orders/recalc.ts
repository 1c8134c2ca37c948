import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { cars, discountGroups, orderItems, orders } from '../db/schema';
import { effectiveDiscount, FIRST_ORDER_REASON, type DiscountSource } from '../domain/discounts';
import { itemMoney, orderTotals } from '../domain/money';
import { currentLoyalty } from './loyalty';

const REASONS: Record<DiscountSource, (groupName: string | null) => string> = {
  manual: () => '',
  group: (group) => group ?? '',
  loyalty: () => 'Скидка постоянного клиента',
  first: () => FIRST_ORDER_REASON,
  none: () => '',
};

/**
 * Applies the order's effective discount to every line and stores the totals. Called after
 * every change of lines or of anything a discount depends on. Parking is never discounted.
 */
export async function recalcOrder(tx: Db, orderId: number, timeZone: string): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const [car] = await tx
    .select({ groupPercent: discountGroups.percent, groupName: discountGroups.name })
    .from(cars)
    .leftJoin(discountGroups, eq(discountGroups.id, cars.discountGroupId))
    .where(eq(cars.id, order.carId));
  const loyalty = order.clientId ? await currentLoyalty(tx, order.clientId, timeZone) : 0;
  const discount = effectiveDiscount({
    manualPercent: order.manualDiscount,
    groupPercent: car?.groupPercent ?? null,
    loyaltyPercent: loyalty,
    isFirstOrder: order.isFirstOrder,
  });

  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const lines = [];
  for (const item of items) {
    const percent = item.kind === 'parking' ? 0 : discount.percent;
    const money = itemMoney(item.price, item.quantity, percent);
    if (money.sum !== item.sum || money.discount !== item.discount || percent !== item.discountPercent || money.sumBeforeDiscount !== item.sumBeforeDiscount) {
      await tx.update(orderItems).set({ ...money, discountPercent: percent }).where(eq(orderItems.id, item.id));
    }
    lines.push({ ...money, canceled: item.status === 'canceled', kind: item.kind });
  }
  const totals = orderTotals(lines);
  const activeKinds = new Set(lines.filter((l) => !l.canceled).map((l) => l.kind));
  await tx
    .update(orders)
    .set({
      discount: discount.percent,
      discountSource: discount.source,
      // A cashier's own reason for a manual discount is kept; the others say where they came from.
      discountReason: discount.source === 'manual' ? order.discountReason : REASONS[discount.source](car?.groupName ?? null),
      sumFinal: totals.sumFinal,
      hasWash: activeKinds.has('wash'),
      hasTire: activeKinds.has('tire'),
    })
    .where(eq(orders.id, orderId));
}
