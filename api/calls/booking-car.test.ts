import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, bookings } from '../db/schema';
import { testApiFixture } from '../test/test-api';

/**
 * The desk corrects the plate a booking was taken with (`bookings/car`): a letter misheard on
 * the phone would otherwise leave «Принять» looking for a car that never comes. Its time, bay
 * and services stay; a car is still booked once at a time. The API's clock stands at Monday
 * 30 November 2026, 10:00 in Moscow; the bookings are for Wednesday.
 */
const ctx = testApiFixture({ roles: ['owner', 'master', 'cashier', 'display'], clock: () => new Date('2026-11-30T07:00:00Z') });
const wednesdayAt = (hhmm: string) => new Date(`2026-12-02T${hhmm}:00+03:00`).toISOString();

async function washBooking(plate: string, at: string) {
  const options = await ctx.api.call('GET', 'public/booking/options');
  const wash = options.body.data.services.find((s: { kind: string }) => s.kind === 'wash').id as number;
  const made = await ctx.post(
    'bookings/create',
    { kind: 'wash', service_ids: [wash], class_id: 1, plate_number: plate, starts_at: wednesdayAt(at) },
    'cashier',
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.booking_id as number;
}

const rowOf = async (id: number) => (await ctx.api.database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const correct = (body: Record<string, unknown>, role: 'master' | 'cashier' | 'display' = 'cashier') => ctx.post('bookings/car', body, role);

it('corrects the plate, keeping the time, bay and services, and audits it; the same plate again changes nothing', async () => {
  expect((await ctx.post('owner/bay', { name: 'Мойка 1', kind: 'wash' }, 'owner')).status).toBe(200);
  const id = await washBooking('Е101КХ77', '11:00');
  const before = await rowOf(id);

  // Typed as a person types it: Latin look-alikes, spaces, lower case.
  const fixed = await correct({ booking_id: id, plate_number: 'e 108 kx 77' });
  expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
  expect(fixed.body.details).toBe('Номер машины в записи исправлен');
  const after = await rowOf(id);
  expect(after.plateNumber).toBe('Е108КХ77');
  expect([after.startsAt, after.endsAt, after.bayId, after.status]).toEqual([before.startsAt, before.endsAt, before.bayId, 'booked']);
  const viewed = (await ctx.get(`booking/${id}`, 'master')).body.data;
  expect(viewed.plate_number).toBe('Е108КХ77');

  expect((await correct({ booking_id: id, plate_number: 'Е108КХ77' }, 'master')).status).toBe(200);
  const audited = await ctx.api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, id), eq(auditLog.action, 'booking.car')));
  expect(audited.map((a) => [a.before, a.after])).toEqual([[{ plate_number: 'Е101КХ77' }, { plate_number: 'Е108КХ77' }]]);
});

it('refuses a plate that is not one, a car booked over the same time, a booking gone or taken in, and the wall', async () => {
  const id = await washBooking('Е201КХ77', '13:00');
  const bad = await correct({ booking_id: id, plate_number: 'ЖЖЖ' });
  expect([bad.status, bad.body.code]).toEqual([400, 'plate_invalid']);
  // Marked non-standard, a foreign plate is taken.
  expect((await correct({ booking_id: id, plate_number: 'B-MW 1234', non_standard: true })).status).toBe(200);
  expect((await rowOf(id)).plateNumber).toBe('B-MW 1234');

  // Another booking of the car at 13:30 overlaps this one's time: the car cannot stand on two bays.
  expect((await ctx.post('owner/bay', { name: 'Мойка 2', kind: 'wash' }, 'owner')).status).toBe(200);
  await washBooking('Е202КХ77', '13:00');
  const twice = await correct({ booking_id: id, plate_number: 'Е202КХ77' });
  expect([twice.status, twice.body.code, twice.body.field]).toEqual([409, 'booking_car_booked', 'plate_number']);

  const missing = await correct({ booking_id: 999_999, plate_number: 'Е203КХ77' });
  expect([missing.status, missing.body.code]).toEqual([404, 'booking_not_found']);
  expect((await ctx.post('bookings/cancel', { booking_id: id }, 'cashier')).status).toBe(200);
  const canceled = await correct({ booking_id: id, plate_number: 'Е203КХ77' });
  expect([canceled.status, canceled.body.code]).toEqual([409, 'booking_not_booked']);
  expect((await correct({ booking_id: id, plate_number: 'Е203КХ77' }, 'display')).status).toBe(403);
});
