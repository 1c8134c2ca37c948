import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Order } from '../contract/orders';
import { STANDARD_PLATE } from '../contract/plates';
import { orderItems, orders, payments, storageCells, tyreSets } from '../db/schema';
import { removeStaleDrafts } from '../orders/drafts';
import { pickOrder } from './storage-sequences-pick';
import { said, type World } from './storage-sequences-world';

/**
 * The orders' side of a random storage sequence: cars taken in (new and known plates, new and
 * known phones), tyre lines added and removed, orders canceled, started and finished, money
 * taken and given back at the desk, time passing (with the server's sweep of stale drafts); the
 * owner's racks and cells.
 */

/** A new order for a new car or a known one, with a new phone, a known one or none; a car with an order open is refused. */
export async function newOrder(w: World): Promise<void> {
  const known = w.plates.length > 0 && w.rng.chance(0.25);
  const foreign = !known && w.rng.chance(0.08);
  const plate = known ? w.rng.pick(w.plates) : foreign ? `B-MW ${w.rng.int(1000, 9999)}` : w.newPlate();
  const phone = w.rng.chance(0.2) ? null : w.phones.length && w.rng.chance(0.4) ? w.rng.pick(w.phones) : w.newPhone();
  const model = w.rng.pick(w.models);
  const car = w.weighted([
    [{ model_id: model.id, class_id: model.class_id }, 5],
    [{ brand_id: w.rng.pick(w.brandIds), model_name: 'Особая 7', class_id: model.class_id }, 1],
    [{ brand_name: 'Зубр', model_name: 'Т-1', class_id: model.class_id }, 1],
  ]);
  const standard = STANDARD_PLATE.test(plate);
  const body = { plate_number: plate, ...(standard ? {} : { non_standard: true }), ...car, phone_number: phone, name: null };
  const res = await w.call('master', 'POST', 'new-order', body);
  w.log(`new-order ${plate} ${phone ?? 'no phone'} → ${said(res)} ${res.status === 200 ? `#${res.body.data.order_id}` : ''}`);
  if (res.status !== 200) {
    w.expect(res.body.code === 'car_has_open_order', () => `new-order answered ${said(res)} ${JSON.stringify(res.body)}`);
    return;
  }
  const id = res.body.data.order_id as number;
  w.orders.add(id);
  w.touched.add(id);
  if (!w.plates.includes(plate)) w.plates.push(plate);
  if (phone && !w.phones.includes(phone)) w.phones.push(phone);
  if (w.rng.chance(0.85)) await addTyreLine(w, id);
}

/** A tyre line on an open order: any tyre service (the season one too, which leaves room for a set), at a random size. */
export async function addTyreLine(w: World, orderId?: number): Promise<void> {
  const id = orderId ?? (await pickOrder(w));
  if (id === undefined) return;
  const services = w.tireServices.filter((s) => s !== w.overdueServiceId);
  const service = w.rng.chance(0.2) ? w.seasonServiceId : w.rng.pick(services);
  const body = {
    order_id: id,
    action: 'add',
    service_id: service,
    is_wash_service: false,
    quantity: w.rng.int(1, 4),
    tire_radius_id: w.rng.pick(w.radii),
    tire_profile_id: w.rng.pick(w.profiles),
  };
  const res = await w.call('master', 'POST', 'new-order/update', body);
  w.log(
    `new-order/update add service ${service}${service === w.seasonServiceId ? ' (season)' : ''} ×${body.quantity} #${id} → ${said(res)}`,
  );
  w.touched.add(id);
}

/**
 * A line deleted or canceled by the master: a season line (the set is then stored for free,
 * decision 041 «Consequences») or another tyre line; on a paid order a cancel leaves money to give back.
 */
export async function removeLine(w: World): Promise<void> {
  const ids = [...w.orders];
  if (!ids.length) return;
  const lines = await w.db
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, ids), ne(orderItems.status, 'canceled'), ne(orderItems.kind, 'parking')))
    .orderBy(orderItems.id);
  if (w.rng.chance(0.25)) return restoreLine(w, ids);
  const candidates = lines.filter((l) => l.serviceId !== w.overdueServiceId);
  const season = candidates.filter((l) => l.serviceId === w.seasonServiceId);
  const line = w.rng.chance(0.6) && season.length ? w.rng.pick(season) : w.maybe(candidates);
  if (!line) return;
  const cancel = w.rng.chance(0.5);
  const res = cancel
    ? await w.call('master', 'POST', 'order/cancel-item', { order_item_id: line.id, canceled: true })
    : await w.call('master', 'POST', 'new-order/update', {
        order_id: line.orderId,
        action: 'delete',
        service_id: line.serviceId,
        is_wash_service: false,
        tire_radius_id: line.radiusId,
        tire_profile_id: line.profileId,
      });
  const what = line.serviceId === w.seasonServiceId ? 'season line' : 'line';
  w.log(`${cancel ? 'cancel' : 'delete'} ${what} ${line.id} of #${line.orderId} → ${said(res)}`);
  w.touched.add(line.orderId);
  if (res.status === 200) w.removedLines.add(line.id);
}

