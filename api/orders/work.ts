import { and, eq, inArray, sql } from 'drizzle-orm';
import { notice, type Notice } from '../contract/notices';
import type { Refusal } from '../contract/refusals';
import type { Db } from '../db/database';
import { orderItems, orderItemWorkers, orders, workers } from '../db/schema';
import { conflict, notFound } from '../domain/refusal';
import { firstFreeCell, type KeysState } from '../domain/keys';
import { canceledWithLiveTwin } from '../domain/line-twins';
import {
  isFinal,
  refuseAssign,
  refuseCancel,
  refuseCancelItem,
  refuseComplete,
  refuseMarkItem,
  refuseStart,
  type LineState,
} from '../domain/order-rules';
import { changePhone } from './intake';
import { liveServicesOf } from './lines';
import { phoneMoneyNotice } from './phone-money';
import type { OrderRow } from './lock';
import { changeOrder, changeOrderIfAny, type OrderChange, type OrderContext } from './order-change';
import { LOCKS } from '../db/locks';
import { releaseBookingOf } from '../bookings/arrive';
import type { ItemStatus } from '../contract/order-states';

async function itemsWithWorkers(tx: Db, orderId: number) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const assigned = items.length
    ? await tx
        .select({ itemId: orderItemWorkers.orderItemId, n: sql<number>`count(*)` })
        .from(orderItemWorkers)
        .where(
          inArray(
            orderItemWorkers.orderItemId,
            items.map((i) => i.id),
          ),
        )
        .groupBy(orderItemWorkers.orderItemId)
    : [];
  return items
    .filter((i) => i.kind !== 'parking')
    .map((i) => ({ ...i, status: i.status, workerCount: Number(assigned.find((a) => a.itemId === i.id)?.n ?? 0) }));
}

type ItemRow = typeof orderItems.$inferSelect;
const lineOf = (item: ItemRow): LineState => ({ status: item.status, kind: item.kind });

/** `order/set-worker`: the workers of one line (wash workers for wash lines, tyre workers for tyre lines). */
export function setWorkers(ctx: OrderContext, orderId: number, itemId: number, workerIds: readonly number[]) {
  return setAssignments(ctx, orderId, [{ itemId, workerIds }]);
}

/**
 * `order/set-workers`: the workers of several lines at once («Назначить» with every line the
 * master changed), all or nothing in one transaction and one change of the order.
 */
export async function setAssignments(
  ctx: OrderContext,
  orderId: number,
  assignments: ReadonlyArray<{ itemId: number; workerIds: readonly number[] }>,
) {
  await changeOrder(ctx, orderId, async (change) => {
    for (const { itemId, workerIds } of assignments) await assign(change, orderId, itemId, workerIds);
  });
}

async function assign({ tx, order, changed, audit }: OrderChange, orderId: number, itemId: number, workerIds: readonly number[]) {
  const [item] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
  if (!item) throw notFound('item_not_in_order', { id: itemId, order: orderId });
  const refusal = refuseAssign(order.jobStatus, lineOf(item));
  if (refusal) throw conflict(refusal);
  const unique = [...new Set(workerIds)];
  const before = (
    await tx.select({ id: orderItemWorkers.workerId }).from(orderItemWorkers).where(eq(orderItemWorkers.orderItemId, itemId))
  ).map((b) => b.id);
  // A worker switched off since stays on the lines they were on; only an active one may join.
  const found = unique.length
    ? (await tx.select().from(workers).where(inArray(workers.id, unique))).filter((w) => w.isActive || before.includes(w.id))
    : [];
  const missing = unique.filter((id) => !found.some((w) => w.id === id));
  if (missing.length) throw notFound('worker_not_found', { id: missing[0]! });
  const wrongKind = found.find((w) => w.kind !== item.kind);
  if (wrongKind) throw conflict(item.kind === 'wash' ? 'worker_not_wash' : 'worker_not_tire', { name: wrongKind.name });

  // A worker who stays on the line keeps the percent and shares they were assigned with;
  // only the ones who leave are removed and only the new ones take today's.
  const leaving = before.filter((id) => !unique.includes(id));
  const joining = found.filter((w) => !before.includes(w.id));
  // The same workers again (a second tap of «Назначить») change nothing: no audit row, no push.
  if (!leaving.length && !joining.length) return;
  if (leaving.length)
    await tx.delete(orderItemWorkers).where(and(eq(orderItemWorkers.orderItemId, itemId), inArray(orderItemWorkers.workerId, leaving)));
  if (joining.length) {
    await tx
      .insert(orderItemWorkers)
      .values(
        joining.map((w) => ({ orderItemId: itemId, workerId: w.id, commissionPercent: w.commissionPercent, shareWeight: w.shareWeight })),
      );
  }
  await audit('order.item.workers', { item: itemId, workers: before }, { item: itemId, workers: unique });
  changed('workers');
}

