import { eq, inArray } from 'drizzle-orm';
import { cars, orders, tyreSets } from '../db/schema';
import type { TestAnswer } from '../test/test-api';
import {
  OPEN,
  openOrderOfPlate,
  orderRow,
  pickCell,
  pickOrder,
  pickSet,
  pickTerm,
  randomSet,
  typedPhone,
  typedPlate,
  who,
} from './storage-sequences-pick';
import { doubleTap, keyed, monthsPast, said, snapshot, type SetModel, type World } from './storage-sequences-world';

/**
 * The storage calls of a random sequence (api/calls/storage-sequences.test.ts): sets taken in
 * from orders and on their own, given back on their own and into open orders, moved. Each
 * answer is held to what the test expects where it can tell; a refused call must have written
 * nothing.
 */

/** A refusal wrote nothing; a success is recorded by the caller. */
async function refusedCleanly(w: World, res: TestAnswer, before: string, what: string): Promise<boolean> {
  if (res.status === 200) return false;
  w.expect(res.status >= 400 && res.status < 500, () => `${what} answered ${res.status}`);
  const after = await snapshot(w);
  w.expect(after === before, () => `${what} was refused (${said(res)}) but wrote: ${before} → ${after}`);
  return true;
}

async function recordTake(w: World, res: TestAnswer, plate: string, set: ReturnType<typeof randomSet>, term: string): Promise<void> {
  const d = res.body.data as { set_id: number; order_id: number };
  const [row] = await w.db.select({ item: tyreSets.takeItemId }).from(tyreSets).where(eq(tyreSets.id, d.set_id));
  const model: SetModel = {
    id: d.set_id,
    carPlate: plate,
    takeOrderId: d.order_id,
    takeItemId: row?.item ?? null,
    radiusId: set.radius_id,
    profileId: set.profile_id,
    term,
    given: false,
    giveOrderId: null,
    months: 0,
  };
  w.sets.set(d.set_id, model);
  w.orders.add(d.order_id);
  w.touched.add(d.order_id);
  w.counts.takes += 1;
}

/** «Принять на хранение» from an order of the sequence (open mostly): the season goes on that order. */
export async function takeFromOrder(w: World): Promise<void> {
  const orderId = w.rng.chance(0.03) ? 999_999 : await pickOrder(w);
  if (orderId === undefined) return;
  const set = randomSet(w);
  const term = pickTerm(w);
  const cell = await pickCell(w, 0.7);
  const before = await snapshot(w);
  const row = await orderRow(w, orderId);
  const as = who(w);
  const body = keyed(w, { order_id: orderId, term_until: term, set, cell_id: cell });
  const res = await w.call(as, 'POST', 'storage/take', body);
  w.log(
    `storage/take from #${orderId} (${row?.jobStatus ?? 'none'}, pay ${row?.payStatus}) cell ${cell ?? '-'} until ${term} → ` +
      `${said(res)} ${res.status === 200 ? JSON.stringify(res.body.data) : ''}`,
  );
  if (row) w.touched.add(orderId);
  if (term <= w.today) w.expect(res.status === 400 && res.body.code === 'storage_term_past', () => `a term of ${term} was taken`);
  if (!row) {
    if (term > w.today) w.expect(res.status === 404, () => `a take from order ${orderId} that does not exist answered ${said(res)}`);
  } else if (!OPEN.includes(row.jobStatus as (typeof OPEN)[number]) && res.status === 200)
    w.fail(`a take from a ${row.jobStatus} order was let`);
  await doubleTap(w, as, 'storage/take', body, res);
  if (await refusedCleanly(w, res, before, 'storage/take from an order')) return;
  w.expect(res.body.data.order_id === orderId, () => `the take answered order ${res.body.data.order_id}, not ${orderId}`);
  await recordTake(w, res, row!.plateNumber, set, term);
}

