import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, gte, min } from 'drizzle-orm';
import type { BookingStartBody } from '../contract/bookings';
import type { Db } from '../db/database';
import { bookingRequests, bookings, clients } from '../db/schema';
import { ONLINE_LEAD_MINUTES } from '../domain/booking-slots';
import { conflict, Refused } from '../domain/refusal';
import type { LinkSettings } from '../messages/compose';
import { bookingUrl } from '../messages/link';
import { clientWithPhone } from '../orders/intake';
import { parsePlate } from '../orders/plate-input';
import { businessProfileOf } from '../owner/business-profile';
import { newPublicToken } from '../public/token';
import type { SmsProvider } from '../sms/provider';
import { bookingLength } from './availability';
import { baysForTime, placeBooking } from './place';

/** A code is good for ten minutes. */
export const CODE_TTL_MS = 10 * 60_000;
/** Wrong codes a request takes before it is dead (a new code must be asked for). */
export const CODE_ATTEMPTS = 5;
/** Codes one phone may be sent in an hour: an SMS costs the shop money, and a stranger could annoy a number. */
export const CODES_PER_HOUR = 3;
/** Bookings still to come one phone may hold: a person books a car or two, not the day. */
export const BOOKINGS_AHEAD_MAX = 3;

const hashCode = (requestId: string, code: string) => createHash('sha256').update(`${requestId}:${code}`).digest();

/** «+7 916 ***-**-67»: enough for the customer to see where the code went, not enough to read the number. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 2)} ${phone.slice(2, 5)} ***-**-${phone.slice(-2)}`;
}

export interface OnlineDeps {
  db: Db;
  sms: SmsProvider;
  settings: LinkSettings;
  now: Date;
  /** Counts one code sent from the caller's address; throws when that address sent too many. */
  countSend?: () => void;
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
  const { plate } = parsePlate(body.plate_number, body.non_standard);
  const minutes = await bookingLength(db, { kind: body.kind, serviceIds: body.service_ids, classId: body.class_id }, now);
  const want = {
    kind: body.kind,
    minutes,
    startsAt: body.starts_at,
    now,
    leadMinutes: ONLINE_LEAD_MINUTES,
    timeZone: deps.settings.TZ_BUSINESS,
  };
  await baysForTime(db, want);
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const [{ n, first } = { n: 0, first: null }] = await db
    .select({ n: count(), first: min(bookingRequests.createdAt) })
    .from(bookingRequests)
    .where(and(eq(bookingRequests.phone, body.phone), gte(bookingRequests.createdAt, hourAgo)));
  if (n >= CODES_PER_HOUR) {
    const seconds = Math.max(60, Math.ceil(((first?.getTime() ?? now.getTime()) + 3_600_000 - now.getTime()) / 1000));
    throw new Refused('too_many', 'booking_codes_throttled', { n: Math.ceil(seconds / 60), unit: 'minutes' }, seconds);
  }
  deps.countSend?.();
  const id = newPublicToken();
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
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
  await db
    .insert(bookingRequests)
    .values({ id, phone: body.phone, codeHash: hashCode(id, code).toString('hex'), payload, expiresAt, createdAt: now });
  const shop = (await businessProfileOf(db))?.name;
  try {
    await deps.sms.send(body.phone, `Код для записи: ${code}${shop ? `. ${shop}` : ''}`);
  } catch {
    await db.delete(bookingRequests).where(eq(bookingRequests.id, id));
    throw new Refused('upstream_failed', 'booking_sms_failed');
  }
  return { request_id: id, phone_masked: maskPhone(body.phone), expires_at: expiresAt.toISOString(), code_length: 4 };
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
    const right = timingSafeEqual(hashCode(request.id, body.code), Buffer.from(request.codeHash, 'hex'));
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
    const placed = await placeBooking(
      tx,
      {
        kind: payload.kind,
        minutes: payload.minutes,
        startsAt: body.starts_at ?? new Date(payload.starts_at),
        now,
        leadMinutes: ONLINE_LEAD_MINUTES,
        timeZone: settings.TZ_BUSINESS,
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
    return { booking_id: placed.id, token: placed.token, url: bookingUrl(settings, placed.token) };
  });
}

async function linkOf(tx: Db, bookingId: number, settings: LinkSettings) {
  const [row] = await tx.select({ token: bookings.publicToken }).from(bookings).where(eq(bookings.id, bookingId));
  return { booking_id: bookingId, token: row!.token, url: bookingUrl(settings, row!.token) };
}