/**
 * `order/cancel-item`: cancels a line (`canceled` true) or lifts its cancel (false); a line
 * already so is left as it is while the order is open (on a final one: 409). Without `canceled`
 * the cancel flips, as for old clients.
 */
export function setItemCanceled(ctx: OrderContext, itemId: number, canceled?: boolean) {
  return setItemState(ctx, itemId, {
    action: 'order.item.cancel',
    refuse: async (order, item, tx) => {
      const lines = item.status === 'canceled' ? await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)) : [];
      return refuseCancelItem(order.jobStatus, { ...lineOf(item), liveTwin: canceledWithLiveTwin(lines).has(item.id) }, order.payStatus, {
        liveServices: await liveServicesOf(tx, order.id),
        netPaid: order.totalPaid - order.totalRefunded,
      });
    },
    next: (status) => (status === 'canceled' ? 'active' : 'canceled'),
    // «Not canceled» leaves a done line done.
    already: canceled === undefined ? undefined : (status) => (status === 'canceled') === canceled,
  });
}

/**
 * `order/mark-item`: marks a line done (`done` true) or returns it to work (false); a line
 * already so is left as it is while the order is open (on a final one: 409). Without `done` the
 * mark flips, as for old clients.
 */
export function setItemDone(ctx: OrderContext, itemId: number, done?: boolean) {
  return setItemState(ctx, itemId, {
    action: 'order.item.mark',
    refuse: (order, item) => refuseMarkItem(order.jobStatus, lineOf(item)),
    next: (status) => (status === 'done' ? 'active' : 'done'),
    // «Not done» leaves a canceled line canceled.
    already: done === undefined ? undefined : (status) => (status === 'done') === done,
  });
}

interface ItemChange {
  action: string;
  refuse: (order: OrderRow, item: ItemRow, tx: Db) => Refusal | undefined | Promise<Refusal | undefined>;
  next: (current: ItemStatus) => ItemStatus;
  /** Whether the line is already in the state asked for (undefined: the old toggle, always a change). */
  already?: (current: ItemStatus) => boolean;
}

/**
 * Sets one line's status; the derivation then takes a canceled line out of the money. A line
 * already in the state asked for is no change (a repeat after a lost answer): nothing is
 * written, audited or pushed, while the order is open; on a final one the refusal answers.
 * A parking line is refused either way: it is not the master's.
 */
async function setItemState(ctx: OrderContext, itemId: number, change: ItemChange) {
  const orderId = await orderOfItem(ctx.db, itemId);
  await changeOrder(ctx, orderId, async ({ tx, order, changed, audit }) => {
    // Read again under the order's lock: a concurrent change may have deleted the line.
    const [item] = await tx
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)));
    if (!item) throw notFound('order_item_not_found', { id: itemId });
    const current = item.status;
    // A repeat is no change only on an order still open: on a canceled or done one the stale
    // page is told why nothing can change, not answered as if its tap had worked.
    if (item.kind !== 'parking' && !isFinal(order.jobStatus) && change.already?.(current)) return;
    const refusal = await change.refuse(order, item, tx);
    if (refusal) throw conflict(refusal);
    const next = change.next(current);
    await tx.update(orderItems).set({ status: next }).where(eq(orderItems.id, itemId));
    await audit(change.action, { item: itemId, status: current }, { item: itemId, status: next });
    changed('items');
  });
}

async function orderOfItem(db: Db, itemId: number): Promise<number> {
  const [item] = await db.select({ orderId: orderItems.orderId }).from(orderItems).where(eq(orderItems.id, itemId));
  if (!item) throw notFound('order_item_not_found', { id: itemId });
  return item.orderId;
}

/** `order/started`: waiting -> in progress, when is_can_be_started. */
export async function startOrder(ctx: OrderContext, orderId: number) {
  await changeOrder(ctx, orderId, async ({ tx, order, now, changed, audit }) => {
    const items = await itemsWithWorkers(tx, orderId);
    const refusal = refuseStart(order.jobStatus, items, order.totalPaid - order.totalRefunded);
    if (refusal) throw conflict(refusal);
    await tx.update(orders).set({ jobStatus: 'in_progress', startedAt: now }).where(eq(orders.id, orderId));
    await audit('order.started', { job_status: order.jobStatus }, { job_status: 'in_progress' });
    changed('job_status');
  });
}

