import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings } from '../db/schema';
import { markNoShows } from '../bookings/no-show';
import { testApiFixture } from '../test/test-api';

/**
 * «Принять» of a booked car that is already in the live queue (`bookings/arrive`): a car taken
 * in without its booking, say a walk-in before its time. The booking arrives with that order and
 * is no longer left to become a no-show; the refusals leave both as they were. The API's clock
 * stands at Monday 30 November 2026, 10:00 in Moscow.
 */
const NOW = new Date('2026-11-30T07:00:00Z');
const ctx = testApiFixture({ roles: ['owner', 'master'], clock: () => NOW });
// Today, Monday 30 November, and tomorrow in Moscow (UTC+3).
const todayAt = (hhmm: string) => new Date(`2026-11-30T${hhmm}:00+03:00`).toISOString();
const tomorrowAt = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+03:00`).toISOString();

let tyreService = 0;
let washService = 0;
let plates = 0;
const plate = () => `К${String(100 + (plates++ % 900)).padStart(3, '0')}МР77`;

beforeAll(async () => {
  expect((await ctx.post('owner/bay', { name: 'Шиномонтаж 1', kind: 'tire' })).status).toBe(200);
  const options = await ctx.api.call('GET', 'public/booking/options');
  tyreService = options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id;
  const prices = await ctx.get('owner/durations?class_id=1');
  washService = prices.body.data.services.find((s: { kind: string }) => s.kind === 'wash').id;
});

/** A booking taken by phone for `car` at `hhmm` today (or at an instant given whole); its id. */
async function book(car: string, hhmm: string): Promise<number> {
  const made = await ctx.post(
    'bookings/create',
    { kind: 'tire', service_ids: [tyreService], class_id: 1, plate_number: car, starts_at: hhmm.includes('T') ? hhmm : todayAt(hhmm) },
    'master',
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.booking_id as number;
}

/** `car` taken into the live queue without a booking (its wash confirmed); the order's id. */
async function takenIn(car: string): Promise<number> {
  const draft = await ctx.post('new-order', { plate_number: car, brand_name: 'Lada', model_name: 'Vesta', class_id: 1 }, 'master');
  expect(draft.status, JSON.stringify(draft.body)).toBe(200);
  const orderId = draft.body.data.order_id as number;
  const lines = [{ service_id: washService, is_wash: true, quantity: 1 }];
  expect((await ctx.post('new-order/lines', { order_id: orderId, lines }, 'master')).status).toBe(200);
  return orderId;
}

const rowOf = async (id: number) => (await ctx.api.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const arrive = (bookingId: number, orderId: number) => ctx.post('bookings/arrive', { booking_id: bookingId, order_id: orderId }, 'master');

describe('«Принять» of a booked car already in the queue', () => {
  it('marks the booking arrived with the open order, not a no-show later; a repeat changes nothing', async () => {
    const car = plate();
    const bookingId = await book(car, '12:00');
    const orderId = await takenIn(car);
    expect(await rowOf(bookingId)).toMatchObject({ status: 'booked', orderId: null });

    const arrived = await arrive(bookingId, orderId);
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    expect(arrived.body.code).toBe('booking_arrived');
    expect(await rowOf(bookingId)).toMatchObject({ status: 'arrived', orderId });
    const audited = await ctx.api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, bookingId), eq(auditLog.action, 'booking.arrived')));
    expect(audited.map((a) => [a.before, a.after])).toEqual([[{ status: 'booked' }, { order_id: orderId }]]);
    await markNoShows(ctx.api.database.db, new Date(new Date(todayAt('12:00')).getTime() + 60 * 60_000));
    expect((await rowOf(bookingId)).status).toBe('arrived');
    expect((await arrive(bookingId, orderId)).status).toBe(200);

    const day = await ctx.get('bookings/day?date=2026-11-30', 'master');
    expect(day.body.data.bookings.find((b: { id: number }) => b.id === bookingId)).toMatchObject({ status: 'arrived', order_id: orderId });
  });

  it('refuses another car’s or another day’s booking, a second one, a canceled one, a closed order; nothing written', async () => {
    const car = plate();
    const orderId = await takenIn(car);
    const otherCars = await book(plate(), '13:00');
    expect([(await arrive(otherCars, orderId)).body.code, (await rowOf(otherCars)).status]).toEqual(['booking_other_car', 'booked']);

    const nextDay = await book(car, tomorrowAt('14:00'));
    const early = await arrive(nextDay, orderId);
    expect([early.status, early.body.code]).toEqual([409, 'booking_not_today']);
    expect(await rowOf(nextDay)).toMatchObject({ status: 'booked', orderId: null });

    const first = await book(car, '14:00');
    const second = await book(car, '15:00');
    expect((await arrive(first, orderId)).status).toBe(200);
    const twice = await arrive(second, orderId);
    expect([twice.status, twice.body.code]).toEqual([409, 'order_has_booking']);
    expect(await rowOf(second)).toMatchObject({ status: 'booked', orderId: null });

    const car2 = plate();
    const canceled = await book(car2, '16:00');
    expect((await ctx.post('bookings/cancel', { booking_id: canceled }, 'master')).status).toBe(200);
    const order2 = await takenIn(car2);
    const late = await arrive(canceled, order2);
    expect([late.status, late.body.code]).toEqual([409, 'booking_not_booked']);

    const car3 = plate();
    const booked3 = await book(car3, '17:00');
    const order3 = await takenIn(car3);
    expect((await ctx.post('order/cancel', { order_id: order3 }, 'master')).status).toBe(200);
    const closed = await arrive(booked3, order3);
    expect([closed.status, closed.body.code]).toEqual([409, 'booking_order_not_open']);
    expect(await rowOf(booked3)).toMatchObject({ status: 'booked', orderId: null });

    const missing = await arrive(booked3, 999_999);
    expect([missing.status, missing.body.code]).toEqual([404, 'order_not_found']);
  });
});
