import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderItems, orders, payments } from '../db/schema';
import type { KeysState } from '../domain/keys';
import { formatRoubles, ORDER_SUM_MAX } from '../domain/money';
import { deriveOrderState, type OrderFacts, type OrderState } from '../domain/order-state';
import { conflict } from '../domain/refusal';
import { PARKING_NAME, type ParkingRules } from '../domain/parking';
import type { OrderRow } from './lock';

export interface DeriveSettings {
  PARKING_RATE: number;
  PARKING_FREE_HOURS: number;
  PARKING_MAX: number;
}

/** The settings in roubles and hours, as kopecks for the derivation. */
export function parkingRules(settings: DeriveSettings): ParkingRules {
  return { rate: settings.PARKING_RATE * 100, freeHours: settings.PARKING_FREE_HOURS, max: settings.PARKING_MAX * 100 };
}

type ItemRow = typeof orderItems.$inferSelect & { workerCount: number };

/**
 * Everything the derivation reads about one order: its row (with the terms it was taken
 * on), its lines with their workers, and its payments and refunds.
 */
export async function loadFacts(tx: Db, order: OrderRow): Promise<{ facts: OrderFacts; items: ItemRow[] }> {
  // One after the other: a transaction's one connection takes one query at a time.
  const [money] = await tx
    .select({
      paid: sql<string>`coalesce(sum(${payments.sum}) filter (where ${payments.kind} = 'payment'), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.sum}) filter (where ${payments.kind} = 'refund'), 0)`,
    })
    .from(payments)
    .where(eq(payments.orderId, order.id));
  const items = await tx
    .select({
      item: orderItems,
      workerCount: sql<string>`(select count(*) from order_item_workers w where w.order_item_id = ${orderItems.id})`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const all = items.map((r) => ({ ...r.item, workerCount: Number(r.workerCount) }));
  const facts: OrderFacts = {
    jobStatus: order.jobStatus,
    keysState: order.keysState as KeysState,
    doneAt: order.doneAt,
    payAt: order.payAt,
    lines: all
      .filter((i) => i.kind !== 'parking')
      .map((i) => ({
        id: i.id,
        kind: i.kind as 'wash' | 'tire',
        price: i.price,
        quantity: i.quantity,
        status: i.status,
        workerCount: i.workerCount,
      })),
    discount: {
      manualPercent: order.manualDiscount,
      manualReason: order.manualReason,
      groupPercent: order.groupPercent,
      groupName: order.groupName,
      loyaltyPercent: order.loyaltyPercent,
    },
    isFirstOrder: order.isFirstOrder,
    firstOrderPercent: order.firstOrderPercent,
    isPayByContract: order.isPayByContract,
    paid: Number(money?.paid ?? 0),
    refunded: Number(money?.refunded ?? 0),
    parking: {
      removed: order.parkingRemoved,
      stoppedAt: order.parkingStoppedAt,
      charged: { hours: order.parkingHours, rate: order.parkingRate, sum: order.parkingSum, capped: order.parkingCapped },
    },
  };
  return { facts, items: all };
}

/** The figures of an order at `now`, from its facts, without writing anything. */
export async function currentState(tx: Db, order: OrderRow, now: Date, settings: DeriveSettings): Promise<OrderState> {
  const { facts } = await loadFacts(tx, order);
  return deriveOrderState(facts, now, parkingRules(settings));
}

/** The stored figures that, when they change, are a change of the order's money. */
export function moneyOf(
  o: Pick<OrderRow, 'sumFinal' | 'paySum' | 'refundDue' | 'payStatus' | 'discount' | 'parkingSum' | 'totalPaid' | 'totalRefunded'>,
) {
  return {
    sum_final: o.sumFinal,
    pay_sum: o.paySum,
    refund_due: o.refundDue,
    pay_status: o.payStatus,
    discount: o.discount,
    parking: o.parkingSum,
    paid: o.totalPaid,
    refunded: o.totalRefunded,
  };
}

/**
 * The refusal of a change that would take an order's services past ORDER_SUM_MAX. It names
 * the order: a price saved with «re-price open orders» may be refused for one of many.
 */
export const orderSumTooBig = (orderId: number) => conflict('order_sum_too_big', { order: orderId, max: formatRoubles(ORDER_SUM_MAX) });

/**
 * Derives the order's state at `now` from its facts (re-read inside the transaction, after
 * whatever changed them) and writes it: each line's money, the parking line, and the
 * order's figures. Answers the state and the names of what changed.
 */
export async function deriveAndStore(
  tx: Db,
  orderId: number,
  now: Date,
  settings: DeriveSettings,
): Promise<{ state: OrderState; row: OrderRow }> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} is gone`);
  const { facts, items } = await loadFacts(tx, order);
  const state = deriveOrderState(facts, now, parkingRules(settings));
  // Refused before anything is written: the change that got here is rolled back whole. The
  // services count, not parking: a clock's charge (a few thousand at most) must never make a
  // done order refuse its own payment.
  if (Math.max(state.totalSum, ...state.lines.map((l) => l.sumBeforeDiscount)) > ORDER_SUM_MAX) throw orderSumTooBig(orderId);

  for (const line of state.lines) {
    const item = items.find((i) => i.id === line.id)!;
    if (
      item.sum !== line.sum ||
      item.discount !== line.discount ||
      item.sumBeforeDiscount !== line.sumBeforeDiscount ||
      item.discountPercent !== line.discountPercent
    ) {
      await tx
        .update(orderItems)
        .set({ sumBeforeDiscount: line.sumBeforeDiscount, discount: line.discount, sum: line.sum, discountPercent: line.discountPercent })
        .where(eq(orderItems.id, line.id));
    }
  }
  await storeParkingLine(
    tx,
    order.id,
    items.find((i) => i.kind === 'parking'),
    state.parking.sum,
  );

  const [row] = await tx
    .update(orders)
    .set({
      discount: state.discount.percent,
      discountSource: state.discount.source,
      discountReason: state.discount.reason,
      hasWash: state.hasWash,
      hasTire: state.hasTire,
      totalSum: state.totalSum,
      discountSum: state.discountSum,
      parkingSum: state.parking.sum,
      parkingHours: state.parking.hours,
      parkingRate: state.parking.rate,
      parkingCapped: state.parking.capped,
      parkingStoppedAt: state.parkingStoppedAt,
      deriveAt: state.deriveAt,
      sumFinal: state.sumFinal,
      totalPaid: state.paid,
      totalRefunded: state.refunded,
      paySum: state.paySum,
      refundDue: state.refundDue,
      payStatus: state.payStatus,
      payAt: state.payAt,
      needsCashier: state.needsCashier,
      isDraft: state.isDraft,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return { state, row: row! };
}

/** One 'Парковка' line carries the charge (never discounted); none while nothing is charged. */
async function storeParkingLine(tx: Db, orderId: number, line: ItemRow | undefined, sum: number): Promise<void> {
  if (sum <= 0) {
    if (line) await tx.delete(orderItems).where(and(eq(orderItems.id, line.id), eq(orderItems.kind, 'parking')));
    return;
  }
  const money = { price: sum, sumBeforeDiscount: sum, discount: 0, sum, discountPercent: 0 };
  if (!line) {
    await tx
      .insert(orderItems)
      .values({ orderId, kind: 'parking', name: PARKING_NAME, quantity: 1, status: 'done', isRemovable: true, ...money });
  } else if (line.sum !== sum || line.price !== sum) {
    await tx.update(orderItems).set(money).where(eq(orderItems.id, line.id));
  }
}
