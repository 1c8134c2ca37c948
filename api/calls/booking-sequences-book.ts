import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { bookings, orderItems, orders } from '../db/schema';
import { bookingRows, expectNothingWritten, heldOf, snapshot } from './booking-sequences-checks';
import {
  brokenRule,
  expectedMinutes,
  expectedRefusal,
  hhmm,
  iso,
  MINUTE,
  offeredStarts,
  ONLINE_MAX_MINUTES,
  slotsDiffer,
  unofferedStart,
  type SlotsAnswer,
} from './booking-sequences-time';
import { answered, said, type BookingModel, type Kind, type World } from './booking-sequences-world';

/** The desk's side of booking in a sequence: free times asked and checked, bookings made, moved and cancelled. */

export interface Choice {
  kind: Kind;
  services: number[];
  classId: number;
}

export function randomChoice(w: World, kind: Kind = w.rng.pick(['wash', 'tire'] as const)): Choice {
  const list = w.services[kind];
  const first = w.rng.pick(list);
  const services = w.rng.chance(0.3) ? [first, w.rng.pick(list.filter((s) => s !== first))] : [first];
  return { kind, services, classId: w.rng.pick(w.classes.slice(0, 3)) };
}

const query = (c: Choice) => `kind=${c.kind}&services=${c.services.join(',')}&class_id=${c.classId}`;

/** Whether the live queue holds a car (then today's free times may be fewer than the bookings alone leave). */
async function queueEmpty(w: World): Promise<boolean> {
  const [row] = await w.db
    .select({ n: count() })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(inArray(orders.jobStatus, ['waiting', 'in_progress']), ne(orderItems.status, 'canceled'), ne(orderItems.kind, 'parking')));
  return row!.n === 0;
}

/**
 * The free times of a choice (the desk's with lead 0, the public page's with 30), checked
 * against the model: the days, the starts, and the length when the test can tell it.
 */
export async function slotsOf(w: World, path: string, c: Choice, lead: number, ignore?: number): Promise<SlotsAnswer | null> {
  const res = await w.call(lead === 0 ? 'master' : 'public', 'GET', path);
  const minutes = expectedMinutes(w, c.kind, c.services, c.classId);
  // The public page offers no time for a job longer than online booking takes (the desk's, by phone).
  const tooLong = lead > 0 && ignore === undefined && minutes !== null && minutes > ONLINE_MAX_MINUTES;
  if (lead > 0 && ignore === undefined && answered(res, [400, 'booking_too_long'])) {
    w.expect(minutes === null || tooLong, () => `GET ${path} refused ${minutes} minutes as too long`);
    return null;
  }
  w.expect(res.status === 200 && !tooLong, () => `GET ${path} (${minutes} min) answered ${res.status} ${JSON.stringify(res.body)}`);
  const answer = res.body.data as SlotsAnswer;
  if (ignore === undefined)
    w.expect(minutes === null || minutes === answer.minutes, () => `GET ${path}: ${answer.minutes} minutes, the durations make ${minutes}`);
  const held = heldOf(await bookingRows(w));
  const diff = slotsDiffer(w, c.kind, answer, lead, held, await queueEmpty(w), ignore);
  w.expect(diff === null, () => `GET ${path} (${answer.minutes} min): ${diff}`);
  return answer;
}

/** The desk's free times (never refused as too long). */
async function deskSlots(w: World, path: string, c: Choice, ignore?: number): Promise<SlotsAnswer> {
  return (await slotsOf(w, path, c, 0, ignore))!;
}

/** A start among the offered, days near now more often (they fill and meet the live queue). */
export function pickOffered(w: World, answer: SlotsAnswer): number | undefined {
  const days = answer.days.filter((d) => d.starts.length > 0);
  if (!days.length) return undefined;
  const day = w.rng.chance(0.5) ? days[0]! : w.rng.pick(days);
  return Date.parse(w.rng.pick(day.starts));
}

/** A booking just made (or moved) as the table has it, into the model; it must keep the rules in force at this moment. */
export async function recordBooking(w: World, m: Omit<BookingModel, 'bayId' | 'end' | 'status' | 'orderId'>, lead: number) {
  const [row] = await w.db.select().from(bookings).where(eq(bookings.id, m.id));
  if (!row) w.fail(`booking ${m.id} answered but not in the table`);
  const made: BookingModel = { ...m, bayId: row.bayId, end: row.endsAt.getTime(), status: 'booked', orderId: null };
  w.expect(row.startsAt.getTime() === m.start, () => `booking ${m.id} starts at ${hhmm(row.startsAt.getTime())}, asked ${hhmm(m.start)}`);
  w.bookings.set(m.id, made);
  const broken = brokenRule(w, made, lead);
  w.expect(broken === null, () => `booking ${m.id} at ${hhmm(m.start)} on bay ${made.bayId} was accepted though ${broken}`);
  return made;
}

