import { and, eq, inArray } from 'drizzle-orm';
import { markNoShows } from '../bookings/no-show';
import type { Order } from '../contract/orders';
import { orders } from '../db/schema';
import { isClosed } from '../test/order-invariants';
import { linesOfAnswer, refundParts } from '../test/refund-ways';
import { pickBooking, staffCancel, staffMove } from './booking-sequences-book';
import { publicCancel } from './booking-sequences-public';
import { arriveInto } from './booking-sequences-queue';
import { expectNothingWritten, snapshot } from './booking-sequences-checks';
import { addDays, dateOf, hhmm, MINUTE, NO_SHOW_MS } from './booking-sequences-time';
import { answered, said, type BayModel, type BookingModel, type Kind, type World } from './booking-sequences-world';

/** «Принять» and the order's way to the desk, the owner's changes, and time passing, in a sequence of booking calls. */

const hasOpenOrder = async (w: World, plate: string) =>
  (
    await w.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.plateNumber, plate), inArray(orders.jobStatus, ['waiting', 'in_progress'])))
      .limit(1)
  ).length > 0;

const newOrderBody = (b: BookingModel, plate: string, phone: string | null) => ({
  plate_number: plate,
  brand_name: 'Lada',
  model_name: 'Vesta',
  class_id: b.classId,
  phone_number: phone,
  booking_id: b.id,
});

/**
 * «Принять»: new-order with the booking's id, then its services (new-order/lines). A booked or
 * missed booking of today arrives once; any other, or a car with an order open, is refused and
 * nothing is written; a second new-order with the same booking is refused the same way.
 */
export async function arrive(w: World): Promise<void> {
  const b = w.rng.chance(0.05) ? undefined : (todays(w) ?? pickBooking(w, 0.85));
  const id = b?.id ?? 999_999;
  const view = await w.call('master', 'GET', `booking/${id}`);
  w.expect(view.status === (b ? 200 : 404), () => `booking/${id} answered ${view.status}`);
  const plate = b ? (view.body.data.plate_number as string) : w.plate();
  const phone = b ? (view.body.data.phone as string | null) : null;
  const open = b ? await hasOpenOrder(w, plate) : false;
  let want: [number, string | undefined] = [200, undefined];
  if (!b) want = [404, 'booking_not_found'];
  else if (open) want = [409, 'car_has_open_order'];
  else if (b.status !== 'booked' && b.status !== 'no_show') want = [409, 'booking_not_booked'];
  else if (dateOf(b.start) !== dateOf(w.now)) want = [409, 'booking_not_today'];
  const before = want[0] === 200 ? '' : await snapshot(w);
  const body = b
    ? newOrderBody(b, plate, phone)
    : { plate_number: plate, brand_name: 'Lada', model_name: 'Vesta', class_id: 1, booking_id: id };
  const res = await w.call('master', 'POST', 'new-order', body);
  w.log(`new-order with booking #${id} (${b?.status ?? 'unknown'}${open ? ', car has an open order' : ''}) → ${said(res)}`);
  w.expect(answered(res, want), () => `new-order answered ${res.status} ${res.body.code}, expected ${want.join(' ')}`);
  if (res.status !== 200) return expectNothingWritten(w, before, 'new-order with booking_id');
  const orderId = res.body.data.order_id as number;
  // The draft is the booking's; the booking arrives when the order is taken with its services.
  b!.orderId = orderId;
  w.orders.set(orderId, { id: orderId, bookingId: id, plate, closed: false });
  w.touched.add(orderId);
  if (w.rng.chance(0.3)) await meanwhile(w, b!);
  const lines = b!.services.map((service_id) =>
    b!.kind === 'wash'
      ? { service_id, is_wash: true, quantity: 1 }
      : { service_id, is_wash: false, quantity: 4, radius_id: w.radiusId, profile_id: w.profileId },
  );
  const set = await w.call('master', 'POST', 'new-order/lines', { order_id: orderId, lines });
  w.log(`  new-order/lines #${orderId} [${b!.services}] → ${said(set)}`);
  w.expect(set.status === 200, () => `new-order/lines of a booking's services answered ${set.status} ${JSON.stringify(set.body)}`);
  // Taken: a booking still booked or missed has arrived; one cancelled meanwhile (if the product let it) keeps no order.
  if (b!.status === 'booked' || b!.status === 'no_show') b!.status = 'arrived';
  else b!.orderId = null;
  // The same booking again, for another car: refused, nothing written.
  const snap = await snapshot(w);
  const again = await w.call('master', 'POST', 'new-order', newOrderBody(b!, w.plate(), null));
  w.log(`  new-order with booking #${id} again → ${said(again)}`);
  w.expect(
    again.status === 409 && again.body.code === 'booking_not_booked',
    () => `a second arrival answered ${again.status} ${again.body.code}`,
  );
  await expectNothingWritten(w, snap, 'a second new-order with the same booking_id');
}

