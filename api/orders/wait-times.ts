import { and, asc, eq, gte, inArray, isNotNull, ne } from 'drizzle-orm';
import { OPEN_JOB_STATUSES } from '../contract/order-states';
import type { Db } from '../db/database';
import { orderItems, orders } from '../db/schema';
import {
  estimateQueue,
  expectedMinutes,
  HISTORY_DAYS,
  lineDurationSamples,
  medianDurations,
  type DoneOrderSample,
  type DurationTable,
  type QueuedOrder,
  type WaitEstimate,
} from '../domain/wait-estimate';

const DAY_MS = 86_400_000;
/**
 * The durations learned from history are read again at most every ten minutes: one more done
 * order hardly moves a median of sixty days, while the queue itself is estimated again on
 * every change (waitTimes reads it each time).
 */
const HISTORY_TTL_MS = 10 * 60_000;
const learned = new WeakMap<Db, { at: number; table: Promise<DurationTable> }>();

/** Median minutes of each service per vehicle class over the done orders of the last HISTORY_DAYS. */
export function durationTable(db: Db, now: Date): Promise<DurationTable> {
  const kept = learned.get(db);
  if (kept && now.getTime() - kept.at < HISTORY_TTL_MS && now.getTime() >= kept.at) return kept.table;
  const table = readHistory(db, now);
  learned.set(db, { at: now.getTime(), table });
  table.catch(() => learned.delete(db));
  return table;
}

async function readHistory(db: Db, now: Date): Promise<DurationTable> {
  const rows = await db
    .select({
      id: orders.id,
      classId: orders.classId,
      startedAt: orders.startedAt,
      doneAt: orders.doneAt,
      serviceId: orderItems.serviceId,
      weight: orderItems.sumBeforeDiscount,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.jobStatus, 'done'),
        gte(orders.doneAt, new Date(now.getTime() - HISTORY_DAYS * DAY_MS)),
        isNotNull(orders.startedAt),
        ne(orderItems.status, 'canceled'),
        ne(orderItems.kind, 'parking'),
        isNotNull(orderItems.serviceId),
      ),
    );
  const byOrder = new Map<number, DoneOrderSample>();
  for (const r of rows) {
    let order = byOrder.get(r.id);
    if (!order) {
      order = { classId: r.classId, startedAt: r.startedAt!.getTime(), doneAt: r.doneAt!.getTime(), lines: [] };
      byOrder.set(r.id, order);
    }
    order.lines.push({ serviceId: r.serviceId!, weight: r.weight });
  }
  return medianDurations([...byOrder.values()].flatMap(lineDurationSamples));
}

/**
 * The estimate of every open order (docs/decisions/039-the-customers-own-page.md): the cars
 * ahead and when it will be ready, from the durations learned and the queue as it is now. An
 * order with a tyre line waits in the tyre queue, any other in the wash queue. The wall display
 * and the customer's page both read it here, so they say the same time.
 */
export async function waitTimes(db: Db, now: Date, history?: DurationTable): Promise<Map<number, WaitEstimate>> {
  return estimateQueue(await openQueue(db, now, history), now.getTime());
}

/**
 * Every open order as the queue estimate takes it: its kind, when it came and started, its
 * expected minutes. `history`: the durations learned, read by the caller before it opened the
 * transaction `db` is (the kept table is the database's, and a transaction is a new object each
 * time: asked of it, the sixty days of history were read again for every view).
 */
export async function openQueue(db: Db, now: Date, history?: DurationTable): Promise<QueuedOrder[]> {
  // One after the other: a booking reads the queue in its transaction, whose connection takes one query at a time.
  const table = history ?? (await durationTable(db, now));
  const open = await db
    .select({
      id: orders.id,
      classId: orders.classId,
      createdAt: orders.createdAt,
      startedAt: orders.startedAt,
      hasTire: orders.hasTire,
      serviceId: orderItems.serviceId,
      kind: orderItems.kind,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        inArray(orders.jobStatus, OPEN_JOB_STATUSES),
        eq(orders.isDraft, false),
        ne(orderItems.status, 'canceled'),
        ne(orderItems.kind, 'parking'),
      ),
    )
    .orderBy(asc(orders.id));
  const queued = new Map<
    number,
    { classId: number; kind: 'wash' | 'tire'; createdAt: number; startedAt: number | null; lines: typeof open }
  >();
  for (const r of open) {
    let order = queued.get(r.id);
    if (!order) {
      order = {
        classId: r.classId,
        kind: r.hasTire ? 'tire' : 'wash',
        createdAt: r.createdAt.getTime(),
        startedAt: r.startedAt?.getTime() ?? null,
        lines: [],
      };
      queued.set(r.id, order);
    }
    order.lines.push(r);
  }
  return [...queued].map(([id, o]): QueuedOrder => ({
    id,
    kind: o.kind,
    createdAt: o.createdAt,
    startedAt: o.startedAt,
    minutes: expectedMinutes(
      o.lines.map((l) => ({ serviceId: l.serviceId, kind: l.kind === 'tire' ? 'tire' : 'wash' })),
      o.classId,
      table,
    ),
  }));
}
