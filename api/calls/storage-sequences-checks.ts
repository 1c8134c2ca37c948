import { inArray } from 'drizzle-orm';
import { orderItems, orders, storageCells, tyreSets } from '../db/schema';
import { closeOrders } from '../test/close-orders';
import { checkMoney } from '../test/sequence-world';
import { addDays, startOf, type World } from './storage-sequences-world';
import { errorMessage } from '../logger';

/**
 * What must hold after every step of a storage sequence (api/calls/storage-sequences.test.ts),
 * read from the tables, the storage board, the storage report and the orders' pages, against
 * the test's record of what it took in and gave back.
 */

type SetRow = typeof tyreSets.$inferSelect;
type CellRow = typeof storageCells.$inferSelect;

/** One set per cell, each stored set in a cell in use, none given back in a cell; the sets are the ones the sequence made. */
function checkCells(w: World, sets: SetRow[], cells: CellRow[]): void {
  const cellById = new Map(cells.map((c) => [c.id, c]));
  const holder = new Map<number, number>();
  for (const s of sets) {
    const m = w.sets.get(s.id);
    if (!m) w.fail(`set ${s.id} in the table was taken by no step`);
    const stored = s.givenAt === null;
    w.expect(
      stored === !m.given,
      () => `set ${s.id} is ${stored ? 'stored' : 'given back'}, the sequence ${m.given ? 'gave it' : 'did not'}`,
    );
    if (!stored) {
      w.expect(s.cellId === null, () => `set ${s.id} given back still holds cell ${s.cellId}`);
      continue;
    }
    const cell = s.cellId === null ? undefined : cellById.get(s.cellId);
    w.expect(cell !== undefined, () => `stored set ${s.id} holds no cell (${s.cellId})`);
    w.expect(cell!.isActive, () => `stored set ${s.id} lies in ${cell!.name}, a cell out of use`);
    const other = holder.get(cell!.id);
    w.expect(other === undefined, () => `sets ${other} and ${s.id} both lie in ${cell!.name}`);
    holder.set(cell!.id, s.id);
  }
  // Cell names are unique as a person reads them (a Russian «А» rack would print as the rack A).
  const latin = (name: string) => name.toUpperCase().replace(/[АВЕКМНОРСТХУ]/g, (ch) => 'ABEKMHOPCTXY'['АВЕКМНОРСТХУ'.indexOf(ch)]!);
  const names = new Set(cells.map((c) => latin(c.name)));
  w.expect(names.size === cells.length, () => `two cells print alike: ${cells.map((c) => c.name).join(' ')}`);
  w.expect(sets.length === w.sets.size, () => `${sets.length} sets in the table, the sequence took ${w.sets.size}`);
}

/** The board says what the tables hold: the figures, and each cell's set. */
async function checkBoard(w: World, sets: SetRow[], cells: CellRow[]): Promise<void> {
  const res = await w.call(w.rng.pick(['master', 'cashier', 'owner'] as const), 'GET', 'storage/board');
  w.expect(res.status === 200, () => `storage/board answered ${res.status}`);
  const board = res.body.data as {
    cells: number;
    free: number;
    stored: number;
    overdue: number;
    racks: { cells: { id: number; is_active: boolean; set: { id: number } | null }[] }[];
  };
  const stored = sets.filter((s) => s.givenAt === null);
  const held = new Map(stored.map((s) => [s.cellId!, s.id]));
  const want = {
    cells: cells.filter((c) => c.isActive).length,
    free: cells.filter((c) => c.isActive && !held.has(c.id)).length,
    stored: stored.length,
    overdue: stored.filter((s) => s.termUntil < w.today).length,
  };
  const got = { cells: board.cells, free: board.free, stored: board.stored, overdue: board.overdue };
  w.expect(
    JSON.stringify(got) === JSON.stringify(want),
    () => `storage/board says ${JSON.stringify(got)}, the tables ${JSON.stringify(want)}`,
  );
  const drawn = board.racks.flatMap((r) => r.cells);
  w.expect(drawn.length === cells.length, () => `the board draws ${drawn.length} cells of ${cells.length}`);
  for (const c of drawn)
    w.expect(
      (c.set?.id ?? null) === (held.get(c.id) ?? null),
      () => `the board puts set ${c.set?.id} in cell ${c.id}, the table ${held.get(c.id)}`,
    );
}

/**
 * Every set's season is a line of its take order (unless that order was canceled or the
 * sequence removed the line: then it is stored for free); no season line holds more sets than
 * its quantity. A set given back past its term has its months on the order it went back on.
 */