/** Mostly a booking still booked for today, as the day board offers them; undefined at times or when there is none. */
function todays(w: World): BookingModel | undefined {
  const today = [...w.bookings.values()].filter((b) => b.status === 'booked' && dateOf(b.start) === dateOf(w.now));
  return today.length && w.rng.chance(0.6) ? w.rng.pick(today) : undefined;
}

/**
 * While the car is at the wizard (its draft holds the booking), something else happens to the
 * booking: another master takes it in (refused), or says it arrived with the draft (refused: the
 * draft is not taken yet), the desk or the customer cancels or moves it, or time passes and the
 * no-show sweep runs (it leaves a booking being taken in alone).
 */
async function meanwhile(w: World, b: BookingModel): Promise<void> {
  const what = w.rng.pick(['again', 'queue-arrive', 'desk-cancel', 'link-cancel', 'desk-move', 'sweep'] as const);
  w.log(`  meanwhile: ${what}`);
  if (what === 'queue-arrive') return arriveInto(w, b, b.orderId!, 'the draft that holds it');
  if (what === 'desk-cancel') return staffCancel(w, b);
  if (what === 'link-cancel') return publicCancel(w, b);
  if (what === 'desk-move') return staffMove(w, b);
  if (what === 'sweep') return passTime(w, 30);
  const snap = await snapshot(w);
  const again = await w.call('master', 'POST', 'new-order', newOrderBody(b, w.plate(), null));
  w.log(`  new-order with booking #${b.id} by another master → ${said(again)}`);
  const want = b.status === 'booked' || b.status === 'no_show' ? 'booking_taken_in' : 'booking_not_booked';
  w.expect(answered(again, [409, want]), () => `a second master taking booking ${b.id} in answered ${said(again)}, expected 409 ${want}`);
  await expectNothingWritten(w, snap, 'new-order with a booking being taken in');
}

/** One step of an order's way to closed, as the master and the cashier take it: start, finish, pay, hand the keys back. */
export async function workOn(w: World, id: number): Promise<void> {
  const page = await w.call('cashier', 'GET', `order/${id}`);
  const o = page.body.data as Order;
  w.touched.add(id);
  const post = async (who: 'master' | 'cashier', path: string, body: unknown) => {
    const res = await w.call(who, 'POST', path, body);
    w.log(`${path} #${id} (${o.job_status}, due ${o.pay_sum}) → ${said(res)}`);
    w.expect(res.status === 200, () => `${path} of order ${id} answered ${res.status} ${JSON.stringify(res.body)}`);
  };
  if (isClosed({ ...o, key_cell: o.car.key_cell })) {
    w.orders.get(id)!.closed = true;
    return;
  }
  if (o.job_status === 'waiting' || o.job_status === 'in_progress') {
    if (o.car.key_cell === null && w.rng.chance(0.3)) return post('master', 'order/keys-taken', { order_id: id });
    if (o.job_status === 'in_progress') {
      for (const i of o.items) if (i.kind !== 'parking' && i.service_id) w.learned.add(i.service_id);
      return post('master', 'order/complete', { order_id: id });
    }
    for (const item of o.items.filter((i) => i.kind !== 'parking' && i.job_status === 'active' && i.workers.length === 0)) {
      const worker = item.is_wash ? w.washWorker : w.tireWorker;
      await post('master', 'order/set-worker', { order_id: id, order_item_id: item.order_item_id, workers: [worker] });
    }
    return post('master', 'order/started', { order_id: id });
  }
  if (o.pay_sum > 0) {
    const sum = w.rng.chance(0.3) && o.pay_sum >= 2 ? Math.round(o.pay_sum * 50) / 100 : o.pay_sum;
    return post('cashier', 'order/pay', { order_id: id, sum, method: w.rng.pick(['card', 'cash'] as const) });
  }
  if (o.refund_due > 0) {
    // The first way the client paid (docs/decisions/055): the next step gives the rest back.
    const part = refundParts(linesOfAnswer(o.pay_transactions), Math.round(o.refund_due * 100))[0]!;
    return post('cashier', 'order/refund', { order_id: id, sum: part.sum / 100, method: part.method, fuel_card_name: part.fuel_card_name });
  }
  return post('cashier', 'order/keys-returned', { order_id: id });
}

export async function work(w: World): Promise<void> {
  const open = [...w.orders.values()].filter((o) => !o.closed);
  if (open.length) await workOn(w, w.rng.pick(open).id);
}

/** Every order of the sequence driven to closed by the master and the cashier: it must get there in a few steps. */
export async function closeAll(w: World): Promise<number> {
  let closed = 0;
  for (const o of w.orders.values()) {
    for (let i = 0; i < 12 && !o.closed; i += 1) await workOn(w, o.id);
    w.expect(o.closed, () => `order ${o.id} (booking ${o.bookingId}) could not be closed`);
    closed += 1;
  }
  return closed;
}