/** The master lifts the cancel of a line the sequence canceled (a season line is the set's again). */
async function restoreLine(w: World, ids: number[]): Promise<void> {
  const canceled = await w.db
    .select()
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, ids), eq(orderItems.status, 'canceled')))
    .orderBy(orderItems.id);
  const line = w.maybe(canceled.filter((l) => w.removedLines.has(l.id)));
  if (!line) return;
  const res = await w.call('master', 'POST', 'order/cancel-item', { order_item_id: line.id, canceled: false });
  w.log(`lift the cancel of line ${line.id} of #${line.orderId} → ${said(res)}`);
  w.touched.add(line.orderId);
  if (res.status === 200) w.removedLines.delete(line.id);
}

/** The master cancels an order (refused while money is kept on it); the sets taken on it stay on their shelves. */
export async function cancelOrder(w: World): Promise<void> {
  const id = await pickOrder(w, 0.9);
  if (id === undefined) return;
  const res = await w.call('master', 'POST', 'order/cancel', { order_id: id });
  w.log(`order/cancel #${id} → ${said(res)}`);
  w.touched.add(id);
}

/** The master's next step with an open order: workers on its lines and start it, or finish it. */
export async function work(w: World): Promise<void> {
  const id = await pickOrder(w, 0.95);
  if (id === undefined) return;
  const page = await w.call('master', 'GET', `order/${id}`);
  const o = page.body.data as Order;
  w.touched.add(id);
  if (o.job_status === 'in_progress') {
    const res = await w.call('master', 'POST', 'order/complete', { order_id: id });
    w.log(`order/complete #${id} → ${said(res)}`);
    return;
  }
  if (o.job_status !== 'waiting') return;
  for (const item of o.items.filter((i) => i.kind !== 'parking' && i.job_status === 'active' && i.workers.length === 0)) {
    const res = await w.call('master', 'POST', 'order/set-worker', {
      order_id: id,
      order_item_id: item.order_item_id,
      workers: [w.tireWorker],
    });
    w.expect(res.status === 200, () => `order/set-worker on #${id} answered ${said(res)}`);
  }
  const res = await w.call('master', 'POST', 'order/started', { order_id: id });
  w.log(`order/started #${id} → ${said(res)}`);
}

/** The desk takes money for an order that owes it: all of it, or half now and then, by card or cash, as the cashier or the owner. */
export async function pay(w: World): Promise<void> {
  const ids = [...w.orders];
  if (!ids.length) return;
  const owing = await w.db
    .select({ id: orders.id, paySum: orders.paySum })
    .from(orders)
    .where(and(inArray(orders.id, ids), gt(orders.paySum, 0), ne(orders.jobStatus, 'canceled')))
    .orderBy(orders.id);
  const o = w.maybe(owing);
  const id = o?.id ?? (await pickOrder(w, 0.5));
  if (id === undefined) return;
  const due = (o?.paySum ?? 100_00) / 100;
  const sum = w.rng.chance(0.25) && due >= 2 ? Math.round(due * 50) / 100 : due;
  const as = w.rng.chance(0.8) ? 'cashier' : 'owner';
  const res = await w.call(as, 'POST', 'order/pay', { order_id: id, sum, method: w.rng.pick(['card', 'cash'] as const) });
  w.log(`order/pay #${id} ${sum} (due ${o ? due : '?'}) → ${said(res)}`);
  w.touched.add(id);
  if (o) w.expect(res.status === 200, () => `paying ${sum} of ${due} due on #${id} answered ${said(res)} ${JSON.stringify(res.body)}`);
  if (res.status === 200) w.counts.payments += 1;
}

