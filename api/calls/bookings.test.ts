import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, orders } from '../db/schema';
import { lastBookingCode } from '../test/sms-codes';
import { markNoShows } from '../bookings/no-show';
import { testApiFixture, type TestApiFixture } from '../test/test-api';

/**
 * Booking into the live queue over the API (docs/decisions/040-booking-into-the-live-queue.md):
 * the public page's calls with the SMS code, the desk's day, the arrival, the no-show, the
 * refusals. The API's clock stands at Monday 30 November 2026, 10:00 in Moscow.
 */
const NOW = new Date('2026-11-30T07:00:00Z');
const ctx = testApiFixture({ roles: ['owner', 'master'], clock: () => NOW });
// Monday 30 November and Tuesday 1 December in Moscow (UTC+3).
const todayAt = (hhmm: string) => new Date(`2026-11-30T${hhmm}:00+03:00`).toISOString();
const tomorrowAt = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+03:00`).toISOString();

let tyreService = 0;
let washService = 0;
let plates = 0;
const plate = () => `А${String(100 + (plates++ % 900)).padStart(3, '0')}ВС77`;

async function setUp(c: TestApiFixture<'owner' | 'master'>) {
  const bay = await c.post('owner/bay', { name: 'Шиномонтаж 1', kind: 'tire' });
  expect(bay.status).toBe(200);
  const options = await c.api.call('GET', 'public/booking/options');
  expect(options.body.data.kinds).toEqual(['tire']);
  tyreService = options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id;
  const prices = await c.get('owner/durations?class_id=1');
  washService = prices.body.data.services.find((s: { kind: string }) => s.kind === 'wash').id;
}

const lastCode = async (phone: string) => (await lastBookingCode(ctx.api.database.db, phone)) ?? 'no code sent';

function startBody(over: Record<string, unknown> = {}) {
  return {
    kind: 'tire',
    service_ids: [tyreService],
    class_id: 1,
    plate_number: plate(),
    name: 'Анна',
    phone: '+7 916 000-00-01',
    starts_at: tomorrowAt('11:00'),
    ...over,
  };
}

const slotsOf = async () =>
  (await ctx.api.call('GET', `public/booking/slots?kind=tire&services=${tyreService}&class_id=1`)).body.data as {
    minutes: number;
    days: { date: string; open: boolean; starts: string[] }[];
  };

describe('booking on the public page', () => {
  it('offers the free times of the next 14 days from the bays and hours, 30 minutes ahead at the soonest', async () => {
    await setUp(ctx);
    const slots = await slotsOf();
    expect(slots.days).toHaveLength(14);
    expect(slots.days[0]!.date).toBe('2026-11-30');
    expect(slots.days[0]!.starts[0]).toBe(new Date('2026-11-30T10:30:00+03:00').toISOString());
    expect(slots.days[1]!.starts[0]).toBe(tomorrowAt('09:00'));
  });

  it('books with the SMS code: a wrong code counts down, the right one answers the link', async () => {
    const body = startBody({ phone: '+7 916 000-00-02' });
    const started = await ctx.api.call('POST', 'public/booking/start', { body });
    expect(started.status).toBe(200);
    expect(started.body.data.phone_masked).toBe('+7 916 ***-**-02');
    const code = await lastCode('+79160000002');
    const wrong = await ctx.api.call('POST', 'public/booking/confirm', {
      body: { request_id: started.body.data.request_id, code: code === '0000' ? '1111' : '0000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('booking_code_wrong');
    expect(wrong.body.params.n).toBe(4);
    const right = await ctx.api.call('POST', 'public/booking/confirm', { body: { request_id: started.body.data.request_id, code } });
    expect(right.status).toBe(200);
    expect(right.body.data.url).toMatch(/\/b\/[A-Za-z0-9_-]{24}$/);
    const page = await ctx.api.call('GET', `public/b/${right.body.data.token}`);
    expect(page.status).toBe(200);
    expect(page.body.data.state).toBe('booked');
    expect(page.body.data.starts_at).toBe(tomorrowAt('11:00'));
    expect(page.body.data.car.plate).toMatch(/^А\*\*\*ВС 77$/);
    // The class's code beside its Russian name: each reader's language names it.
    expect(page.body.data.car).toMatchObject({ class_name: 'Легковой (малый и средний)', class_code: 'car' });
    expect(JSON.stringify(page.body.data)).not.toMatch(/Анна|916/);
    expect(right.body.data).not.toHaveProperty('booking_id');
    // A repeat of the confirmation answers the same booking, not a second one.
    const again = await ctx.api.call('POST', 'public/booking/confirm', { body: { request_id: started.body.data.request_id, code } });
    expect(again.body.data.token).toBe(right.body.data.token);
    expect((await slotsOf()).days[1]!.starts).not.toContain(tomorrowAt('11:00'));
  });

  it('refuses the time another customer holds on the only bay, and frees it when that booking is canceled', async () => {
    const first = await ctx.post(
      'bookings/create',
      { ...startBody({ starts_at: tomorrowAt('14:00') }), phone: undefined, name: undefined },
      'master',
    );
    expect(first.status).toBe(200);
    const second = await ctx.api.call('POST', 'public/booking/start', {
      body: startBody({ starts_at: tomorrowAt('14:00'), phone: '+7 916 000-00-03' }),
    });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('booking_slot_taken');
    await ctx.post('bookings/cancel', { booking_id: first.body.data.booking_id }, 'master');
    expect((await slotsOf()).days[1]!.starts).toContain(tomorrowAt('14:00'));
  });

  it('refuses bad input clearly: the past, outside the hours, off the grid, a plate of 200 characters, a wash service', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ starts_at: new Date('2026-11-30T08:00:00+03:00').toISOString() }, 400, 'booking_slot_outside'],
      [{ starts_at: tomorrowAt('22:00') }, 400, 'booking_slot_outside'],
      [{ starts_at: tomorrowAt('12:10') }, 400, 'booking_slot_outside'],
      [{ starts_at: new Date('2027-01-30T12:00:00+03:00').toISOString() }, 400, 'booking_slot_outside'],
      [{ plate_number: 'А'.repeat(200) }, 400, 'invalid_input'],
      [{ service_ids: [washService] }, 400, 'booking_service_invalid'],
      [{ phone: '12345' }, 400, 'invalid_input'],
      [{ phone: '+7 495 123-45-67' }, 400, 'booking_phone_mobile'],
      [{ service_ids: [1, 2, 3, 4, 5, 6] }, 400, 'invalid_input'],
    ];
    for (const [over, status, code] of cases) {
      const answer = await ctx.api.call('POST', 'public/booking/start', { body: startBody(over) });
      expect([over, answer.status, answer.body.code]).toEqual([over, status, code]);
      expect(answer.body.details).toMatch(/[а-я]/);
    }
  });

  it('ends the request after five wrong codes: the right code no longer books', async () => {
    const started = await ctx.api.call('POST', 'public/booking/start', {
      body: startBody({ phone: '+7 916 000-00-04', starts_at: tomorrowAt('16:00') }),
    });
    const code = await lastCode('+79160000004');
    const wrongCode = code === '0000' ? '1111' : '0000';
    const codes = [];
    for (let i = 0; i < 5; i += 1)
      codes.push(
        (await ctx.api.call('POST', 'public/booking/confirm', { body: { request_id: started.body.data.request_id, code: wrongCode } })).body
          .code,
      );
    expect(codes).toEqual(['booking_code_wrong', 'booking_code_wrong', 'booking_code_wrong', 'booking_code_wrong', 'booking_code_spent']);
    const late = await ctx.api.call('POST', 'public/booking/confirm', { body: { request_id: started.body.data.request_id, code } });
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('booking_code_spent');
  });

  it('sends a phone at most three codes an hour', async () => {
    const phone = '+7 916 000-00-05';
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await ctx.api.call('POST', 'public/booking/start', { body: startBody({ phone, starts_at: tomorrowAt('17:00') }) })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("the desk's side", () => {
  it("lists today's cars still expected: the whole plate to staff, the hidden one alone to the wall display", async () => {
    const car = plate();
    const made = await ctx.post(
      'bookings/create',
      { ...startBody({ plate_number: car, starts_at: new Date('2026-11-30T15:00:00+03:00').toISOString() }), phone: undefined },
      'master',
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const forStaff = (await ctx.get('bookings/today', 'master')).body.data.find((b: { id: number }) => b.id === made.body.data.booking_id);
    expect(forStaff).toMatchObject({ kind: 'tire', plate: car });
    expect(forStaff.plate_masked).not.toBe(car);

    const wall = await ctx.api.call('GET', 'bookings/today', { token: await ctx.api.signInAs('display') });
    expect(wall.status).toBe(200);
    expect(wall.body.data).toContainEqual({ ...forStaff, plate: null });
    expect(JSON.stringify(wall.body)).not.toContain(car);
  });

  it('shows the day by bay, takes the booked car in as an order («Принять»), and marks the one not come as a no-show', async () => {
    const made = await ctx.post(
      'bookings/create',
      { ...startBody({ starts_at: todayAt('18:00') }), phone: '+7 916 000-00-06', name: 'Олег' },
      'master',
    );
    expect(made.status).toBe(200);
    const day = await ctx.get('bookings/day?date=2026-11-30', 'master');
    const shown = day.body.data.bookings.find((b: { id: number }) => b.id === made.body.data.booking_id);
    expect(shown).toMatchObject({ status: 'booked', client_name: 'Олег', phone: '+79160000006', source: 'staff', class_code: 'car' });
    expect(day.body.data.bays.map((b: { name: string }) => b.name)).toEqual(['Шиномонтаж 1']);
    const booking = (await ctx.get(`booking/${made.body.data.booking_id}`, 'master')).body.data;
    // A car come a day early is a walk-in: tomorrow's booking is not taken in, and no order is made.
    const earlyCar = plate();
    const early = await ctx.post(
      'bookings/create',
      { ...startBody({ plate_number: earlyCar, starts_at: tomorrowAt('18:00') }), phone: undefined },
      'master',
    );
    expect(early.status).toBe(200);
    const ordersBefore = (await ctx.api.database.db.select().from(orders)).length;
    const walkIn = await ctx.post(
      'new-order',
      { plate_number: earlyCar, brand_name: 'Lada', model_name: 'Vesta', class_id: 1, booking_id: early.body.data.booking_id },
      'master',
    );
    expect([walkIn.status, walkIn.body.code]).toEqual([409, 'booking_not_today']);
    expect((await ctx.api.database.db.select().from(orders)).length).toBe(ordersBefore);
    const order = await ctx.post(
      'new-order',
      {
        plate_number: booking.plate_number,
        brand_name: 'Lada',
        model_name: 'Vesta',
        class_id: booking.class_id,
        phone_number: booking.phone,
        booking_id: booking.id,
      },
      'master',
    );
    expect(order.status).toBe(200);
    const rowOf = async () => (await ctx.api.database.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0];
    // The draft is the booking's, which still holds its bay until the order is taken.
    expect(await rowOf()).toMatchObject({ status: 'booked', orderId: order.body.data.order_id });
    const twice = await ctx.post(
      'new-order',
      { plate_number: 'В001ВВ77', brand_name: 'Lada', model_name: 'Vesta', class_id: 1, booking_id: booking.id },
      'master',
    );
    expect([twice.status, twice.body.code]).toEqual([409, 'booking_taken_in']);
    const taken = await ctx.post(
      'new-order/lines',
      { order_id: order.body.data.order_id, lines: [{ service_id: washService, is_wash: true, quantity: 1 }] },
      'master',
    );
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await rowOf()).toMatchObject({ status: 'arrived', orderId: order.body.data.order_id });

    const lost = await ctx.post(
      'bookings/create',
      { ...startBody({ starts_at: tomorrowAt('19:00') }), phone: undefined, name: undefined },
      'master',
    );
    const statusOf = async () =>
      (await ctx.api.database.db.select().from(bookings).where(eq(bookings.id, lost.body.data.booking_id)))[0]!.status;
    await markNoShows(ctx.api.database.db, new Date(new Date(tomorrowAt('19:00')).getTime() + 10 * 60_000));
    expect(await statusOf()).toBe('booked');
    await markNoShows(ctx.api.database.db, new Date(new Date(tomorrowAt('19:00')).getTime() + 16 * 60_000));
    expect(await statusOf()).toBe('no_show');
  });

  it("makes a booking the order of its car's draft begun without it, once its services are confirmed", async () => {
    const car = plate();
    const made = await ctx.post(
      'bookings/create',
      { ...startBody({ plate_number: car, starts_at: todayAt('12:00') }), phone: undefined },
      'master',
    );
    expect(made.status).toBe(200);
    const bookingId = made.body.data.booking_id;
    // The car was begun in the wizard by its plate alone (no «Принять»), and left at its services.
    const draft = await ctx.post('new-order', { plate_number: car, brand_name: 'Lada', model_name: 'Vesta', class_id: 1 }, 'master');
    expect(draft.status).toBe(200);
    const orderId = draft.body.data.order_id;
    const rowOf = async () => (await ctx.api.database.db.select().from(bookings).where(eq(bookings.id, bookingId)))[0];
    expect(await rowOf()).toMatchObject({ status: 'booked', orderId: null });

    const wash = [{ service_id: washService, is_wash: true, quantity: 1 }];
    const taken = await ctx.post('new-order/lines', { order_id: orderId, lines: wash, booking_id: bookingId }, 'master');
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(await rowOf()).toMatchObject({ status: 'arrived', orderId });
    // Not a no-show later: it came.
    await markNoShows(ctx.api.database.db, new Date(new Date(todayAt('12:00')).getTime() + 60 * 60_000));
    expect((await rowOf())!.status).toBe('arrived');

    // Refused quietly, the services still saved: a booking another order holds, a booking of
    // another car or of another day, a second booking for an order that holds one.
    const otherCar = plate();
    const other = await ctx.post('new-order', { plate_number: otherCar, brand_name: 'Lada', model_name: 'Vesta', class_id: 1 }, 'master');
    const otherId = other.body.data.order_id;
    const again = await ctx.post('new-order/lines', { order_id: otherId, lines: wash, booking_id: bookingId }, 'master');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await rowOf()).toMatchObject({ status: 'arrived', orderId });
    const book = async (car: string, at: string) =>
      (await ctx.post('bookings/create', { ...startBody({ plate_number: car, starts_at: at }), phone: undefined }, 'master')).body.data
        .booking_id as number;
    const bookingRow = async (id: number) => (await ctx.api.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];
    const someoneElse = await book(plate(), todayAt('13:00'));
    const wrongCar = await ctx.post('new-order/lines', { order_id: otherId, lines: wash, booking_id: someoneElse }, 'master');
    expect(wrongCar.status).toBe(200);
    expect(await bookingRow(someoneElse)).toMatchObject({ status: 'booked', orderId: null });
    const otherCarsTomorrow = await book(otherCar, tomorrowAt('13:00'));
    const early = await ctx.post('new-order/lines', { order_id: otherId, lines: wash, booking_id: otherCarsTomorrow }, 'master');
    expect(early.status).toBe(200);
    expect(await bookingRow(otherCarsTomorrow)).toMatchObject({ status: 'booked', orderId: null });
    const second = await book(car, todayAt('14:00'));
    const twice = await ctx.post('new-order/lines', { order_id: orderId, lines: wash, booking_id: second }, 'master');
    expect(twice.status).toBe(200);
    expect(await bookingRow(second)).toMatchObject({ status: 'booked', orderId: null });
  });
});
