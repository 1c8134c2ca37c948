import { and, eq, gte } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { bookings } from '../db/schema';
import { testApiFixture } from '../test/test-api';

/**
 * A bay's time is booked once, and a car once at a time (docs/decisions/040-booking-into-the-live-queue.md):
 * fifty desks booking the last free time of a day at the same moment get one booking and 49 clear
 * refusals; twenty booking one car on two free bays, one booking and 19; one phone's bookings of six
 * days moved by their links onto one day at once, one move and five refusals (one a day).
 * With TEST_DATABASE_URL set (as in CI) the calls race on PostgreSQL's own connections, where
 * only the exclusion constraint can stop the second booking after every check in code has
 * passed; the embedded database runs one transaction at a time, so there the test shows the
 * answers only, and cannot tell a missing constraint.
 */
const ctx = testApiFixture({ roles: ['owner', 'master'], clock: () => new Date('2026-11-30T07:00:00Z') });

it('50 parallel bookings of the last slot make exactly one booking', async () => {
  expect((await ctx.post('owner/bay', { name: 'Шиномонтаж', kind: 'tire' })).status).toBe(200);
  // Tuesday open 9:00–10:00 only: one hour, one bay, so a 60-minute job has one start.
  const hours = Array.from({ length: 7 }, (_, i) => (i === 1 ? { open: 540, close: 600 } : { open: 540, close: 1260 }));
  expect((await ctx.post('owner/booking-rules/save', { hours, horizon_days: 14, cancel_hours: 2 })).status).toBe(200);
  const options = await ctx.api.call('GET', 'public/booking/options');
  const service = options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id as number;
  await ctx.post('owner/duration', { service_id: service, class_id: 1, minutes: 60 });
  const startsAt = '2026-12-01T09:00:00+03:00';
  const slots = await ctx.get(`bookings/slots?kind=tire&services=${service}&class_id=1`, 'master');
  expect(slots.body.data.days[1].starts).toEqual([new Date(startsAt).toISOString()]);

  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      ctx.post(
        'bookings/create',
        { kind: 'tire', service_ids: [service], class_id: 1, plate_number: `А${String(100 + i)}ВС77`, starts_at: startsAt },
        'master',
      ),
    ),
  );
  const statuses = answers.map((a) => a.status);
  const odd = JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409).map((a) => a.body));
  expect(
    statuses.filter((s) => s === 200),
    odd,
  ).toHaveLength(1);
  expect(
    statuses.filter((s) => s === 409),
    odd,
  ).toHaveLength(49);
  expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code))).toEqual(new Set(['booking_slot_taken']));
  const booked = await ctx.api.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'booked'), eq(bookings.startsAt, new Date(startsAt))));
  expect(booked).toHaveLength(1);
  expect((await ctx.get(`bookings/slots?kind=tire&services=${service}&class_id=1`, 'master')).body.data.days[1].starts).toEqual([]);
});

it('20 parallel bookings of one car at one time on two free bays make exactly one booking', async () => {
  // Two more bays: the 9:00 of the test above has two free bays now, and a car could take both.
  for (const name of ['Шиномонтаж 2', 'Шиномонтаж 3']) expect((await ctx.post('owner/bay', { name, kind: 'tire' })).status).toBe(200);
  const options = await ctx.api.call('GET', 'public/booking/options');
  const service = options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id as number;
  const startsAt = '2026-12-01T09:00:00+03:00';
  const car = 'К777КК77';
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      ctx.post('bookings/create', { kind: 'tire', service_ids: [service], class_id: 1, plate_number: car, starts_at: startsAt }, 'master'),
    ),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(Array(19).fill('booking_car_booked'));
  const booked = await ctx.api.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'booked'), eq(bookings.plateNumber, car)));
  expect(booked).toHaveLength(1);
  // The other bay is still free for another car.
  const other = await ctx.post(
    'bookings/create',
    { kind: 'tire', service_ids: [service], class_id: 1, plate_number: 'К778КК77', starts_at: startsAt },
    'master',
  );
  expect(other.status, JSON.stringify(other.body)).toBe(200);
});

it("6 parallel moves by link of one phone's bookings onto one day move exactly one", async () => {
  const options = await ctx.api.call('GET', 'public/booking/options');
  const service = options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id as number;
  // The desk books the phone on six days (its own calls know no one-a-day), each booking with its link.
  const tokens: string[] = [];
  for (let day = 2; day <= 7; day++) {
    const startsAt = `2026-12-0${day}T12:00:00+03:00`;
    const body = {
      kind: 'tire',
      service_ids: [service],
      class_id: 1,
      plate_number: `М${day}00ММ77`,
      phone: '+7 916 555-00-01',
      starts_at: startsAt,
    };
    const made = await ctx.post('bookings/create', body, 'master');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    tokens.push(made.body.data.token as string);
  }
  // Wednesday 9 December, each to an hour of its own, so only the rule can refuse.
  const answers = await Promise.all(
    tokens.map((token, i) => ctx.api.call('POST', `public/b/${token}/move`, { body: { starts_at: `2026-12-09T${10 + i}:00:00+03:00` } })),
  );
  expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
  expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(Array(5).fill('booking_move_one_a_day'));
  const onThatDay = await ctx.api.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'booked'), gte(bookings.startsAt, new Date('2026-12-09T00:00:00+03:00'))));
  expect(onThatDay).toHaveLength(1);
});