/**
 * The desk books by phone: at an offered time it must succeed; at a time not offered (of any
 * sort, or one offered for the other kind) it must be refused with the status and code the
 * model expects, writing nothing; a car booked at that time already is refused at an offered time
 * too. Answers the booking made (for `plate`, when given: a car's second booking, say).
 */
export async function staffCreate(
  w: World,
  mode: 'offered' | 'unoffered' | 'cross',
  c = randomChoice(w),
  plate = w.plate(),
  /** A start to take when it is offered (the time of the car's other booking, say). */
  near?: number,
): Promise<BookingModel | undefined> {
  const answer = await deskSlots(w, `bookings/slots?${query(c)}`, c);
  const nearOffered = near !== undefined && offeredStarts(answer).includes(near) ? near : undefined;
  let picked = mode === 'offered' ? (nearOffered ?? pickOffered(w, answer)) : undefined;
  let { start, sort } = picked !== undefined ? { start: picked, sort: 'offered' } : unofferedStart(w, answer);
  if (mode === 'cross') {
    const other = randomChoice(w, c.kind === 'wash' ? 'tire' : 'wash');
    picked = pickOffered(w, await deskSlots(w, `bookings/slots?${query(other)}`, other));
    if (picked === undefined) return undefined;
    start = picked;
    sort = offeredStarts(answer).includes(start) ? 'offered' : `offered for ${other.kind} only`;
  }
  const phone = w.rng.chance(0.6) ? w.phone() : null;
  const body = { kind: c.kind, service_ids: c.services, class_id: c.classId, plate_number: plate, starts_at: iso(start) };
  if (sort === 'offered' && carBookedThen(w, plate, start, start + answer.minutes * MINUTE)) sort = 'offered, the car booked then';
  const before = sort === 'offered' ? '' : await snapshot(w);
  const res = await w.call('master', 'POST', 'bookings/create', phone ? { ...body, phone, name: w.rng.pick(['Анна', 'Олег']) } : body);
  w.log(`bookings/create ${c.kind} [${c.services}] class ${c.classId} at ${hhmm(start)} (${sort}) → ${said(res)}`);
  if (sort === 'offered') {
    w.expect(res.status === 200, () => `an offered time ${hhmm(start)} was refused: ${res.status} ${JSON.stringify(res.body)}`);
    const m = { id: res.body.data.booking_id, token: res.body.data.token, kind: c.kind, start, source: 'staff' as const };
    return recordBooking(w, { ...m, plate, phone, classId: c.classId, services: c.services }, 0);
  }
  const [status, code] =
    sort === 'offered, the car booked then' ? [409, 'booking_car_booked'] : expectedRefusal(w, c.kind, start, answer.minutes, 0);
  w.expect(
    answered(res, [status, code]),
    () => `a time not offered (${sort}, ${hhmm(start)}) answered ${res.status} ${res.body.code}, expected ${status} ${code}`,
  );
  await expectNothingWritten(w, before, 'bookings/create');
  return undefined;
}

/** The desk books a car that has a booking already, at that booking's time when a bay is free then: refused, the car is booked. */
export async function staffCreateSameCar(w: World): Promise<void> {
  const b = [...w.bookings.values()].filter((o) => o.status === 'booked');
  if (!b.length) return;
  const other = w.rng.pick(b);
  await staffCreate(w, 'offered', randomChoice(w), other.plate, w.rng.chance(0.7) ? other.start : undefined);
}

/** A booking of the sequence: mostly a booked one, now and then any (to meet the refusals). */
export function pickBooking(w: World, booked = 0.8): BookingModel | undefined {
  const all = [...w.bookings.values()];
  const live = all.filter((b) => b.status === 'booked');
  if (live.length && w.rng.chance(booked)) return w.rng.pick(live);
  return all.length ? w.rng.pick(all) : undefined;
}

/** Whether another booking still booked holds this car at some moment of [start, end): a car is booked once at a time. */
export function carBookedThen(w: World, plate: string, start: number, end: number, ignoreId?: number): boolean {
  return [...w.bookings.values()].some(
    (o) => o.id !== ignoreId && o.plate === plate && o.status === 'booked' && o.start < end && o.end > start,
  );
}

