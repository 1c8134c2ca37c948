import { and, count, eq, gt, gte, min, sql } from 'drizzle-orm';
import { LOCKS } from '../db/locks';
import { codeHash, codeMatches, newCode } from '../discounts/sms-code';
import type { BookingStartBody } from '../contract/bookings';
import type { Db } from '../db/database';
import { bookingRequests, bookings, clients } from '../db/schema';
import { ONLINE_LEAD_MINUTES } from '../domain/booking-slots';
import { conflict, invalid, Refused } from '../domain/refusal';
import type { LinkSettings } from '../messages/compose';
import { bookingUrl } from '../messages/link';
import { clientWithPhone } from '../orders/intake';
import { parsePlate } from '../orders/plate-input';
import { businessProfileOf } from '../owner/business-profile';
import { newPublicToken } from '../public/token';
import type { SmsProvider } from '../sms/provider';
import { bookingLength, liveQueueFor } from './availability';
import { refuseSecondThatDay } from './one-a-day';
import { baysForTime, placeBooking } from './place';
import { codeSms } from './code-sms';

/** A code is good for ten minutes. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong codes a request takes before it is dead (a new code must be asked for). */
export const CODE_ATTEMPTS = 5;
/**
 * Codes one phone may be sent: an SMS costs the shop money, a stranger could annoy a number,
 * and every code is five guesses at a booking in that number's name. Wrong codes to one phone
 * over a day stop its codes for the rest of that day.
 */
export const CODES_PER_HOUR = 3;
export const CODES_PER_DAY = 6;
export const WRONG_CODES_PER_DAY = 10;
/** Codes the whole shop sends in an hour: a budget no set of addresses can spend past. */
export const SHOP_CODES_PER_HOUR = 60;
/** Bookings still to come one phone may hold: a person books a car or two, not the day. */
export const BOOKINGS_AHEAD_MAX = 3;
/** The longest job one books online (a longer one is the desk's, by phone): one phone cannot hold a bay's day. */
export const ONLINE_MAX_MINUTES = 180;

/** «+7 916 ***-**-67»: enough for the customer to see where the code went, not enough to read the number. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 2)} ${phone.slice(2, 5)} ***-**-${phone.slice(-2)}`;
}

export interface OnlineDeps {
  db: Db;
  sms: SmsProvider;
  settings: LinkSettings;
  now: Date;
  /** The server's secret: the key of the codes' hashes, which the database never holds (api/discounts/sms-code.ts). */
  secret: string;
  /** Counts one code sent from the caller's address; throws when that address sent too many. */
  countSend?: () => void;
  /** Takes that count back: the SMS could not be sent. */
  uncountSend?: () => void;
}

/** The wanted booking a request holds until its code is given. */
type Payload = Omit<BookingStartBody, 'starts_at' | 'phone'> & { plate: string; minutes: number; starts_at: string };

/**
 * The first step of an online booking: the choice is checked (services, class, plate, a time free
 * now) and a four-digit code is sent to the phone; nothing is booked yet. A phone gets at most
 * CODES_PER_HOUR codes an hour.
 */

export async function startOnlineBooking(deps: OnlineDeps, body: BookingStartBody) {
  const { db, now } = deps;
  // Codes go to mobiles only: a landline reads no SMS, and each code sent costs the shop.
  if (!body.phone.startsWith('+79')) throw invalid('booking_phone_mobile').on('phone');
  const { plate } = parsePlate(body.plate_number, body.non_standard);
  const minutes = await bookingLength(db, { kind: body.kind, serviceIds: body.service_ids, classId: body.class_id }, now);
  if (minutes > ONLINE_MAX_MINUTES) throw invalid('booking_too_long', { n: ONLINE_MAX_MINUTES / 60 }).on('service_ids');
  const want = {
    kind: body.kind,
    minutes,
    startsAt: body.starts_at,
    now,
    leadMinutes: ONLINE_LEAD_MINUTES,
    timeZone: deps.settings.TZ_BUSINESS,
  };
  await baysForTime(db, want);
  const id = newPublicToken();
  const code = newCode();
  const payload: Payload = {
    kind: body.kind,
    service_ids: body.service_ids,
    class_id: body.class_id,
    plate_number: body.plate_number,
    non_standard: body.non_standard,
    name: body.name,
    plate,
    minutes,
    starts_at: body.starts_at.toISOString(),
  };
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await db.transaction(async (tx) => {
    // One phone's codes are counted and written one at a time: parallel requests cannot all pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.bookingCodes}, hashtext(${body.phone}))`);
    await refuseOverBudget(tx, body.phone, now);
    // Only a code about to be sent counts against the caller's address.
    deps.countSend?.();
    await tx
      .insert(bookingRequests)
      .values({ id, phone: body.phone, codeHash: codeHash(code, id, deps.secret), payload, expiresAt, createdAt: now });
  });
  const shop = (await businessProfileOf(db))?.name;
  try {
    await deps.sms.send(body.phone, codeSms(body.language ?? 'ru', code, shop));
  } catch {
    // Nothing went out: the phone's, the shop's and the address's budgets are as before.
    deps.uncountSend?.();
    await db.delete(bookingRequests).where(eq(bookingRequests.id, id));
    throw new Refused('upstream_failed', 'booking_sms_failed');
  }
  return { request_id: id, phone_masked: maskPhone(body.phone), expires_at: expiresAt.toISOString(), code_length: 4 };
}

