import { inArray, sql } from 'drizzle-orm';
import { rawRows } from '../db/raw-rows';
import { auditLog, bookings, cars, clients, customerMessages, orderItems, orders, smsOutbox } from '../db/schema';
import { closeOrders } from '../test/close-orders';
import { checkMoney } from '../test/sequence-world';
import { addDays, dateOf, hhmm, midnightOf, NO_SHOW_MS, type Held } from './booking-sequences-time';
import type { World } from './booking-sequences-world';
import { errorMessage } from '../logger';

/**
 * What must hold after every step of a booking sequence (api/calls/booking-sequences.test.ts),
 * read from the table itself and from the owner's report, against the test's model.
 */

export type BookingRow = typeof bookings.$inferSelect;

export const bookingRows = (w: World): Promise<BookingRow[]> => w.db.select().from(bookings);

/** The booked rows, as the slot model takes them. */
export const heldOf = (rows: BookingRow[]): Held[] =>
  rows
    .filter((r) => r.status === 'booked')
    .map((r) => ({ id: r.id, bayId: r.bayId, start: r.startsAt.getTime(), end: r.endsAt.getTime() }));

/** Everything a refused call must leave as it was (the code requests' count of wrong codes aside), read in one statement. */
export async function snapshot(w: World): Promise<string> {
  const b = bookings;
  const [row] = await rawRows<Record<string, unknown>>(
    w.db,
    sql`select (select count(*)::int from ${orders}) as orders, (select coalesce(max(${orders.id}), 0) from ${orders}) as last_order,
      (select count(*)::int from ${orderItems}) as items, (select count(*)::int from ${cars}) as cars,
      (select count(*)::int from ${clients}) as clients, (select count(*)::int from ${auditLog}) as audit,
      (select count(*)::int from ${customerMessages}) as messages, (select count(*)::int from ${smsOutbox}) as sms,
      (select coalesce(string_agg(concat_ws(':', ${b.id}, ${b.status}, ${b.bayId}, ${b.startsAt}, ${b.endsAt}, ${b.orderId}, ${b.clientId},
        ${b.updatedAt}), ' ' order by ${b.id}), '') from ${bookings}) as bookings`,
  );
  return JSON.stringify(row);
}

/** A refused call wrote nothing: the snapshot before equals the one after, else the first difference fails the sequence. */
export async function expectNothingWritten(w: World, before: string, what: string): Promise<void> {
  const after = await snapshot(w);
  if (after === before) return;
  const a = JSON.parse(before) as Record<string, unknown>;
  const b = JSON.parse(after) as Record<string, unknown>;
  const key = Object.keys(a).find((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))!;
  // Of the bookings, only the rows that differ.
  const rows = (v: unknown) => String(v).split(' ');
  const [was, is] =
    key === 'bookings'
      ? [rows(a[key]).filter((r) => !rows(b[key]).includes(r)), rows(b[key]).filter((r) => !rows(a[key]).includes(r))]
      : [a[key], b[key]];
  w.fail(`${what} was refused but changed ${key}: ${JSON.stringify(was)} → ${JSON.stringify(is)}`);
}

/** No two booked rows of one bay overlap. */
function checkOverlaps(w: World, rows: BookingRow[]): void {
  const held = heldOf(rows).sort((a, b) => a.bayId - b.bayId || a.start - b.start);
  for (let i = 1; i < held.length; i += 1) {
    const [a, b] = [held[i - 1]!, held[i]!];
    w.expect(a.bayId !== b.bayId || a.end <= b.start, () => `bookings ${a.id} and ${b.id} overlap on bay ${a.bayId} at ${hhmm(b.start)}`);
  }
}

/**
 * Each row is the model's booking: the same status, bay and time as the step that made, moved,
 * took in or cancelled it left (an owner's change moves no booking), arrived ones with their order.
 */
function checkAgainstModel(w: World, rows: BookingRow[]): void {
  w.expect(rows.length === w.bookings.size, () => `${rows.length} rows in bookings, the sequence made ${w.bookings.size}`);
  const orderIds = new Set<number>();
  for (const r of rows) {
    const m = w.bookings.get(r.id);
    if (!m) w.fail(`booking ${r.id} in the table was made by no step`);
    const got = { status: r.status, bay: r.bayId, start: hhmm(r.startsAt.getTime()), end: hhmm(r.endsAt.getTime()), order: r.orderId };
    const want = { status: m.status, bay: m.bayId, start: hhmm(m.start), end: hhmm(m.end), order: m.orderId };
    w.expect(
      JSON.stringify(got) === JSON.stringify(want),
      () => `booking ${r.id} is ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`,
    );
    w.expect((r.status === 'arrived') === (r.orderId !== null), () => `booking ${r.id} (${r.status}) has order ${r.orderId}`);
    if (r.orderId !== null) {
      w.expect(!orderIds.has(r.orderId), () => `order ${r.orderId} is the order of two bookings`);
      orderIds.add(r.orderId);
    }
  }
}

