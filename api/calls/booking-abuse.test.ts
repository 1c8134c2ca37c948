import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, orders } from '../db/schema';
import { lastBookingCode } from '../test/sms-codes';
import { removeStaleDrafts } from '../orders/drafts';
import { testApiFixture } from '../test/test-api';

/**
 * The public booking under abuse (docs/decisions/040-booking-into-the-live-queue.md): a phone's
 * codes counted one at a time even when asked for in parallel, one online booking a day per
 * phone (a move by the link too), no day-long job online, and a draft order abandoned after «Принять» swept away without
 * harm. The API's clock stands at Monday 30 November 2026, 10:00 in Moscow.
 */
const NOW = new Date('2026-11-30T07:00:00Z');
const ctx = testApiFixture({ roles: ['owner', 'master'], clock: () => NOW });
const todayAt = (hhmm: string) => new Date(`2026-11-30T${hhmm}:00+03:00`).toISOString();
const tomorrowAt = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+03:00`).toISOString();
let tyre: number[] = [];

async function setUp() {
  if (tyre.length) return;
  await ctx.post('owner/bay', { name: 'Шиномонтаж', kind: 'tire' });
  await ctx.post('owner/bay', { name: 'Шиномонтаж 2', kind: 'tire' });
  const options = await ctx.api.call('GET', 'public/booking/options');
  tyre = options.body.data.services.filter((s: { kind: string }) => s.kind === 'tire').map((s: { id: number }) => s.id);
}

const start = (phone: string, over: Record<string, unknown> = {}) =>
  ctx.api.call('POST', 'public/booking/start', {
    body: {
      kind: 'tire',
      service_ids: [tyre[0]],
      class_id: 1,
      plate_number: 'Е555КХ77',
      name: 'Ира',
      phone,
      starts_at: tomorrowAt('12:00'),
      ...over,
    },
  });

describe('the public booking under abuse', () => {
  it('sends one phone three codes in an hour even when twenty are asked for at once', async () => {
    await setUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => start('+7 916 900-00-01')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.every((a) => a.status === 200 || a.status === 429)).toBe(true);
  });

  it('refuses a job longer than three hours online, and a second booking of one phone on one day', async () => {
    await setUp();
    await ctx.post('owner/duration', { service_id: tyre[1], class_id: 1, minutes: 200 });
    const long = await start('+7 916 900-00-02', { service_ids: [tyre[1]] });
    expect([long.status, long.body.code]).toEqual([400, 'booking_too_long']);

    const book = async (startsAt: string) => {
      const started = await start('+7 916 900-00-03', { starts_at: startsAt });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const code = await lastBookingCode(ctx.api.database.db, '+79169000003');
      expect(code, 'a code sent by SMS').toBeDefined();
      return ctx.api.call('POST', 'public/booking/confirm', { body: { request_id: started.body.data.request_id, code } });
    };
    expect((await book(tomorrowAt('14:00'))).status).toBe(200);
    const second = await book(tomorrowAt('16:00'));
    expect([second.status, second.body.code]).toEqual([409, 'booking_one_a_day']);

    // Nor by the link: a booking of another day moved onto that day is refused, and stays where it was.
    const dayAfter = (hhmm: string) => new Date(`2026-12-02T${hhmm}:00+03:00`).toISOString();
    const other = await book(dayAfter('14:00'));
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    const move = (to: string) => ctx.api.call('POST', `public/b/${other.body.data.token}/move`, { body: { starts_at: to } });
    const onto = await move(tomorrowAt('16:00'));
    expect([onto.status, onto.body.code]).toEqual([409, 'booking_move_one_a_day']);
    expect(JSON.stringify(onto.body)).toContain('В этот день на ваш номер уже есть запись: выберите другой день или позвоните нам');
    const [kept] = await ctx.api.database.db.select().from(bookings).where(eq(bookings.publicToken, other.body.data.token));
    expect(kept!.startsAt.toISOString()).toBe(dayAfter('14:00'));
    // Within its own day it moves, even beside a second booking the desk took for the same phone; onto a free day too.
    const desk = { kind: 'tire', service_ids: [tyre[0]], class_id: 1, plate_number: 'Е556КХ77', phone: '+7 916 900-00-03' };
    expect((await ctx.post('bookings/create', { ...desk, starts_at: dayAfter('18:00') }, 'master')).status).toBe(200);
    expect((await move(dayAfter('16:00'))).status).toBe(200);
    const third = await move(new Date('2026-12-03T12:00:00+03:00').toISOString());
    expect(third.status, JSON.stringify(third.body)).toBe(200);
  });

  it('lets the booking go when the draft order taken from it is abandoned and swept away', async () => {
    await setUp();
    const made = await ctx.post(
      'bookings/create',
      { kind: 'tire', service_ids: [tyre[0]], class_id: 1, plate_number: 'Х777ХХ77', starts_at: todayAt('18:00') },
      'master',
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.booking_id as number;
    const draft = await ctx.post(
      'new-order',
      { plate_number: 'Х777ХХ77', brand_name: 'Lada', model_name: 'Vesta', class_id: 1, booking_id: id },
      'master',
    );
    expect(draft.status).toBe(200);
    // While the car is being taken in, the booking is the order's: neither the desk nor the link changes it.
    const cancel = await ctx.post('bookings/cancel', { booking_id: id }, 'master');
    expect([cancel.status, cancel.body.code]).toEqual([409, 'booking_taken_in']);
    const moves = await ctx.get(`bookings/slots?kind=tire&services=${tyre[0]}&class_id=1&booking_id=${id}`, 'master');
    expect(moves.body.data.days[0].starts).not.toContain(new Date(todayAt('18:00')).toISOString());
    expect(moves.body.data.days[0].starts).toContain(new Date(todayAt('17:30')).toISOString());
    expect(await removeStaleDrafts(ctx.api.database.db, new Date(NOW.getTime() + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    expect(await ctx.api.database.db.select().from(orders).where(eq(orders.id, draft.body.data.order_id))).toEqual([]);
    const [row] = await ctx.api.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'booked', orderId: null });
  });

  it("refuses to take another car's booking in, and lets a booking go when its draft is canceled", async () => {
    await setUp();
    const made = await ctx.post(
      'bookings/create',
      { kind: 'tire', service_ids: [tyre[0]], class_id: 1, plate_number: 'К111КК77', starts_at: todayAt('19:00') },
      'master',
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const id = made.body.data.booking_id as number;
    const newOrder = (plate: string) =>
      ctx.post('new-order', { plate_number: plate, brand_name: 'Lada', model_name: 'Vesta', class_id: 1, booking_id: id }, 'master');
    const ordersBefore = (await ctx.api.database.db.select().from(orders)).length;
    const wrongCar = await newOrder('Р444РР77');
    expect([wrongCar.status, wrongCar.body.code]).toEqual([409, 'booking_other_car']);
    expect((await ctx.api.database.db.select().from(orders)).length).toBe(ordersBefore);

    const draft = await newOrder('К111КК77');
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    expect((await ctx.post('order/cancel', { order_id: draft.body.data.order_id }, 'master')).status).toBe(200);
    const [row] = await ctx.api.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'booked', orderId: null });
    // Nobody's again: the desk may cancel it.
    expect((await ctx.post('bookings/cancel', { booking_id: id }, 'master')).status).toBe(200);
  });
});
