import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orderItems, orderItemWorkers, orders, workers } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { firstFreeCell, keysText, type KeysState } from '../domain/keys';
import {
  refuseCancel,
  refuseCancelItem,
  refuseComplete,
  refuseMarkItem,
  refuseStart,
  isFinal,
  type ItemStatus,
  type JobStatus,
} from '../domain/order-rules';
import { audit } from './audit';
import { touchOrder } from './change-feed';
import { changePhone } from './intake';
import { lockOrder, type OrderRow } from './lock';
import { recalcOrder } from './recalc';

export interface WorkContext {
  db: Db;
  userId: number;
  timeZone: string;
  keyCells: number;
}

/** Runs one change of an order in a transaction, with the order row locked. */
async function withOrder<T>(ctx: WorkContext, orderId: number, fn: (tx: Db, order: OrderRow) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    return fn(tx, await lockOrder(tx, orderId));
  });
}

async function itemsWithWorkers(tx: Db, orderId: number) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const assigned = items.length
    ? await tx
        .select({ itemId: orderItemWorkers.orderItemId, n: sql<number>`count(*)` })
        .from(orderItemWorkers)
        .where(inArray(orderItemWorkers.orderItemId, items.map((i) => i.id)))
        .groupBy(orderItemWorkers.orderItemId)
    : [];
  return items.map((i) => ({ ...i, workerCount: Number(assigned.find((a) => a.itemId === i.id)?.n ?? 0) }));
}

/** `order/set-worker`: the workers of one line (wash workers for wash lines, tyre workers for tyre lines). */
export async function setWorkers(ctx: WorkContext, orderId: number, itemId: number, workerIds: readonly number[]) {
  await withOrder(ctx, orderId, async (tx, order) => {
    if (isFinal(order.jobStatus as JobStatus)) throw conflict('Заказ завершён, исполнителей изменить нельзя');
    const [item] = await tx.select().from(orderItems).where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
    if (!item) throw notFound(`Услуга №${itemId} не найдена в заказе №${orderId}`);
    if (item.status === 'canceled') throw conflict('Услуга отменена');
    if (item.kind === 'parking') throw conflict('На парковку исполнители не назначаются');
    const unique = [...new Set(workerIds)];
    const found = unique.length
      ? await tx.select().from(workers).where(and(inArray(workers.id, unique), eq(workers.isActive, true)))
      : [];
    const missing = unique.filter((id) => !found.some((w) => w.id === id));
    if (missing.length) throw notFound(`Работник №${missing[0]} не найден`);
    const wrongKind = found.find((w) => w.kind !== item.kind);
    if (wrongKind) throw conflict(`${wrongKind.name} не работает на ${item.kind === 'wash' ? 'мойке' : 'шиномонтаже'}`);

    const before = await tx.select({ id: orderItemWorkers.workerId }).from(orderItemWorkers).where(eq(orderItemWorkers.orderItemId, itemId));
    await tx.delete(orderItemWorkers).where(eq(orderItemWorkers.orderItemId, itemId));
    if (unique.length) await tx.insert(orderItemWorkers).values(unique.map((workerId) => ({ orderItemId: itemId, workerId })));
    await audit(tx, { userId: ctx.userId, action: 'order.item.workers', orderId, before: { item: itemId, workers: before.map((b) => b.id) }, after: { item: itemId, workers: unique } });
    await touchOrder(tx, orderId, ['workers']);
  });
}

/** `order/cancel-item`: cancels a line, or lifts its cancel when called again. */
export function toggleCancelItem(ctx: WorkContext, itemId: number) {
  return toggleItem(ctx, itemId, {
    action: 'order.item.cancel',
    refuse: refuseCancelItem,
    next: (status) => (status === 'canceled' ? 'active' : 'canceled'),
    // A canceled line leaves the totals.
    recalc: true,
  });
}

/** `order/mark-item`: marks a line done, or returns it to work when called again. */
export function toggleMarkItem(ctx: WorkContext, itemId: number) {
  return toggleItem(ctx, itemId, {
    action: 'order.item.mark',
    refuse: refuseMarkItem,
    next: (status) => (status === 'done' ? 'active' : 'done'),
    recalc: false,
  });
}

interface ItemToggle {
  action: string;
  refuse: (order: JobStatus, item: ItemStatus) => string | undefined;
  next: (current: ItemStatus) => ItemStatus;
  recalc: boolean;
}

/** Flips one line's status under the order's lock, with its audit row and change number. */
async function toggleItem(ctx: WorkContext, itemId: number, toggle: ItemToggle) {
  const orderId = await orderOfItem(ctx.db, itemId);
  await withOrder(ctx, orderId, async (tx, order) => {
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, itemId));
    const current = item!.status as ItemStatus;
    const refusal = toggle.refuse(order.jobStatus as JobStatus, current);
    if (refusal) throw conflict(refusal);
    const next = toggle.next(current);
    await tx.update(orderItems).set({ status: next }).where(eq(orderItems.id, itemId));
    await audit(tx, { userId: ctx.userId, action: toggle.action, orderId, before: { item: itemId, status: current }, after: { item: itemId, status: next } });
    if (toggle.recalc) await recalcOrder(tx, orderId, ctx.timeZone);
    await touchOrder(tx, orderId, ['items']);
  });
}

