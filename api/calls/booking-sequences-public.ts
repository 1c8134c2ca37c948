import { eq } from 'drizzle-orm';
import { bookings } from '../db/schema';
import { lastBookingCode } from '../test/sms-codes';
import { beingTakenIn, moved, pickBooking, pickOffered, randomChoice, recordBooking, slotsOf, type Choice } from './booking-sequences-book';
import { expectNothingWritten, snapshot } from './booking-sequences-checks';
import { dateOf, DAY_MS, expectedRefusal, hhmm, iso, MINUTE, ONLINE_LEAD, unofferedStart } from './booking-sequences-time';
import { answered, said, type BookingModel, type World } from './booking-sequences-world';

/** The customer's side of booking in a sequence: the page's free times, the SMS code, the booking's link. */

/** A few phones come back again and again: they meet the limits of codes, of bookings ahead and of one a day. */
const REGULARS = 3;

function phoneFor(w: World): string {
  if (w.rng.chance(0.5)) return w.phone();
  return `+7925${String(w.seed % 100).padStart(2, '0')}000${w.rng.int(REGULARS)}0`;
}

/** The code the last SMS to a phone carries (the log provider keeps them in the outbox). */
async function lastCode(w: World, phone: string): Promise<string> {
  const code = await lastBookingCode(w.db, phone);
  if (!code) w.fail(`no code in the outbox for ${phone}`);
  return code;
}

/**
 * The limits of codes (api/bookings/online.ts): a phone gets 3 an hour and 6 a day, none after
 * 10 wrong codes in a day; the shop sends at most 60 an hour.
 */
const LIMITS = { hour: 3, day: 6, wrong: 10, shop: 60, maxMinutes: 180, ahead: 3 };

/** What a start must answer before the code is sent: too long, a time not offered, over a limit, or null (a code goes). */
function startRefusal(w: World, phone: string, c: Choice, minutes: number, start: number, offered: boolean): Want | null {
  if (minutes > LIMITS.maxMinutes) return [400, 'booking_too_long'];
  if (!offered) return expectedRefusal(w, c.kind, start, minutes, ONLINE_LEAD);
  const mine = w.requests.filter((r) => r.phone === phone && r.at >= w.now - DAY_MS);
  if (mine.length >= LIMITS.day || mine.reduce((n, r) => n + r.attempts, 0) >= LIMITS.wrong) return [429, 'booking_codes_throttled'];
  if (mine.filter((r) => r.at >= w.now - 3_600_000).length >= LIMITS.hour) return [429, 'booking_codes_throttled'];
  if (w.requests.filter((r) => r.at >= w.now - 3_600_000).length >= LIMITS.shop) return [429, 'booking_busy'];
  return null;
}

/** What the right code must answer: three bookings ahead of that phone, one already that day, or null (it books). */
function confirmRefusal(w: World, phone: string, start: number): Want | null {
  const mine = [...w.bookings.values()].filter((b) => b.phone === phone && b.status === 'booked');
  if (mine.filter((b) => b.start > w.now).length >= LIMITS.ahead) return [409, 'booking_too_many'];
  if (mine.some((b) => dateOf(b.start) === dateOf(start))) return [409, 'booking_one_a_day'];
  return null;
}

type Want = [number, string | undefined];

/** Whether moving `b` to `start` puts it on another day beside a booking of the same phone still booked. */
function secondThatDay(w: World, b: BookingModel, start: number): boolean {
  if (b.phone === null || dateOf(start) === dateOf(b.start)) return false;
  return [...w.bookings.values()].some(
    (o) => o.id !== b.id && o.phone === b.phone && o.status === 'booked' && dateOf(o.start) === dateOf(start),
  );
}

/**
 * The public page books: its free times (checked), a start (an offered one, now and then one
 * not offered), the code (now and then wrong first, five times wrong, or too late), and now
 * and then the desk takes the time between the code and the confirmation.
 */
