import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, bookings, orders } from '../db/schema';
import { randomChoice, staffCreate } from './booking-sequences-book';
import { expectNothingWritten, snapshot } from './booking-sequences-checks';
import { answered, said, type BookingModel, type World } from './booking-sequences-world';
import { dateOf } from './booking-sequences-time';

/**
 * «Принять» of a booked car already in the live queue (`bookings/arrive`, api/bookings/arrive.ts) in a
 * sequence of booking calls: a car is taken in without its booking (a walk-in, its plate typed on either
 * keyboard), then the booking is said to have come with that order. Mostly the right pair is tried, now
 * and then a wrong one (another car's order, a draft, a closed order, one that holds a booking, a booking
 * cancelled or arrived, ids that do not exist): the model says what each must answer, and a refusal or a
 * repeat must write nothing.
 */

type Want = [number, string | undefined];
const MISSING = 999_999;

const orderRow = async (w: World, id: number) =>
  (
    await w.db
      .select({ plate: orders.plateNumber, isDraft: orders.isDraft, jobStatus: orders.jobStatus })
      .from(orders)
      .where(eq(orders.id, id))
  )[0];

/** The car's open order (a draft too: the product gives a car one open order at a time), if it has one. */
const openOrderOf = async (w: World, plate: string): Promise<number | undefined> =>
  (
    await w.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.plateNumber, plate), inArray(orders.jobStatus, ['waiting', 'in_progress'])))
      .limit(1)
  )[0]?.id;

/** Whether a booking of the model holds the order (the draft being taken in from it, or the one it arrived with). */
const holdsBooking = (w: World, orderId: number): boolean => [...w.bookings.values()].some((b) => b.orderId === orderId);

/**
 * What `bookings/arrive` must answer, checked in the product's order: the order, then the booking exist;
 * the same pair again is a repeat (200, nothing written); the booking must be expected (booked or missed)
 * and nobody's, and today's (in Moscow); the order open (taken, not done or cancelled); the same car; the order holding no booking.
 * The order's job status is read, as the work steps move it on without the model following.
 */
function expectedArrive(w: World, b: BookingModel | undefined, orderId: number, o?: Awaited<ReturnType<typeof orderRow>>): Want {
  if (!o) return [404, 'order_not_found'];
  if (!b) return [404, 'booking_not_found'];
  if (b.orderId === orderId && b.status === 'arrived') return [200, 'repeat'];
  if (b.status !== 'booked' && b.status !== 'no_show') return [409, 'booking_not_booked'];
  if (b.orderId !== null) return [409, 'booking_taken_in'];
  if (dateOf(b.start) !== dateOf(w.now)) return [409, 'booking_not_today'];
  if (o.isDraft || o.jobStatus === 'done' || o.jobStatus === 'canceled') return [409, 'booking_order_not_open'];
  if (o.plate !== b.plate) return [409, 'booking_other_car'];
  if (holdsBooking(w, orderId)) return [409, 'order_has_booking'];
  return [200, undefined];
}

/** `bookings/arrive` of a booking (undefined: one that does not exist) into an order, held to the model. */
export async function arriveInto(w: World, b: BookingModel | undefined, orderId: number, why: string): Promise<void> {
  const id = b?.id ?? MISSING;
  const row = await orderRow(w, orderId);
  const want = expectedArrive(w, b, orderId, row);
  const quiet = want[0] !== 200 || want[1] === 'repeat';
  const before = quiet ? await snapshot(w) : '';
  const res = await w.call('master', 'POST', 'bookings/arrive', { booking_id: id, order_id: orderId });
  const state = b ? `${b.status} ${b.plate}${b.orderId === null ? '' : ` of order ${b.orderId}`}` : 'none';
  const order = row ? `${row.plate}${row.isDraft ? ' draft' : ''} ${row.jobStatus}` : 'none';
  w.log(`bookings/arrive #${id} (${state}) into order #${orderId} (${order}; ${why}) → ${said(res)}`);
  w.expect(
    answered(res, want) && (res.status !== 200 || res.body.code === 'booking_arrived'),
    () => `bookings/arrive answered ${said(res)}, expected ${want.join(' ')}`,
  );
  const outcome = res.status === 200 ? (want[1] ?? 'arrived') : said(res);
  w.queueArrivals.set(outcome, (w.queueArrivals.get(outcome) ?? 0) + 1);
  if (quiet) return expectNothingWritten(w, before, want[1] === 'repeat' ? 'a repeated bookings/arrive' : 'bookings/arrive');
  Object.assign(b!, { status: 'arrived', orderId });
  const taken = w.orders.get(orderId);
  // An open order the sequence does not know would never be closed at the end.
  if (!taken) return w.fail(`booking ${id} arrived with order ${orderId}, which no step took in`);
  taken.bookingId = id;
  w.touched.add(orderId);
  // The rest of the row is held to the model after the step; the time of the change and its audit only here.
  const [written] = await w.db.select({ at: bookings.updatedAt }).from(bookings).where(eq(bookings.id, id));
  w.expect(written!.at.getTime() === w.now, () => `booking ${id} arrived but its updated_at is ${written!.at.toISOString()}`);
  const audit = await w.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'booking.arrived'), eq(auditLog.entity, 'booking'), eq(auditLog.entityId, id)));
  w.expect(
    audit.length === 1 && JSON.stringify(audit[0]!.after) === JSON.stringify({ order_id: orderId }),
    () => `booking ${id} arrived with order ${orderId}, audited ${JSON.stringify(audit)}`,
  );
}