async function orderOfItem(db: Db, itemId: number): Promise<number> {
  const [item] = await db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.id, itemId));
  if (!item) throw notFound(`Услуга заказа №${itemId} не найдена`);
  return item.orderId;
}

/** `order/started`: waiting -> in progress, when is_can_be_started. */
export async function startOrder(ctx: WorkContext, orderId: number) {
  await withOrder(ctx, orderId, async (tx, order) => {
    const items = await itemsWithWorkers(tx, orderId);
    const refusal = refuseStart(order.jobStatus as JobStatus, items.map((i) => ({ status: i.status as ItemStatus, workerCount: i.workerCount })));
    if (refusal) throw conflict(refusal);
    await tx.update(orders).set({ jobStatus: 'in_progress', startedAt: new Date() }).where(eq(orders.id, orderId));
    await audit(tx, { userId: ctx.userId, action: 'order.started', orderId, before: { job_status: order.jobStatus }, after: { job_status: 'in_progress' } });
    await touchOrder(tx, orderId, ['job_status']);
  });
}

/**
 * `order/complete`: in progress -> done; every active line is marked done. A done order of
 * a company that pays by contract is settled by contract (pay status 4).
 */
export async function completeOrder(ctx: WorkContext, orderId: number) {
  await withOrder(ctx, orderId, async (tx, order) => {
    const refusal = refuseComplete(order.jobStatus as JobStatus);
    if (refusal) throw conflict(refusal);
    await tx.update(orderItems).set({ status: 'done' }).where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, 'active')));
    const settled = order.isPayByContract && order.payStatus !== 3;
    const now = new Date();
    await tx
      .update(orders)
      .set({ jobStatus: 'done', doneAt: now, ...(settled ? { payStatus: 4, payAt: now } : {}) })
      .where(eq(orders.id, orderId));
    await audit(tx, {
      userId: ctx.userId,
      action: 'order.completed',
      orderId,
      before: { job_status: order.jobStatus, pay_status: order.payStatus },
      after: { job_status: 'done', pay_status: settled ? 4 : order.payStatus },
    });
    await touchOrder(tx, orderId, settled ? ['job_status', 'pay_status'] : ['job_status']);
  });
}

/** `order/cancel`: from waiting or in progress, and only while nothing has been paid. */
export async function cancelOrder(ctx: WorkContext, orderId: number) {
  await withOrder(ctx, orderId, async (tx, order) => {
    const refusal = refuseCancel(order.jobStatus as JobStatus, order.totalPaid);
    if (refusal) throw conflict(refusal);
    // The key cell is freed: the car leaves with its keys.
    const keys = order.keysState === 'cell' ? { keysState: 'returned' as const } : {};
    await tx.update(orders).set({ jobStatus: 'canceled', ...keys }).where(eq(orders.id, orderId));
    await audit(tx, { userId: ctx.userId, action: 'order.canceled', orderId, before: { job_status: order.jobStatus }, after: { job_status: 'canceled' } });
    await touchOrder(tx, orderId, ['job_status']);
  });
}

/** 'Ключи получены': the keys go into the first free cell of the key box. */
export async function keysTaken(ctx: WorkContext, orderId: number) {
  return withOrder(ctx, orderId, async (tx, order) => {
    if (isFinal(order.jobStatus as JobStatus)) throw conflict('Заказ завершён, ключи уже не принимаются');
    if (order.keysState === 'cell') return keysText('cell', order.keyCell);
    // One writer at a time picks a cell; the partial unique index backs this up.
    await tx.execute(sql`select pg_advisory_xact_lock(72634104)`);
    const taken = await tx.select({ cell: orders.keyCell }).from(orders).where(eq(orders.keysState, 'cell'));
    const cell = firstFreeCell(taken.map((t) => t.cell!).filter(Boolean), ctx.keyCells);
    if (!cell) throw conflict(`Все ${ctx.keyCells} ячеек для ключей заняты`);
    await tx.update(orders).set({ keysState: 'cell', keyCell: cell }).where(eq(orders.id, orderId));
    await audit(tx, { userId: ctx.userId, action: 'order.keys', orderId, before: keysOf(order), after: { keys: 'cell', cell } });
    await touchOrder(tx, orderId, ['keys']);
    return keysText('cell', cell);
  });
}

/** 'Ключи у клиента': the client keeps the keys; a cell they were in is freed. */
export async function keysLeft(ctx: WorkContext, orderId: number) {
  return withOrder(ctx, orderId, async (tx, order) => {
    if (isFinal(order.jobStatus as JobStatus)) throw conflict('Заказ завершён, ключи изменить нельзя');
    await tx.update(orders).set({ keysState: 'client', keyCell: null }).where(eq(orders.id, orderId));
    await audit(tx, { userId: ctx.userId, action: 'order.keys', orderId, before: keysOf(order), after: { keys: 'client' } });
    await touchOrder(tx, orderId, ['keys']);
    return keysText('client', null);
  });
}

const keysOf = (order: OrderRow) => ({ keys: order.keysState as KeysState, cell: order.keyCell });

/** `order/update-phone`. */
export async function updatePhone(ctx: WorkContext, orderId: number, phone: string | null) {
  await withOrder(ctx, orderId, async (tx, order) => {
    await changePhone(tx, ctx.userId, order, phone);
    await recalcOrder(tx, orderId, ctx.timeZone);
    await touchOrder(tx, orderId, ['phone']);
  });
}