const choiceOf = (b: BookingModel): Choice => ({ kind: b.kind, services: b.services, classId: b.classId });

/** The desk moves a booking: to a time offered for it (must succeed), or one not offered; any but a booked one is refused. */
export async function staffMove(w: World, b = pickBooking(w)): Promise<void> {
  if (!b) return;
  const answer = await deskSlots(w, `bookings/slots?${query(choiceOf(b))}&booking_id=${b.id}`, choiceOf(b), b.id);
  const own = (b.end - b.start) / MINUTE;
  w.expect(answer.minutes === own, () => `the free times to move booking ${b.id} (${own} min) are of ${answer.minutes} min`);
  const picked = w.rng.chance(0.8) ? pickOffered(w, answer) : undefined;
  const { start, sort } = picked !== undefined ? { start: picked, sort: 'offered' } : unofferedStart(w, answer);
  let want: [number, string | undefined] = [200, undefined];
  if (b.status !== 'booked') want = [409, 'booking_not_booked'];
  else if (sort !== 'offered' && start !== b.start) want = expectedRefusal(w, b.kind, start, own, 0);
  else if (carBookedThen(w, b.plate, start, start + own * MINUTE, b.id)) want = [409, 'booking_car_booked'];
  const before = want[0] === 200 && !beingTakenIn(b) ? '' : await snapshot(w);
  const res = await w.call('master', 'POST', 'bookings/move', { booking_id: b.id, starts_at: iso(start) });
  w.log(`bookings/move #${b.id} (${b.status}, ${own} min, ${answer.minutes} offered) to ${hhmm(start)} (${sort}) → ${said(res)}`);
  if (beingTakenIn(b) && answered(res, [409, 'booking_taken_in'])) return expectNothingWritten(w, before, 'bookings/move');
  w.expect(
    answered(res, want),
    () =>
      `moving booking ${b.id} (${b.status}, ${own} min) to ${hhmm(start)} (${sort}, slots of ${answer.minutes} min) ` +
      `answered ${res.status} ${res.body.code}, expected ${want.join(' ')}`,
  );
  if (res.status === 200) await moved(w, b, start, 0);
  else await expectNothingWritten(w, before, 'bookings/move');
}

/**
 * A booking moved: the model takes its new time and bay; its length stays; it keeps the rules in
 * force. A "move" to its own time changes nothing (and may leave it where an owner's change left it).
 */
export async function moved(w: World, b: BookingModel, start: number, lead: number): Promise<void> {
  if (start === b.start) return;
  const length = b.end - b.start;
  const [row] = await w.db.select().from(bookings).where(eq(bookings.id, b.id));
  w.expect(row!.endsAt.getTime() - row!.startsAt.getTime() === length, () => `booking ${b.id} changed its length when moved`);
  Object.assign(b, { start, end: start + length, bayId: row!.bayId });
  const broken = brokenRule(w, b, lead);
  w.expect(broken === null, () => `booking ${b.id} moved to ${hhmm(start)} on bay ${b.bayId} though ${broken}`);
}

/**
 * A booking whose car is at the wizard (a draft holds it): refusing to change it with 409
 * booking_taken_in is as right as changing it, the checks after the order is taken judge the outcome.
 */
export const beingTakenIn = (b: BookingModel): boolean => b.orderId !== null && b.status !== 'arrived';

/** The desk cancels: a booked one is cancelled, a cancelled one stays so (200); an arrived or missed one is refused. */
export async function staffCancel(w: World, b = pickBooking(w, 0.6)): Promise<void> {
  if (!b) return;
  const ok = b.status === 'booked' || b.status === 'canceled';
  const before = ok && !beingTakenIn(b) ? '' : await snapshot(w);
  const res = await w.call('master', 'POST', 'bookings/cancel', { booking_id: b.id });
  w.log(`bookings/cancel #${b.id} (${b.status}) → ${said(res)}`);
  if (beingTakenIn(b) && answered(res, [409, 'booking_taken_in'])) return expectNothingWritten(w, before, 'bookings/cancel');
  if (ok) {
    w.expect(res.status === 200, () => `cancelling a ${b.status} booking ${b.id} answered ${res.status} ${JSON.stringify(res.body)}`);
    b.status = 'canceled';
    return;
  }
  w.expect(res.status === 409 && res.body.code === 'booking_not_booked', () => `cancelling a ${b.status} booking answered ${res.status}`);
  await expectNothingWritten(w, before, 'bookings/cancel');
}