/** Every arrived booking's order exists, and is the order of the booked car (the same plate). */
async function checkOrdersExist(w: World, rows: BookingRow[]): Promise<void> {
  const ids = rows.map((r) => r.orderId).filter((id): id is number => id !== null);
  if (!ids.length) return;
  const found = await w.db.select({ id: orders.id, plate: orders.plateNumber }).from(orders).where(inArray(orders.id, ids));
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  w.expect(missing.length === 0, () => `arrived bookings name orders ${missing.join(', ')} that do not exist`);
  for (const r of rows) {
    const order = found.find((f) => f.id === r.orderId);
    if (order)
      w.expect(order.plate === r.plateNumber, () => `booking ${r.id} of ${r.plateNumber} is the order ${order.id} of ${order.plate}`);
  }
}

/** The owner's report of bookings per day counts what the table holds. */
async function checkReport(w: World, rows: BookingRow[]): Promise<void> {
  if (!rows.length) return;
  const dates = rows.map((r) => dateOf(r.startsAt.getTime())).sort();
  const from = dates[0]!;
  const to = dates[dates.length - 1]!;
  const res = await w.call('owner', 'GET', `report/bookings?from=${from}&to=${to}`);
  w.expect(res.status === 200, () => `report/bookings answered ${res.status}`);
  type Day = { date: string; online: number; staff: number; arrived: number; no_show: number; canceled: number };
  for (const day of res.body.data.days as Day[]) {
    const of = rows.filter((r) => dateOf(r.startsAt.getTime()) === day.date);
    const want = {
      date: day.date,
      online: of.filter((r) => r.source === 'online').length,
      staff: of.filter((r) => r.source === 'staff').length,
      arrived: of.filter((r) => r.status === 'arrived').length,
      no_show: of.filter((r) => r.status === 'no_show').length,
      canceled: of.filter((r) => r.status === 'canceled').length,
    };
    const got = {
      date: day.date,
      online: day.online,
      staff: day.staff,
      arrived: day.arrived,
      no_show: day.no_show,
      canceled: day.canceled,
    };
    w.expect(
      JSON.stringify(got) === JSON.stringify(want),
      () => `report/bookings says ${JSON.stringify(got)}, the table ${JSON.stringify(want)}`,
    );
  }
}

/** Today's cars still expected (the masters' lists, the wall): booked, from 15 minutes ago (and today) to the end of today. */
async function checkToday(w: World, rows: BookingRow[]): Promise<void> {
  const res = await w.call('master', 'GET', 'bookings/today');
  const from = Math.max(midnightOf(dateOf(w.now)), w.now - NO_SHOW_MS);
  const to = midnightOf(addDays(dateOf(w.now), 1));
  const want = rows
    .filter((r) => r.status === 'booked' && r.startsAt.getTime() >= from && r.startsAt.getTime() < to)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id)
    .map((r) => r.id);
  const got = (res.body.data as { id: number }[]).map((b) => b.id);
  w.expect(got.join() === want.join(), () => `bookings/today lists ${got.join(', ')}, the table ${want.join(', ')}`);
}

/**
 * Every order taken from a booking and not closed yet can be closed (api/test/close-orders.ts:
 * started, done, paid to zero, keys handed back), tried in a transaction that is rolled back.
 */
async function checkClosable(w: World): Promise<void> {
  const open = [...w.orders.values()].filter((o) => !o.closed).map((o) => o.id);
  if (!open.length) return;
  const rollback = new Error('rollback');
  await w.db
    .transaction(async (tx) => {
      await closeOrders(tx, w.contexts, open).catch((err: unknown) => w.fail(`orders ${open} cannot be closed: ${errorMessage(err)}`));
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
}

/** The invariants of the table, the report and the money, after a step (every tenth step: the orders can be closed). */
export async function checkAll(w: World): Promise<BookingRow[]> {
  const rows = await bookingRows(w);
  checkOverlaps(w, rows);
  checkAgainstModel(w, rows);
  await checkOrdersExist(w, rows);
  await checkReport(w, rows);
  await checkToday(w, rows);
  await checkMoney(w, w.touched);
  w.touched.clear();
  if (w.step % 10 === 0) await checkClosable(w);
  return rows;
}
