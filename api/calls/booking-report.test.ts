import { expect, it } from 'vitest';
import { markNoShows } from '../bookings/no-show';
import { testApiFixture } from '../test/test-api';

/**
 * The owner's report of bookings (docs/decisions/040-booking-into-the-live-queue.md): per day of
 * their time, online and by the desk, arrived, no-shows, canceled, and the share of the bays'
 * open hours booked. The API's clock stands at Monday 30 November 2026, 10:00 in Moscow.
 */
const NOW = new Date('2026-11-30T07:00:00Z');
const ctx = testApiFixture({ roles: ['owner', 'master'], clock: () => NOW });

it('counts each day of the period by where the booking came from and what became of it', async () => {
  await ctx.post('owner/bay', { name: 'Шиномонтаж', kind: 'tire' });
  const options = await ctx.api.call('GET', 'public/booking/options');
  const service = options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id as number;
  await ctx.post('owner/duration', { service_id: service, class_id: 1, minutes: 60 });
  const book = (hhmm: string, plate: string) =>
    ctx.post(
      'bookings/create',
      { kind: 'tire', service_ids: [service], class_id: 1, plate_number: plate, starts_at: `2026-12-01T${hhmm}:00+03:00` },
      'master',
    );
  const kept = await book('10:00', 'А001АА77');
  await book('12:00', 'А002АА77');
  const canceled = await book('14:00', 'А003АА77');
  expect(kept.status).toBe(200);
  await ctx.post('bookings/cancel', { booking_id: canceled.body.data.booking_id }, 'master');
  // 12:00 and 10:00 pass without the cars: both no-shows by 13:00.
  await markNoShows(ctx.api.database.db, new Date('2026-12-01T13:00:00+03:00'));

  const report = await ctx.get('report/bookings?from=2026-11-30&to=2026-12-01', 'owner');
  expect(report.status, JSON.stringify(report.body)).toBe(200);
  expect(report.body.data.days).toEqual([
    { date: '2026-11-30', online: 0, staff: 0, arrived: 0, no_show: 0, canceled: 0, booked_percent: 0 },
    // Two hours of the bay's twelve (9:00–21:00) held by bookings not canceled.
    { date: '2026-12-01', online: 0, staff: 3, arrived: 0, no_show: 2, canceled: 1, booked_percent: 16.7 },
  ]);
  expect((await ctx.get('report/bookings?from=2026-11-30&to=2026-12-01', 'master')).status).toBe(403);
});