async function checkLines(w: World, sets: SetRow[]): Promise<void> {
  const orderIds = [...new Set(sets.flatMap((s) => [s.takeOrderId, s.giveOrderId]).filter((id): id is number => id !== null))];
  const rows = orderIds.length ? await w.db.select().from(orders).where(inArray(orders.id, orderIds)) : [];
  const lines = orderIds.length ? await w.db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)) : [];
  const statusOf = new Map(rows.map((o) => [o.id, o.jobStatus]));
  const lineById = new Map(lines.map((l) => [l.id, l]));
  const linked = new Map<number, number>();
  for (const s of sets) {
    const m = w.sets.get(s.id)!;
    w.expect(s.takeOrderId === m.takeOrderId, () => `set ${s.id} was taken on order ${m.takeOrderId}, its row says ${s.takeOrderId}`);
    const removed = m.takeItemId !== null && w.removedLines.has(m.takeItemId);
    if (s.takeItemId === null) {
      w.expect(removed, () => `set ${s.id} lost its season line ${m.takeItemId}, which the sequence did not delete`);
      continue;
    }
    w.expect(s.takeItemId === m.takeItemId, () => `set ${s.id} moved from season line ${m.takeItemId} to ${s.takeItemId}`);
    linked.set(s.takeItemId, (linked.get(s.takeItemId) ?? 0) + 1);
    if (statusOf.get(m.takeOrderId) === 'canceled' || removed) continue;
    const line = lineById.get(s.takeItemId);
    w.expect(line !== undefined, () => `the season line ${s.takeItemId} of set ${s.id} is not on order ${m.takeOrderId}`);
    w.expect(line!.serviceId === w.seasonServiceId, () => `set ${s.id} is linked to line ${line!.id} of service ${line!.serviceId}`);
    w.expect(line!.status !== 'canceled', () => `the season line ${line!.id} of set ${s.id} on open order ${m.takeOrderId} is canceled`);
  }
  for (const [itemId, n] of linked) {
    const line = lineById.get(itemId);
    if (line && !w.removedLines.has(itemId))
      w.expect(n <= line.quantity, () => `season line ${itemId} (×${line.quantity}) of order ${line.orderId} holds ${n} sets`);
  }
  // The overdue months, by order and size: the line's quantity is the months of the sets given back on it at that size.
  const months = new Map<string, number>();
  for (const s of sets) {
    const m = w.sets.get(s.id)!;
    w.expect(
      s.giveOrderId === m.giveOrderId,
      () => `set ${s.id} went back on order ${m.giveOrderId} (the give said), its row says ${s.giveOrderId}`,
    );
    w.expect(s.overdueMonths === m.months, () => `set ${s.id} was charged ${m.months} months, its row says ${s.overdueMonths}`);
    if (!m.given || m.months === 0) continue;
    w.expect(m.giveOrderId !== null, () => `set ${s.id} given back ${m.months} months late on no order`);
    const key = `${m.giveOrderId}:${s.radiusId}:${s.profileId}`;
    months.set(key, (months.get(key) ?? 0) + m.months);
  }
  for (const [key, n] of months) {
    const [orderId, radius, profile] = key.split(':').map(Number) as [number, number, number];
    const overdue = lines.filter(
      (l) => l.orderId === orderId && l.serviceId === w.overdueServiceId && l.radiusId === radius && l.profileId === profile,
    );
    const q = overdue.reduce((sum, l) => sum + l.quantity, 0);
    w.expect(q === n, () => `order ${orderId} holds ${q} overdue months at size ${radius}/${profile}, its sets went back ${n} late`);
    const open = statusOf.get(orderId) !== 'canceled';
    if (open)
      w.expect(
        overdue.every((l) => l.status !== 'canceled'),
        () => `the overdue line of order ${orderId} is canceled`,
      );
  }
}

/** The storage report of a period: the racks now as the board, sets in and out, and the storage lines of the orders done in it. */
async function checkReport(w: World, sets: SetRow[], from: string, to: string): Promise<void> {
  const res = await w.call('owner', 'GET', `report/storage?from=${from}&to=${to}`);
  w.expect(res.status === 200, () => `report/storage ${from}..${to} answered ${res.status} ${JSON.stringify(res.body)}`);
  const since = startOf(from);
  const until = startOf(addDays(to, 1));
  const within = (at: Date | null) => at !== null && at.getTime() >= since && at.getTime() < until;
  const done = await w.db
    .select()
    .from(orders)
    .where(inArray(orders.jobStatus, ['done']));
  const doneIds = done.filter((o) => within(o.doneAt)).map((o) => o.id);
  const lines = doneIds.length ? await w.db.select().from(orderItems).where(inArray(orderItems.orderId, doneIds)) : [];
  const storage = lines.filter((l) => (l.serviceId === w.seasonServiceId || l.serviceId === w.overdueServiceId) && l.status !== 'canceled');
  const stored = sets.filter((s) => s.givenAt === null);
  const want = {
    stored: stored.length,
    overdue: stored.filter((s) => s.termUntil < w.today).length,
    taken_in: sets.filter((s) => within(s.storedAt)).length,
    given_back: sets.filter((s) => within(s.givenAt)).length,
    revenue: storage.reduce((sum, l) => sum + l.sum, 0) / 100,
  };
  const r = res.body.data;
  const got = { stored: r.stored, overdue: r.overdue, taken_in: r.taken_in, given_back: r.given_back, revenue: r.revenue };
  w.expect(
    JSON.stringify(got) === JSON.stringify(want),
    () =>
      `report/storage ${from}..${to} says ${JSON.stringify(got)}, the tables ${JSON.stringify(want)} (lines ${storage.map((l) => l.id)})`,
  );
}

/** Every order of the sequence can still be closed by the desk: tried in a transaction that is rolled back. */
export async function checkClosable(w: World): Promise<void> {
  const ids = [...w.orders];
  if (!ids.length) return;
  const rollback = new Error('rollback');
  await w.db
    .transaction(async (tx) => {
      await closeOrders(tx, w.contexts, ids).catch((err: unknown) => w.fail(`the orders cannot all be closed: ${errorMessage(err)}`));
      throw rollback;
    })
    .catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
}

/** Everything after a step; the orders' closing every `closeEvery` steps. */
export async function checkAll(w: World, closeEvery: number): Promise<void> {
  const sets = await w.db.select().from(tyreSets);
  const cells = await w.db.select().from(storageCells);
  checkCells(w, sets, cells);
  await checkBoard(w, sets, cells);
  await checkLines(w, sets);
  await checkMoney(w, w.touched);
  w.touched.clear();
  // The whole run (a year at most), or its last days.
  const from = addDays(w.today, w.step % 2 ? -365 : -w.rng.int(0, 3));
  await checkReport(w, sets, from > w.startDate ? from : w.startDate, w.today);
  if (closeEvery > 0 && w.step % closeEvery === 0) await checkClosable(w);
}