/**
 * `order/complete`: in progress -> done; every active line is marked done. A contract
 * client's order is then settled by contract (pay status 4, by the derivation).
 */
export async function completeOrder(ctx: OrderContext, orderId: number) {
  await changeOrder(ctx, orderId, async ({ tx, order, now, changed, audit }) => {
    const refusal = refuseComplete(order.jobStatus, await liveServicesOf(tx, orderId));
    if (refusal) throw conflict(refusal);
    await tx
      .update(orderItems)
      .set({ status: 'done' })
      .where(and(eq(orderItems.orderId, orderId), eq(orderItems.status, 'active')));
    await tx.update(orders).set({ jobStatus: 'done', doneAt: now }).where(eq(orders.id, orderId));
    await audit('order.completed', { job_status: order.jobStatus }, { job_status: 'done' });
    changed('job_status');
  });
}

/**
 * `order/cancel`: from waiting or in progress, and only while no money is on the order. A
 * canceled order costs nothing, so its lines are canceled with it; keys in a cell stay
 * there until the cashier hands them back.
 */
export async function cancelOrder(ctx: OrderContext, orderId: number) {
  await changeOrder(ctx, orderId, async (change) => {
    const netPaid = change.order.totalPaid - change.order.totalRefunded;
    // The services still live are read only when money holds the order: the refusal then says
    // what is left to do. Without money nothing refuses.
    const refusal = refuseCancel(change.order.jobStatus, netPaid, netPaid > 0 ? await liveServicesOf(change.tx, orderId) : 0);
    if (refusal) throw conflict(refusal);
    await cancelWithin(change);
  });
}

/** Cancels the order inside the caller's change: its lines with it, its booking's time free again. */
export async function cancelWithin({ tx, order, changed, audit }: OrderChange) {
  await tx
    .update(orderItems)
    .set({ status: 'canceled' })
    .where(and(eq(orderItems.orderId, order.id), sql`${orderItems.status} <> 'canceled'`));
  await tx.update(orders).set({ jobStatus: 'canceled' }).where(eq(orders.id, order.id));
  await releaseBookingOf(tx, order.id);
  await audit('order.canceled', { job_status: order.jobStatus }, { job_status: 'canceled' });
  changed('job_status', 'items');
}

/** 'Ключи получены': the keys go into the first free cell of the key box. */
export async function keysTaken(ctx: OrderContext, orderId: number) {
  return changeOrder(ctx, orderId, async ({ tx, order, changed, audit }) => {
    if (isFinal(order.jobStatus)) throw conflict('keys_order_final');
    if (order.keysState === 'cell') return order.keyCell;
    // One writer at a time picks a cell; the partial unique index backs this up.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.keyCells})`);
    const taken = await tx.select({ cell: orders.keyCell }).from(orders).where(eq(orders.keysState, 'cell'));
    const cell = firstFreeCell(taken.map((t) => t.cell!).filter(Boolean), ctx.settings.KEY_CELLS);
    if (!cell) throw conflict('key_cells_full', { cells: ctx.settings.KEY_CELLS });
    await tx.update(orders).set({ keysState: 'cell', keyCell: cell }).where(eq(orders.id, orderId));
    await audit('order.keys', keysOf(order), { keys: 'cell', cell });
    changed('keys');
    return cell;
  });
}

/** 'Ключи у клиента': the client keeps the keys; a cell they were in is freed. */
export async function keysLeft(ctx: OrderContext, orderId: number) {
  return changeOrder(ctx, orderId, async ({ tx, order, changed, audit }) => {
    if (isFinal(order.jobStatus)) throw conflict('keys_change_order_final');
    await tx.update(orders).set({ keysState: 'client', keyCell: null }).where(eq(orders.id, orderId));
    await audit('order.keys', keysOf(order), { keys: 'client' });
    changed('keys');
  });
}

const keysOf = (order: OrderRow) => ({ keys: order.keysState as KeysState, cell: order.keyCell });

/**
 * `order/update-phone`: the client follows the phone, and with them the discount and the
 * contract. Answers what it did to the money (`phoneMoneyNotice`).
 */
export async function updatePhone(ctx: OrderContext, orderId: number, phone: string | null): Promise<Notice> {
  return changeOrderIfAny(
    ctx,
    orderId,
    async (change: OrderChange) => {
      const before = await change.current();
      // The phone the order has (sent again): nothing named, the order stays as it was.
      if (!(await changePhone(change, ctx, phone))) return notice('phone_saved');
      change.changed('phone');
      return phoneMoneyNotice(change, ctx, before);
    },
    notice('phone_saved'),
  );
}