/** Time passes; the no-show sweep runs as the server's does each minute: booked and not come 15 minutes after → no-show. */
export async function passTime(w: World, minutes: number): Promise<void> {
  w.advance(minutes * MINUTE);
  const due = [...w.bookings.values()].filter((b) => b.status === 'booked' && b.orderId === null && b.start < w.now - NO_SHOW_MS);
  const marked = await markNoShows(w.db, new Date(w.now));
  w.log(`time +${minutes} min, no-show sweep → ${marked} marked`);
  w.expect(
    marked === due.length,
    () => `the sweep marked ${marked}, the model ${due.length} (${due.map((b) => `#${b.id} ${hhmm(b.start)}`)})`,
  );
  for (const b of due) b.status = 'no_show';
}

const HOUR_CHOICES = { open: [480, 540, 555, 600, 690], close: [1080, 1200, 1260, 1320, 1440] };

/** The owner sets the hours of each weekday (some closed), the days ahead and the cancel limit. */
export async function ownerRules(w: World): Promise<void> {
  const hours = Array.from({ length: 7 }, () =>
    w.rng.chance(0.15) ? null : { open: w.rng.pick(HOUR_CHOICES.open), close: w.rng.pick(HOUR_CHOICES.close) },
  );
  const body = { hours, horizon_days: w.rng.pick([3, 7, 14, 21]), cancel_hours: w.rng.pick([0, 1, 2, 4, 24]) };
  const res = await w.call('owner', 'POST', 'owner/booking-rules/save', body);
  const shown = hours.map((h) => (h ? `${h.open / 60}-${h.close / 60}` : '—')).join(' ');
  w.log(`owner/booking-rules/save ${shown}, ${body.horizon_days} days, cancel ${body.cancel_hours} h → ${res.status}`);
  w.expect(res.status === 200, () => `booking-rules/save answered ${res.status}`);
  Object.assign(w, { hours, horizon: body.horizon_days, cancelHours: body.cancel_hours });
}

/** The owner makes a day ahead a day off, or a working day again. */
export async function ownerDayOff(w: World): Promise<void> {
  const day = addDays(dateOf(w.now), w.rng.int(w.horizon));
  const off = !w.daysOff.has(day);
  const res = await w.call('owner', 'POST', 'owner/day-off', { day, off });
  w.log(`owner/day-off ${day} ${off} → ${res.status}`);
  w.expect(res.status === 200, () => `owner/day-off answered ${res.status}`);
  if (off) w.daysOff.add(day);
  else w.daysOff.delete(day);
}

/** The owner adds a bay (up to three) or changes one's kind or takes it out of use (or back). */
export async function ownerBay(w: World, add = w.bays.length < 3 && w.rng.chance(0.4)): Promise<void> {
  const kind = w.rng.pick(['wash', 'tire', 'both'] as const);
  const old: BayModel | undefined = add ? undefined : w.rng.pick(w.bays);
  // Out of use now and then, but not the last bay in use; «in use» left out keeps what it was.
  const othersInUse = w.bays.some((b) => b !== old && b.active);
  const active = w.rng.chance(0.2) ? undefined : !othersInUse || w.rng.chance(0.75);
  const bay = old
    ? { id: old.id, name: old.name, kind, ...(active === undefined ? {} : { is_active: active }) }
    : { name: w.bayName(), kind };
  const res = await w.call('owner', 'POST', 'owner/bay', bay);
  w.log(`owner/bay ${JSON.stringify(bay)} → ${res.status}`);
  w.expect(res.status === 200, () => `owner/bay answered ${res.status} ${JSON.stringify(res.body)}`);
  const list = (await w.call('owner', 'GET', 'owner/booking-rules')).body.data.bays as { id: number; name: string; kind: Kind }[];
  const row = list.find((b) => b.name === bay.name)!;
  if (old) Object.assign(old, { kind, active: active ?? old.active });
  else w.bays.push({ id: row.id, name: bay.name, kind, active: true });
}

/** The owner sets a service's minutes on a class, or gives it back to the history (null). */
export async function ownerDuration(w: World): Promise<void> {
  const kind = w.rng.pick(['wash', 'tire'] as const);
  const body = {
    service_id: w.rng.pick(w.services[kind]),
    class_id: w.rng.pick(w.classes.slice(0, 3)),
    minutes: w.rng.pick([15, 20, 30, 45, 60, 90, 120, 240, null]),
  };
  const res = await w.call('owner', 'POST', 'owner/duration', body);
  w.log(`owner/duration ${JSON.stringify(body)} → ${res.status}`);
  w.expect(res.status === 200, () => `owner/duration answered ${res.status}`);
  if (body.minutes === null) w.durations.delete(`${body.service_id}:${body.class_id}`);
  else w.durations.set(`${body.service_id}:${body.class_id}`, body.minutes);
}