/** The desk gives back money paid above an order's sum (after a line was canceled on it). */
export async function refund(w: World): Promise<void> {
  const ids = [...w.orders];
  if (!ids.length) return;
  const due = await w.db
    .select({ id: orders.id, refundDue: orders.refundDue })
    .from(orders)
    .where(and(inArray(orders.id, ids), gt(orders.refundDue, 0)))
    .orderBy(orders.id);
  const o = w.maybe(due);
  if (!o) return;
  // Mostly back to the card, as far as the card paid (docs/decisions/055); sometimes cash.
  const lines = await w.db
    .select({ kind: payments.kind, method: payments.method, fuelCardName: payments.fuelCardName, sum: payments.sum })
    .from(payments)
    .where(eq(payments.orderId, o.id));
  // Counted here, not by the rule's own function: what the card took less what went back to it.
  const room = lines.filter((l) => l.method === 'card').reduce((sum, l) => sum + (l.kind === 'payment' ? l.sum : -l.sum), 0);
  const method = w.rng.chance(0.8) ? 'card' : 'cash';
  const res = await w.call('cashier', 'POST', 'order/refund', { order_id: o.id, sum: o.refundDue / 100, method });
  w.log(`order/refund #${o.id} ${o.refundDue / 100} ${method} (card paid ${room / 100}) → ${said(res)}`);
  w.touched.add(o.id);
  if (method === 'card') {
    const expected = o.refundDue <= room ? 200 : 409;
    w.expect(res.status === expected, () => `a card refund of #${o.id} answered ${said(res)}, not ${expected}`);
  }
  if (res.status === 200) w.counts.refunds += 1;
}

/** Time passes: hours, days, a month or a season; the server's sweep of drafts given up runs as it does. */
export async function passTime(w: World): Promise<void> {
  const hours = w.weighted([
    [1, 2],
    [5, 1],
    [24, 2],
    [24 * 10, 3],
    [24 * 31, 3],
    [24 * 95, 2],
  ] as const);
  w.advance(hours * 3_600_000 + w.rng.int(0, 59) * 60_000);
  const removed = await removeStaleDrafts(w.db, new Date(w.now));
  w.log(`time +${hours >= 24 ? `${hours / 24} d` : `${hours} h`}, ${removed} drafts removed`);
  if (removed) {
    const left = new Set(
      (
        await w.db
          .select({ id: orders.id })
          .from(orders)
          .where(inArray(orders.id, [...w.orders]))
      ).map((o) => o.id),
    );
    for (const id of [...w.orders]) if (!left.has(id)) w.orders.delete(id);
    for (const id of [...w.touched]) if (!left.has(id)) w.touched.delete(id);
  }
}

const RACKS = ['A', 'B', 'C', 'D'];

/** The owner adds a small rack or makes one bigger (a short storage, so it fills up now and then). */
export async function ownerRack(w: World, first = false): Promise<void> {
  const rack = first ? 'A' : w.rng.pick(RACKS);
  // As typed on either keyboard: «a», or a Russian «А» / «В» / «С» for the racks A, B, C.
  const typed = w.weighted([
    [rack, 3],
    [rack.toLowerCase(), 1],
    [rack.replace('A', 'А').replace('B', 'В').replace('C', 'С'), 2],
  ] as const);
  const body = { rack: typed, shelves: w.rng.int(1, 3), places: w.rng.int(1, 4) };
  const res = await w.call('owner', 'POST', 'owner/storage/rack', body);
  w.log(`owner/storage/rack ${JSON.stringify(body)} → ${said(res)} ${res.body.params?.n ?? ''}`);
  w.expect(res.status === 200, () => `owner/storage/rack answered ${said(res)}`);
}

/** The owner takes a cell out of use (refused while a set lies in it) or puts one back. */
export async function ownerCell(w: World): Promise<void> {
  const cell = w.maybe(await w.db.select().from(storageCells).orderBy(storageCells.id));
  if (!cell) return;
  const [held] = await w.db
    .select()
    .from(tyreSets)
    .where(and(eq(tyreSets.cellId, cell.id), isNull(tyreSets.givenAt)));
  const isActive = w.rng.chance(cell.isActive ? 0.1 : 0.7);
  const res = await w.call('owner', 'POST', 'owner/storage/cell', { cell_id: cell.id, is_active: isActive });
  const was = `${cell.isActive ? 'in use' : 'out'}, ${held ? `set ${held.id}` : 'empty'}`;
  w.log(`owner/storage/cell ${cell.name} (${was}) → ${isActive}: ${said(res)}`);
  if (held && !isActive) w.expect(res.body.code === 'storage_cell_holds_set', () => `a cell holding set ${held.id} went out: ${said(res)}`);
  else w.expect(res.status === 200, () => `owner/storage/cell answered ${said(res)}`);
}