/** A set of a known car on its own (the storage screen): an order of its own, done at once; an unknown car is refused. */
export async function takeOwn(w: World): Promise<void> {
  const known = w.rng.chance(0.92) && w.plates.length > 0;
  const busy = new Set(
    (
      await w.db
        .select({ plate: orders.plateNumber })
        .from(orders)
        .where(inArray(orders.jobStatus, [...OPEN]))
    ).map((o) => o.plate),
  );
  const free = w.plates.filter((p) => !busy.has(p));
  const plate = !known ? w.newPlate() : free.length && w.rng.chance(0.8) ? w.rng.pick(free) : w.rng.pick(w.plates);
  const phone = w.rng.chance(0.5) && w.phones.length ? w.rng.pick(w.phones) : w.newPhone();
  const set = randomSet(w);
  const term = pickTerm(w);
  const cell = await pickCell(w, 0.8);
  const [car] = await w.db.select({ id: cars.id }).from(cars).where(eq(cars.plateNumber, plate));
  const open = car ? await openOrderOfPlate(w, plate) : undefined;
  const before = await snapshot(w);
  const body = keyed(w, {
    plate_number: typedPlate(w, plate),
    phone: typedPhone(w, phone),
    term_until: term,
    set,
    cell_id: cell,
    ...(w.rng.chance(0.3) ? { name: 'Пётр' } : {}),
  });
  const as = who(w);
  const res = await w.call(as, 'POST', 'storage/take', body);
  w.log(
    `storage/take own ${plate} (${car ? `car, open order ${open ?? '-'}` : 'unknown'}) ${phone} until ${term} → ${said(res)} ` +
      `${res.status === 200 ? JSON.stringify(res.body.data) : ''}`,
  );
  if (car) w.expect(res.body.code !== 'storage_car_unknown', () => `the known car ${plate} typed as ${body.plate_number} was not found`);
  if (term > w.today && !car) w.expect(res.body.code === 'storage_car_unknown', () => `an unknown car's take answered ${said(res)}`);
  // The car's open order refuses a take on its own (decision 041), or the set is taken in with that order.
  if (term > w.today && car && open)
    w.expect(res.status >= 400 || res.body.data.order_id === open, () => `a take with order ${open} open: ${said(res)}`);
  await doubleTap(w, as, 'storage/take', body, res);
  if (await refusedCleanly(w, res, before, 'storage/take on its own')) return;
  if (res.body.data.order_id !== open) {
    const own = await orderRow(w, res.body.data.order_id);
    w.expect(own?.jobStatus === 'done', () => `the order of its own of a take is ${own?.jobStatus}`);
    w.counts.ownTakes += 1;
  }
  if (!w.phones.includes(phone)) w.phones.push(phone);
  await recordTake(w, res, plate, set, term);
}

/** What a give of this set now must answer as far as the test can tell: refused given / not found, else the months past. */
async function giveExpectations(w: World, setId: number) {
  const model = w.sets.get(setId);
  const card = await w.call('cashier', 'GET', `storage/set/${setId}`);
  if (!model) {
    w.expect(card.status === 404, () => `the card of set ${setId} that does not exist answered ${said(card)}`);
    return { model, months: 0, card: null };
  }
  const months = model.given ? 0 : monthsPast(model.term, w.today);
  w.expect(
    card.body.data.overdue_now === (model.given ? 0 : months) || months === 99,
    () =>
      `the card of set ${setId} (term ${model.term}, today ${w.today}) says ${card.body.data.overdue_now} months past, the test ${months}`,
  );
  return { model, months, card: card.body.data as { overdue_now_sum: number | null } };
}

function recordGive(w: World, model: SetModel, res: TestAnswer, months: number, sum: number | null | undefined): void {
  const d = res.body.data as { overdue_months: number; order_id: number | null; overdue_sum: number };
  w.expect(
    d.overdue_months === months,
    () => `set ${model.id} (term ${model.term}) given on ${w.today}: ${d.overdue_months} months, not ${months}`,
  );
  if (sum !== null && sum !== undefined && months > 0)
    w.expect(d.overdue_sum === sum, () => `set ${model.id} charged ${d.overdue_sum}, its card said ${sum}`);
  Object.assign(model, { given: true, giveOrderId: d.order_id, months: d.overdue_months });
  if (d.order_id !== null) {
    w.orders.add(d.order_id);
    w.touched.add(d.order_id);
  }
  w.counts.gives += 1;
  if (months > 0) w.counts.overdueGives += 1;
}