const LATIN: Record<string, string> = { А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X' };

/** A plate as a master may type it: as stored, in lower case, on the Latin keyboard, or with spaces between its groups. */
function typed(w: World, plate: string): string {
  const how = w.rng.pick(['stored', 'lower', 'latin', 'spaced'] as const);
  if (how === 'lower') return plate.toLowerCase();
  if (how === 'latin') return plate.replace(/[АВЕКМНОРСТУХ]/g, (ch) => LATIN[ch]!);
  if (how === 'spaced') return `${plate.slice(0, 1)} ${plate.slice(1, 4)} ${plate.slice(4, 6)} ${plate.slice(6)}`;
  return plate;
}

/**
 * A car's services confirmed (`new-order/lines`), taking its draft out of the drafts; with `booking`, as
 * the wizard does for a draft begun without it: the booking becomes the order's and arrives if it is
 * expected, nobody's, of this car, today's, and the order holds none, and quietly stays as it was otherwise.
 */
async function takeUp(w: World, id: number, plate: string, booking?: BookingModel): Promise<void> {
  const kind = w.rng.pick(['wash', 'tire'] as const);
  const service_id = w.rng.pick(w.services[kind]);
  const line =
    kind === 'wash'
      ? { service_id, is_wash: true, quantity: 1 }
      : { service_id, is_wash: false, quantity: 4, radius_id: w.radiusId, profile_id: w.profileId };
  const claims =
    booking !== undefined &&
    (booking.status === 'booked' || booking.status === 'no_show') &&
    booking.orderId === null &&
    booking.plate === plate &&
    dateOf(booking.start) === dateOf(w.now) &&
    !holdsBooking(w, id);
  const res = await w.call('master', 'POST', 'new-order/lines', { order_id: id, lines: [line], booking_id: booking?.id ?? null });
  w.log(`  new-order/lines #${id} ${kind}${booking ? ` with booking #${booking.id} (${booking.status})` : ''} → ${said(res)}`);
  w.expect(res.status === 200, () => `new-order/lines of a walk-in answered ${res.status} ${JSON.stringify(res.body)}`);
  w.drafts.delete(id);
  w.orders.set(id, { id, bookingId: claims ? booking.id : null, plate, closed: false });
  w.touched.add(id);
  if (claims) Object.assign(booking, { status: 'arrived', orderId: id });
}

/**
 * A car taken into the live queue without its booking: `new-order` (the plate typed any way; it must be
 * stored as the booking has it, or the car would never meet its booking), then its services unless left a
 * draft. Answers the order's id.
 */
async function walkIn(w: World, plate: string, draft: boolean): Promise<number> {
  const as = typed(w, plate);
  const body = { plate_number: as, brand_name: 'Lada', model_name: 'Vesta', class_id: w.rng.pick(w.classes.slice(0, 3)) };
  const res = await w.call('master', 'POST', 'new-order', body);
  w.log(`new-order ${as} without a booking${draft ? ', left a draft' : ''} → ${said(res)}`);
  w.expect(res.status === 200, () => `new-order of a car with no open order answered ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body.data.order_id as number;
  const row = await orderRow(w, id);
  w.expect(row?.plate === plate, () => `the plate typed ${as} is stored as ${row?.plate}, not ${plate}`);
  if (draft) w.drafts.set(id, { id, plate });
  else await takeUp(w, id, plate);
  return id;
}

/** The car's open order, or a new one taken in without its booking. */
const inQueue = async (w: World, plate: string, draft = false): Promise<number> => (await openOrderOf(w, plate)) ?? walkIn(w, plate, draft);

/** Orders of the sequence that are done or cancelled (the work steps get them there). */
async function finalOrders(w: World): Promise<number[]> {
  const ids = [...w.orders.keys()];
  if (!ids.length) return [];
  const rows = await w.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), inArray(orders.jobStatus, ['done', 'canceled'])));
  return rows.map((r) => r.id);
}

/**
 * One step of «Принять» into the live queue: the booked car's own order (and the same again), or a
 * pair that must be refused; the model predicts every answer (api/calls/booking-sequences.test.ts).
 */
export async function queueArrive(w: World): Promise<void> {
  const what = w.rng.weighted([
    ['own', 6],
    ['other-car', 2],
    ['draft', 2],
    ['closed', 2],
    ['held', 2],
    ['not-expected', 2],
    ['missing', 1],
  ] as const);
  const all = [...w.bookings.values()];
  if (what === 'missing') {
    const b = all.length ? w.rng.pick(all) : undefined;
    if (b && w.rng.chance(0.5)) return arriveInto(w, b, MISSING, 'no such order');
    const known = [...w.orders.keys()];
    return known.length ? arriveInto(w, undefined, w.rng.pick(known), 'no such booking') : undefined;
  }
  if (what === 'not-expected') {
    const gone = all.filter((b) => b.status === 'canceled' || b.status === 'arrived');
    if (!gone.length) return;
    const b = w.rng.pick(gone);
    const orderId = b.orderId !== null && w.rng.chance(0.5) ? b.orderId : await inQueue(w, b.plate);
    return arriveInto(w, b, orderId, `a booking ${b.status}`);
  }
  if (what === 'held') return heldOrder(w);
  const expected = all.filter((b) => (b.status === 'booked' || b.status === 'no_show') && b.orderId === null);
  if (!expected.length) return w.log('bookings/arrive: no booking is expected');
  const b = w.rng.pick(expected);
  if (what === 'own') {
    const orderId = await inQueue(w, b.plate);
    await arriveInto(w, b, orderId, 'its car in the queue');
    if (w.rng.chance(0.5)) await arriveInto(w, b, orderId, 'the same again');
  } else if (what === 'other-car') {
    const others = [...w.orders.values()].filter((o) => !o.closed && o.plate !== b.plate);
    const orderId = others.length && w.rng.chance(0.6) ? w.rng.pick(others).id : await walkIn(w, w.plate(), false);
    await arriveInto(w, b, orderId, 'another car');
  } else if (what === 'draft') {
    const drafts = [...w.drafts.values()];
    const orderId = drafts.length && w.rng.chance(0.3) ? w.rng.pick(drafts).id : await inQueue(w, b.plate, true);
    await arriveInto(w, b, orderId, 'a draft');
    // The draft is left (as a wizard abandoned), or taken up, now and then with the booking (its claim).
    const draft = w.drafts.get(orderId);
    if (draft && w.rng.chance(0.7)) await takeUp(w, orderId, draft.plate, w.rng.chance(0.5) ? b : undefined);
  } else await closedOrder(w, b);
}

/** A closed order: one the work steps finished or cancelled, or the car taken in and its order cancelled at once. */
async function closedOrder(w: World, b: BookingModel): Promise<void> {
  const final = await finalOrders(w);
  const open = await openOrderOf(w, b.plate);
  if (final.length && (open !== undefined || w.rng.chance(0.5))) return arriveInto(w, b, w.rng.pick(final), 'a closed order');
  // A car with an open order gets no second one to cancel.
  if (open !== undefined) return;
  const orderId = await walkIn(w, b.plate, false);
  const res = await w.call('master', 'POST', 'order/cancel', { order_id: orderId });
  w.log(`  order/cancel #${orderId} → ${said(res)}`);
  w.expect(res.status === 200, () => `order/cancel of a walk-in answered ${res.status} ${JSON.stringify(res.body)}`);
  await arriveInto(w, b, orderId, 'its car’s cancelled order');
}

/** An order that holds a booking already, and a second booking of the same car made by the desk: refused. */
async function heldOrder(w: World): Promise<void> {
  const holders = [...w.orders.values()].filter((o) => [...w.bookings.values()].some((b) => b.orderId === o.id && b.status === 'arrived'));
  if (!holders.length) return;
  const o = w.rng.pick(holders);
  const b = await staffCreate(w, 'offered', randomChoice(w), o.plate);
  if (b) await arriveInto(w, b, o.id, 'an order holding a booking');
}