export async function publicBook(w: World): Promise<void> {
  const c: Choice = randomChoice(w);
  const path = `public/booking/slots?kind=${c.kind}&services=${c.services.join(',')}&class_id=${c.classId}`;
  const answer = await slotsOf(w, path, c, ONLINE_LEAD);
  if (!answer) return w.log(`public/booking/slots ${c.kind} [${c.services}] class ${c.classId}: too long to book online`);
  const picked = w.rng.chance(0.85) ? pickOffered(w, answer) : undefined;
  const { start, sort } = picked !== undefined ? { start: picked, sort: 'offered' } : unofferedStart(w, answer);
  const phone = phoneFor(w);
  const plate = w.plate();
  const body = {
    kind: c.kind,
    service_ids: c.services,
    class_id: c.classId,
    plate_number: plate,
    name: 'Вера',
    phone,
    starts_at: iso(start),
  };
  const refusal = startRefusal(w, phone, c, answer.minutes, start, sort === 'offered');
  const before = refusal ? await snapshot(w) : '';
  const started = await w.call('public', 'POST', 'public/booking/start', body);
  w.log(`public/booking/start ${c.kind} ${answer.minutes} min at ${hhmm(start)} (${sort}) phone ${phone} → ${said(started)}`);
  const want: Want = refusal ?? [200, undefined];
  w.expect(answered(started, want), () => `public/booking/start answered ${said(started)}, expected ${want.join(' ')}`);
  if (refusal) return expectNothingWritten(w, before, 'public/booking/start');
  const request = { phone, at: w.now, attempts: 0 };
  w.requests.push(request);
  // Now and then the customer never types the code: the request only counts against the phone.
  if (w.rng.chance(0.15)) return w.log('  the code is never typed');
  const id = started.body.data.request_id as string;
  const code = await lastCode(w, phone);
  const confirm = (sent: string, startsAt?: number) =>
    w.call('public', 'POST', 'public/booking/confirm', { request_id: id, code: sent, ...(startsAt ? { starts_at: iso(startsAt) } : {}) });
  const misses = w.rng.weighted([
    [0, 6],
    [1, 2],
    [5, 1],
  ] as const);
  await wrongCodes(w, request, id, misses);
  if (w.rng.chance(0.05)) w.advance(11 * MINUTE);
  const late = Date.parse(started.body.data.expires_at) <= w.now;
  // Now and then the desk books the same time until no bay of the kind is left for it.
  const taken = w.rng.chance(0.15);
  if (taken) for (let i = 0; i < 4 && (await takeAt(w, c, start)); i += 1);
  let wanted: Want = [200, undefined];
  if (late) wanted = [410, 'booking_request_gone'];
  else if (misses >= 5) wanted = [410, 'booking_code_spent'];
  else wanted = confirmRefusal(w, phone, start) ?? (taken ? [409, 'booking_slot_taken'] : [200, undefined]);
  const snap = wanted[0] === 200 ? '' : await snapshot(w);
  let res = await confirm(code);
  w.log(`public/booking/confirm (${misses} wrong before${late ? ', expired' : ''}${taken ? ', desk took the time' : ''}) → ${said(res)}`);
  w.expect(answered(res, wanted), () => `confirm answered ${said(res)}, expected ${wanted.join(' ')}`);
  if (res.status !== 200) await expectNothingWritten(w, snap, 'public/booking/confirm');
  let at = start;
  if (wanted[1] === 'booking_slot_taken') {
    // The same code confirms another free time the page offers.
    const again = await slotsOf(w, path, c, ONLINE_LEAD);
    const other = again ? pickOffered(w, again) : undefined;
    if (other === undefined || again!.minutes !== answer.minutes) return;
    const second: Want = confirmRefusal(w, phone, other) ?? [200, undefined];
    const snap2 = second[0] === 200 ? '' : await snapshot(w);
    res = await confirm(code, other);
    w.log(`public/booking/confirm with another time ${hhmm(other)} → ${said(res)}`);
    w.expect(answered(res, second), () => `confirm with another offered time answered ${said(res)}, expected ${second.join(' ')}`);
    if (res.status !== 200) return expectNothingWritten(w, snap2, 'public/booking/confirm');
    at = other;
  }
  if (res.status !== 200) return;
  // The public answer leaves the booking's number out: the token finds it.
  const token = res.body.data.token as string;
  const [row] = await w.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.publicToken, token));
  const m = { id: row?.id ?? -1, token, kind: c.kind, start: at, source: 'online' as const };
  await recordBooking(w, { ...m, plate, phone, classId: c.classId, services: c.services }, ONLINE_LEAD);
}