const throttled = (code: 'booking_codes_throttled' | 'booking_busy', waitMs: number) => {
  const seconds = Math.max(60, Math.ceil(waitMs / 1000));
  return new Refused('too_many', code, { n: Math.ceil(seconds / 60), unit: 'minutes' }, seconds);
};

/** Refuses a code past the phone's hour, day or wrong codes, or past the shop's hour. */
async function refuseOverBudget(tx: Db, phone: string, now: Date): Promise<void> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [mine] = await tx
    .select({
      hour: sql<number>`count(*) filter (where ${bookingRequests.createdAt} >= ${hourAgo})::int`,
      day: sql<number>`count(*)::int`,
      wrong: sql<number>`coalesce(sum(${bookingRequests.attempts}), 0)::int`,
      firstInHour: sql<Date | null>`min(${bookingRequests.createdAt}) filter (where ${bookingRequests.createdAt} >= ${hourAgo})`,
      firstInDay: min(bookingRequests.createdAt),
    })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.phone, phone), gte(bookingRequests.createdAt, dayAgo)));
  const since = (at: Date | string | null | undefined, span: number) => (at ? new Date(at).getTime() + span - now.getTime() : span);
  if (mine && (mine.day >= CODES_PER_DAY || mine.wrong >= WRONG_CODES_PER_DAY))
    throw throttled('booking_codes_throttled', since(mine.firstInDay, 86_400_000));
  if (mine && mine.hour >= CODES_PER_HOUR) throw throttled('booking_codes_throttled', since(mine.firstInHour, 3_600_000));
  const [shop] = await tx.select({ n: count() }).from(bookingRequests).where(gte(bookingRequests.createdAt, hourAgo));
  if ((shop?.n ?? 0) >= SHOP_CODES_PER_HOUR) throw throttled('booking_busy', 10 * 60_000);
}

/**
 * The second step: the code. A wrong one counts (and the count is kept even though the call is
 * refused); the fifth wrong one kills the request. The right one books, in one transaction, the
 * time chosen (or another free one the page offers when it was taken meanwhile), for the client
 * of that phone (made when new). A repeat of a confirmed request answers the same booking.
 */
export async function confirmOnlineBooking(deps: OnlineDeps, body: { request_id: string; code: string; starts_at?: Date }) {
  const { db, now, settings } = deps;
  const checked = await db.transaction(async (tx) => {
    const [request] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, body.request_id)).for('update');
    if (!request || request.expiresAt.getTime() <= now.getTime()) return { refusal: new Refused('gone', 'booking_request_gone') };
    if (request.attempts >= CODE_ATTEMPTS) return { refusal: new Refused('gone', 'booking_code_spent') };
    const right = codeMatches(body.code, request.id, request.codeHash, deps.secret);
    if (!right) {
      const attempts = request.attempts + 1;
      await tx.update(bookingRequests).set({ attempts }).where(eq(bookingRequests.id, request.id));
      const left = CODE_ATTEMPTS - attempts;
      return {
        refusal:
          left > 0 ? new Refused('unprocessable', 'booking_code_wrong', { n: left }).on('code') : new Refused('gone', 'booking_code_spent'),
      };
    }
    return { request };
  });
  if ('refusal' in checked) throw checked.refusal;
  const request = checked.request!;
  const live = await liveQueueFor(db, body.starts_at ?? new Date((request.payload as Payload).starts_at), now, settings.TZ_BUSINESS);
  return db.transaction(async (tx) => {
    const [again] = await tx.select().from(bookingRequests).where(eq(bookingRequests.id, request.id)).for('update');
    if (again?.bookingId) return linkOf(tx, again.bookingId, settings);
    const payload = request.payload as Payload;
    const client = await clientWithPhone(tx, request.phone, payload.name);
    if (!client.name) await tx.update(clients).set({ name: payload.name }).where(eq(clients.id, client.id));
    const [{ ahead } = { ahead: 0 }] = await tx
      .select({ ahead: count() })
      .from(bookings)
      .where(and(eq(bookings.clientId, client.id), eq(bookings.status, 'booked'), gt(bookings.startsAt, now)));
    if (ahead >= BOOKINGS_AHEAD_MAX) throw conflict('booking_too_many', { n: ahead });
    const startsAt = body.starts_at ?? new Date(payload.starts_at);
    await refuseSecondThatDay(tx, client.id, startsAt, settings.TZ_BUSINESS);
    const placed = await placeBooking(
      tx,
      {
        kind: payload.kind,
        minutes: payload.minutes,
        startsAt,
        now,
        leadMinutes: ONLINE_LEAD_MINUTES,
        timeZone: settings.TZ_BUSINESS,
        live,
        byCustomer: true,
        lines: payload.service_ids.map((serviceId) => ({ serviceId })),
        classId: payload.class_id,
        plate: payload.plate,
        clientId: client.id,
        source: 'online',
        createdBy: null,
      },
      settings,
    );
    await tx.update(bookingRequests).set({ bookingId: placed.id }).where(eq(bookingRequests.id, request.id));
    return { token: placed.token, url: bookingUrl(settings, placed.token) };
  });
}

async function linkOf(tx: Db, bookingId: number, settings: LinkSettings) {
  const [row] = await tx.select({ token: bookings.publicToken }).from(bookings).where(eq(bookings.id, bookingId));
  return { token: row!.token, url: bookingUrl(settings, row!.token) };
}