/** A set given back on its own: in time, no order; past its term, an order of its own for its car, done at once. */
export async function giveOwn(w: World): Promise<void> {
  const setId = pickSet(w);
  if (setId === undefined) return;
  const { model, months, card } = await giveExpectations(w, setId);
  const open = model && !model.given && months > 0 ? await openOrderOfPlate(w, model.carPlate) : undefined;
  const before = await snapshot(w);
  const as = who(w);
  const body = keyed(w, { set_id: setId });
  const res = await w.call(as, 'POST', 'storage/give', body);
  w.log(
    `storage/give #${setId} own (${model ? `term ${model.term}, ${months} months${model.given ? ', given' : ''}` : 'none'}` +
      `${open ? `, car's order ${open} open` : ''}) → ${said(res)} ${res.status === 200 ? JSON.stringify(res.body.data) : ''}`,
  );
  if (!model) w.expect(res.body.code === 'storage_set_not_found', () => `giving set ${setId} that does not exist: ${said(res)}`);
  else if (model.given) w.expect(res.body.code === 'storage_set_given', () => `set ${setId} given twice: ${said(res)}`);
  // The car's open order refuses a late give on its own, or the months go on that order.
  else if (open)
    w.expect(res.status >= 400 || res.body.data.order_id === open, () => `set ${setId} given with order ${open} open: ${said(res)}`);
  else w.expect(res.status === 200, () => `set ${setId} given on its own answered ${said(res)} ${JSON.stringify(res.body)}`);
  await doubleTap(w, as, 'storage/give', body, res);
  if (await refusedCleanly(w, res, before, 'storage/give on its own')) return;
  recordGive(w, model!, res, months, card?.overdue_now_sum);
  w.expect((res.body.data.order_id === null) === (months === 0), () => `set ${setId} given in time got order ${res.body.data.order_id}`);
  if (months > 0 && res.body.data.order_id !== open) {
    const own = await orderRow(w, res.body.data.order_id);
    w.expect(own?.jobStatus === 'done', () => `the order of its own of a give is ${own?.jobStatus}`);
    w.counts.ownGives += 1;
  }
}

/** A set given back inside an open order (the seasonal change), of its car or another («a relative picks it up»). */
export async function giveIntoOrder(w: World): Promise<void> {
  const setId = pickSet(w);
  const orderId = w.rng.chance(0.03) ? 999_999 : await pickOrder(w, 0.7);
  if (orderId === undefined || setId === undefined) return;
  const { model, months, card } = await giveExpectations(w, setId);
  const row = await orderRow(w, orderId);
  const before = await snapshot(w);
  const as = who(w);
  const body = keyed(w, { set_id: setId, order_id: orderId });
  const res = await w.call(as, 'POST', 'storage/give', body);
  w.log(
    `storage/give #${setId} into #${orderId} (${row?.jobStatus ?? 'none'}, pay ${row?.payStatus}; ` +
      `${model ? `term ${model.term}, ${months} months${model.given ? ', given' : ''}` : 'no set'}) → ${said(res)} ` +
      `${res.status === 200 ? JSON.stringify(res.body.data) : ''}`,
  );
  if (row) w.touched.add(orderId);
  if (model && !model.given && row && OPEN.includes(row.jobStatus as (typeof OPEN)[number]) && row.payStatus !== 3)
    w.expect(
      res.status === 200 || ['quantity_too_big', 'storage_order_draft'].includes(res.body.code),
      () => `a give into open order ${orderId}: ${said(res)}`,
    );
  await doubleTap(w, as, 'storage/give', body, res);
  if (await refusedCleanly(w, res, before, 'storage/give into an order')) return;
  w.expect(res.body.data.order_id === orderId, () => `a give into ${orderId} answered order ${res.body.data.order_id}`);
  // Decision 041: a set goes back «inside an open order»; a canceled one is no visit, and the set's history would name it.
  w.expect(row!.jobStatus !== 'canceled', () => `set ${setId} went back on order ${orderId}, canceled (${months} months)`);
  recordGive(w, model!, res, months, card?.overdue_now_sum);
}

/** A stored set to another cell. */
export async function moveSet(w: World): Promise<void> {
  const setId = pickSet(w);
  if (setId === undefined) return;
  const cell = (await pickCell(w, 0)) ?? 999_999;
  const before = await snapshot(w);
  const res = await w.call(who(w), 'POST', 'storage/move', { set_id: setId, cell_id: cell });
  w.log(`storage/move #${setId} → cell ${cell}: ${said(res)}`);
  if (await refusedCleanly(w, res, before, 'storage/move')) return;
  const [moved] = await w.db.select({ cell: tyreSets.cellId }).from(tyreSets).where(eq(tyreSets.id, setId));
  w.expect(moved?.cell === cell, () => `set ${setId} moved to ${cell} lies in ${moved?.cell}`);
  w.counts.moves += 1;
}