/** Wrong codes typed into a request: each counts (kept though refused), the fifth ends it. */
async function wrongCodes(w: World, request: { phone: string; attempts: number }, id: string, misses: number): Promise<void> {
  if (misses === 0) return;
  const code = await lastCode(w, request.phone);
  for (let i = 1; i <= misses; i += 1) {
    const res = await w.call('public', 'POST', 'public/booking/confirm', { request_id: id, code: code === '0000' ? '1111' : '0000' });
    request.attempts += 1;
    const expected = i < 5 ? ['422', 'booking_code_wrong', String(5 - i)] : ['410', 'booking_code_spent', 'undefined'];
    const got = [String(res.status), res.body.code, String(res.body.params?.n)];
    w.expect(got.join() === expected.join(), () => `wrong code #${i} answered ${got.join(' ')}, expected ${expected.join(' ')}`);
  }
}

/**
 * One of the regular phones asks for codes again and again at one time (now and then guessing
 * five wrong codes in each): past three an hour, six a day or ten wrong codes a day it is refused.
 */
export async function publicCodes(w: World): Promise<void> {
  const c: Choice = randomChoice(w);
  const answer = await slotsOf(
    w,
    `public/booking/slots?kind=${c.kind}&services=${c.services.join(',')}&class_id=${c.classId}`,
    c,
    ONLINE_LEAD,
  );
  const start = answer ? pickOffered(w, answer) : undefined;
  if (!answer || start === undefined) return;
  const phone = `+7925${String(w.seed % 100).padStart(2, '0')}000${w.rng.int(REGULARS)}0`;
  for (let i = 0; i < 4; i += 1) {
    const refusal = startRefusal(w, phone, c, answer.minutes, start, true);
    const before = refusal ? await snapshot(w) : '';
    const body = {
      kind: c.kind,
      service_ids: c.services,
      class_id: c.classId,
      plate_number: w.plate(),
      name: 'Вера',
      phone,
      starts_at: iso(start),
    };
    const res = await w.call('public', 'POST', 'public/booking/start', body);
    w.log(`public/booking/start again for ${phone} at ${hhmm(start)} → ${said(res)}`);
    const want: Want = refusal ?? [200, undefined];
    w.expect(answered(res, want), () => `public/booking/start answered ${said(res)}, expected ${want.join(' ')}`);
    if (refusal) {
      await expectNothingWritten(w, before, 'public/booking/start');
      continue;
    }
    const request = { phone, at: w.now, attempts: 0 };
    w.requests.push(request);
    if (w.rng.chance(0.4)) await wrongCodes(w, request, res.body.data.request_id as string, 5);
  }
}

/** The desk books the kind at that time if any bay is left (answers whether it did). */
async function takeAt(w: World, c: Choice, start: number): Promise<boolean> {
  const body = { kind: c.kind, service_ids: c.services, class_id: c.classId, plate_number: w.plate(), starts_at: iso(start) };
  const res = await w.call('master', 'POST', 'bookings/create', body);
  w.log(`  the desk books ${hhmm(start)} meanwhile → ${said(res)}`);
  if (res.status !== 200) return false;
  const m = { id: res.body.data.booking_id, token: res.body.data.token, kind: c.kind, start, source: 'staff' as const };
  await recordBooking(w, { ...m, plate: body.plate_number, phone: null, classId: c.classId, services: c.services }, 0);
  return true;
}

/** What the link's move or cancel must answer before any time is looked at: gone, not booked, too late, or null (go on). */
function linkRefusal(w: World, b: BookingModel): [number, string] | null {
  if (b.start + 30 * DAY_MS < w.now) return [410, 'booking_gone'];
  if (b.status !== 'booked') return [409, 'booking_not_booked'];
  if (b.start - w.cancelHours * 3_600_000 <= w.now) return [409, 'booking_change_too_late'];
  return null;
}

