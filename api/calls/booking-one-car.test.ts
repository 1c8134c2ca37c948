import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { lastBookingCode } from '../test/sms-codes';
import { testApiFixture } from '../test/test-api';

/**
 * A car is booked once at a time (docs/decisions/040-booking-into-the-live-queue.md): it cannot
 * stand on two bays, so a booking made or moved over another of the same plate is refused, at a
 * time the shop would otherwise give. The API's clock stands at Monday 30 November 2026, 10:00
 * in Moscow; the bookings are for Wednesday.
 */
const ctx = testApiFixture({ roles: ['owner', 'master'], clock: () => new Date('2026-11-30T07:00:00Z') });
const wednesdayAt = (hhmm: string) => new Date(`2026-12-02T${hhmm}:00+03:00`).toISOString();

it('refuses a second booking of the same car that overlaps the first, on another bay or by a move; other cars take the bay', async () => {
  for (const name of ['Шиномонтаж 1', 'Шиномонтаж 2']) expect((await ctx.post('owner/bay', { name, kind: 'tire' })).status).toBe(200);
  const options = await ctx.api.call('GET', 'public/booking/options');
  const tyreService = options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id as number;
  const car = 'Е001КХ77';
  const book = (at: string, plate = car) =>
    ctx.post(
      'bookings/create',
      { kind: 'tire', service_ids: [tyreService], class_id: 1, plate_number: plate, starts_at: wednesdayAt(at) },
      'master',
    );
  const first = await book('11:00');
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const twice = await book('11:00');
  expect([twice.status, twice.body.code]).toEqual([409, 'booking_car_booked']);
  expect(JSON.stringify(twice.body)).toContain('Эта машина уже записана на это время: выберите другое или перенесите ту запись');
  // The same plate with an invisible character or in full-width digits is the same car.
  for (const disguised of ['Е001\u200bКХ77', 'Е\u00ad００１КХ77', 'Е001КХ77\ufeff']) {
    const again = await book('11:00', disguised);
    expect([again.status, again.body.code], disguised).toEqual([409, 'booking_car_booked']);
  }
  // Marked non-standard too: a standard plate stays one car, and a foreign plate with an invisible character is the same plate.
  const marked = (at: string, plate: string) =>
    ctx.post(
      'bookings/create',
      { kind: 'tire', service_ids: [tyreService], class_id: 1, plate_number: plate, non_standard: true, starts_at: wednesdayAt(at) },
      'master',
    );
  expect((await marked('11:00', 'Е001\u200bКХ77')).body.code).toBe('booking_car_booked');
  expect((await marked('12:00', 'B-MW 1234')).status).toBe(200);
  expect((await marked('12:00', 'B-MW\u200b 1234')).body.code).toBe('booking_car_booked');

  const later = await book('16:00');
  expect(later.status, JSON.stringify(later.body)).toBe(200);
  const onto = await ctx.post('bookings/move', { booking_id: later.body.data.booking_id, starts_at: wednesdayAt('11:00') }, 'master');
  expect([onto.status, onto.body.code]).toEqual([409, 'booking_car_booked']);
  const otherCar = await book('11:00', 'Е002КХ77');
  expect(otherCar.status, JSON.stringify(otherCar.body)).toBe(200);
  // Its own time is free to a booking moved half an hour on, and a canceled booking holds nothing.
  const along = await ctx.post('bookings/move', { booking_id: first.body.data.booking_id, starts_at: wednesdayAt('11:30') }, 'master');
  expect(along.status, JSON.stringify(along.body)).toBe(200);
  expect((await ctx.post('bookings/cancel', { booking_id: first.body.data.booking_id }, 'master')).status).toBe(200);
  expect((await book('11:30')).status).toBe(200);
  const rows = await ctx.api.database.db.select().from(bookings).where(eq(bookings.plateNumber, car));
  expect(rows.map((r) => r.status).sort()).toEqual(['booked', 'booked', 'canceled']);

  // Back to back is not at once: the car may be booked again from the moment its booking ends.
  const [last] = await ctx.api.database.db
    .select()
    .from(bookings)
    .where(eq(bookings.id, (await book('13:00')).body.data.booking_id));
  const after = await ctx.post(
    'bookings/create',
    { kind: 'tire', service_ids: [tyreService], class_id: 1, plate_number: car, starts_at: last!.endsAt.toISOString() },
    'master',
  );
  expect(after.status, JSON.stringify(after.body)).toBe(200);

  // The customer's own calls leave the rule to the desk: refused by the plate, a caller moving a booking of theirs
  // from time to time would read off when someone's car is booked. Online, with the SMS code, the same car books.
  const started = await ctx.api.call('POST', 'public/booking/start', {
    body: {
      kind: 'tire',
      service_ids: [tyreService],
      class_id: 1,
      plate_number: car,
      name: 'Ира',
      phone: '+7 916 900-00-09',
      starts_at: wednesdayAt('13:00'),
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const code = await lastBookingCode(ctx.api.database.db, '+79169000009');
  expect(code, 'a code sent by SMS').toBeDefined();
  const confirmed = await ctx.api.call('POST', 'public/booking/confirm', { body: { request_id: started.body.data.request_id, code } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const byLink = await ctx.api.call('POST', `public/b/${confirmed.body.data.token}/move`, { body: { starts_at: wednesdayAt('11:00') } });
  expect(byLink.status, JSON.stringify(byLink.body)).toBe(200);
  expect((await ctx.api.database.db.select().from(bookings).where(eq(bookings.plateNumber, car))).length).toBe(rows.length + 3);
});
