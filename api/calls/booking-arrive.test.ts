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

/** A booking taken by phone for `car` at `hhmm` today (or at an instant given whole), with the caller's phone if given; its id. */
async function book(car: string, hhmm: string, caller: { phone?: string; name?: string } = {}): Promise<number> {
  const made = await ctx.post(
    'bookings/create',
    {
      kind: 'tire',
      service_ids: [tyreService],
      class_id: 1,
      plate_number: car,
      starts_at: hhmm.includes('T') ? hhmm : todayAt(hhmm),
      ...caller,
    },
    'master',
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.booking_id as number;
}

/** `car` taken into the live queue without a booking (its wash confirmed), with a phone if given; the order's id. */
async function takenIn(car: string, phone?: string): Promise<number> {
  const draft = await ctx.post(
    'new-order',
    { plate_number: car, brand_name: 'Lada', model_name: 'Vesta', class_id: 1, ...(phone ? { phone_number: phone } : {}) },
    'master',
  );
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

  it("gives an order without a phone the booking's client, as if the master had typed the phone; a phone typed stays", async () => {
    const car = plate();
    const bookingId = await book(car, '12:30', { phone: '+7 916 555-01-02', name: 'Ирина' });
    const orderId = await takenIn(car);
    expect((await ctx.get(`order/${orderId}`, 'master')).body.data.client).toBeNull();
    expect((await arrive(bookingId, orderId)).status).toBe(200);
    const order = (await ctx.get(`order/${orderId}`, 'master')).body.data;
    expect(order.client).toMatchObject({ phone: '+79165550102', name: 'Ирина' });
    // The visit counts to her: her card counts this order.
    const client = await ctx.get(`client/${order.client.id}`, 'owner');
    expect(client.status, JSON.stringify(client.body)).toBe(200);
    expect(client.body.data.money.visits).toBe(1);

    const typed = plate();
    const otherBooking = await book(typed, '13:30', { phone: '+7 916 555-03-04' });
    const typedOrder = await takenIn(typed, '+7 916 555-05-06');
    expect((await arrive(otherBooking, typedOrder)).status).toBe(200);
    expect((await ctx.get(`order/${typedOrder}`, 'master')).body.data.client).toMatchObject({ phone: '+79165550506' });
  });

  it("gives a draft taken up again the booking's client when its services are confirmed with the booking", async () => {
    const car = plate();
    const bookingId = await book(car, '14:30', { phone: '+7 916 555-07-08', name: 'Олег' });
    const draft = await ctx.post('new-order', { plate_number: car, brand_name: 'Lada', model_name: 'Vesta', class_id: 1 }, 'master');
    const orderId = draft.body.data.order_id as number;
    const lines = [{ service_id: washService, is_wash: true, quantity: 1 }];
    const confirmed = await ctx.post('new-order/lines', { order_id: orderId, lines, booking_id: bookingId }, 'master');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(await rowOf(bookingId)).toMatchObject({ status: 'arrived', orderId });
    expect((await ctx.get(`order/${orderId}`, 'master')).body.data.client).toMatchObject({ phone: '+79165550708', name: 'Олег' });
  });
});