/** The customer moves a booking by its link to a time its page offers (or one not offered). */
export async function publicMove(w: World): Promise<void> {
  const b = pickBooking(w);
  if (!b) return;
  await checkPage(w, b);
  const c = { kind: b.kind, services: b.services, classId: b.classId };
  const page = await w.call('public', 'GET', `public/b/${b.token}/slots`);
  const gone = b.start + 30 * DAY_MS < w.now;
  w.expect(page.status === (gone ? 410 : 200), () => `public/b/:token/slots answered ${page.status} for a ${b.status} booking`);
  if (gone) return;
  const answer = (await slotsOf(w, `public/b/${b.token}/slots`, c, ONLINE_LEAD, b.id))!;
  const own = (b.end - b.start) / MINUTE;
  const picked = w.rng.chance(0.8) ? pickOffered(w, answer) : undefined;
  const { start, sort } = picked !== undefined ? { start: picked, sort: 'offered' } : unofferedStart(w, answer);
  const same = b.status === 'booked' && start === b.start;
  const refusal = same ? null : linkRefusal(w, b);
  // The car rule is the desk's alone (decision 040): a customer's move is not refused by another booking of the plate.
  const timeSays: Want = refusal ?? (sort === 'offered' || same ? [200, undefined] : expectedRefusal(w, b.kind, start, own, ONLINE_LEAD));
  // Onto another day holding a booking of the same phone: one a day, as when the code books.
  const [status, code] = timeSays[0] === 200 && !same && secondThatDay(w, b, start) ? [409, 'booking_move_one_a_day'] : timeSays;
  const before = status === 200 ? '' : await snapshot(w);
  const res = await w.call('public', 'POST', `public/b/${b.token}/move`, { starts_at: iso(start) });
  w.log(
    `public/b/:token/move #${b.id} (${b.status} ${hhmm(b.start)}, ${own} min, slots of ${answer.minutes} min) ` +
      `to ${hhmm(start)} (${sort}) → ${said(res)}`,
  );
  w.expect(
    answered(res, [status, code]),
    () =>
      `moving booking ${b.id} by its link to ${hhmm(start)} (${sort}) answered ${res.status} ${res.body.code}, expected ${status} ${code}`,
  );
  if (res.status === 200) await moved(w, b, start, ONLINE_LEAD);
  else await expectNothingWritten(w, before, 'public/b/:token/move');
}

/** The booking's page by its link says its state and until when the customer may change it, as the model does. */
async function checkPage(w: World, b: BookingModel): Promise<void> {
  const page = await w.call('public', 'GET', `public/b/${b.token}`);
  if (b.start + 30 * DAY_MS < w.now) return w.expect(page.status === 410, () => `the page of an expired link answered ${page.status}`);
  const until = b.start - w.cancelHours * 3_600_000;
  const want = { state: b.status, change_until: b.status === 'booked' && until > w.now ? iso(until) : null, starts_at: iso(b.start) };
  const got =
    page.status === 200
      ? { state: page.body.data.state, change_until: page.body.data.change_until, starts_at: page.body.data.starts_at }
      : page.status;
  w.expect(
    JSON.stringify(got) === JSON.stringify(want),
    () => `the page of booking ${b.id} says ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`,
  );
}

/** The customer cancels by the link: until the cancel limit; a cancelled one answers its page again. */
export async function publicCancel(w: World, b = pickBooking(w, 0.7)): Promise<void> {
  if (!b) return;
  await checkPage(w, b);
  const refusal = b.status === 'canceled' && b.start + 30 * DAY_MS >= w.now ? null : linkRefusal(w, b);
  const [status, code] = refusal ?? [200, undefined];
  const before = status === 200 && !beingTakenIn(b) ? '' : await snapshot(w);
  const res = await w.call('public', 'POST', `public/b/${b.token}/cancel`);
  w.log(`public/b/:token/cancel #${b.id} (${b.status} ${hhmm(b.start)}, cancel ${w.cancelHours} h) → ${said(res)}`);
  const refused = answered(res, [409, 'booking_taken_in']) || answered(res, [409, 'booking_not_booked']);
  if (beingTakenIn(b) && refused) return expectNothingWritten(w, before, 'public/b/:token/cancel');
  w.expect(answered(res, [status, code]), () => `cancel by link answered ${res.status} ${res.body.code}, expected ${status} ${code}`);
  if (res.status === 200) b.status = 'canceled';
  else await expectNothingWritten(w, before, 'public/b/:token/cancel');
}
