import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerMessages, smsOutbox } from '../db/schema';
import { sendDueMessages } from '../messages/send';
import { testApiFixture } from '../test/test-api';

/**
 * A booking's reminders (docs/decisions/040-booking-into-the-live-queue.md): a day and an hour
 * before, with the booking's time and link, queued when it is made, queued anew when it moves,
 * dropped when it is canceled, and only while the owner has that kind on. The API's clock
 * stands at Monday 30 November 2026, 10:00 in Moscow.
 */
const NOW = new Date('2026-11-30T07:00:00Z');
const ctx = testApiFixture({ roles: ['owner', 'master'], clock: () => NOW });
const at = (iso: string) => new Date(iso).toISOString();
let service = 0;
let plates = 0;

async function book(startsAt: string, phone: string) {
  if (!service) {
    await ctx.post('owner/bay', { name: 'Пост 1', kind: 'tire' });
    const options = await ctx.api.call('GET', 'public/booking/options');
    service = options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id;
  }
  plates += 1;
  const made = await ctx.post(
    'bookings/create',
    { kind: 'tire', service_ids: [service], class_id: 1, plate_number: `М${100 + plates}КХ77`, starts_at: startsAt, phone },
    'master',
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data as { booking_id: number; url: string };
}

const remindersOf = (bookingId: number) =>
  ctx.api.database.db
    .select()
    .from(customerMessages)
    .where(eq(customerMessages.bookingId, bookingId))
    .orderBy(asc(customerMessages.nextAt));

describe("a booking's reminders", () => {
  it('are queued a day and an hour before its time, and go out then with the time and the link', async () => {
    const booking = await book('2026-12-02T14:30:00+03:00', '+7 916 800-00-01');
    const queued = await remindersOf(booking.booking_id);
    expect(queued.map((m) => [m.kind, m.status, m.nextAt.toISOString()])).toEqual([
      ['booking_day', 'pending', at('2026-12-01T14:30:00+03:00')],
      ['booking_hour', 'pending', at('2026-12-02T13:30:00+03:00')],
    ]);
    // Nothing is due before its time.
    await sendDueMessages(ctx.api.database.db, ctx.api.context.sms, NOW, ctx.api.context.settings);
    expect((await remindersOf(booking.booking_id)).every((m) => m.status === 'pending')).toBe(true);
    await sendDueMessages(ctx.api.database.db, ctx.api.context.sms, new Date(at('2026-12-01T14:31:00+03:00')), ctx.api.context.settings);
    const [day] = await remindersOf(booking.booking_id);
    expect(day!.status).toBe('sent');
    const [sms] = await ctx.api.database.db
      .select()
      .from(smsOutbox)
      .where(and(eq(smsOutbox.phone, '+79168000001')));
    expect(sms!.text).toContain('02.12 в 14:30');
    expect(sms!.text).toContain(booking.url);
  });

  it('move with the booking and are dropped when it is canceled', async () => {
    const booking = await book('2026-12-03T12:00:00+03:00', '+7 916 800-00-02');
    const moved = await ctx.post('bookings/move', { booking_id: booking.booking_id, starts_at: '2026-12-04T15:00:00+03:00' }, 'master');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await remindersOf(booking.booking_id)).map((m) => m.nextAt.toISOString())).toEqual([
      at('2026-12-03T15:00:00+03:00'),
      at('2026-12-04T14:00:00+03:00'),
    ]);
    await ctx.post('bookings/cancel', { booking_id: booking.booking_id }, 'master');
    expect(await remindersOf(booking.booking_id)).toEqual([]);
  });

  it('are not queued for a moment already past: a booking soon after now gets none', async () => {
    const soon = await book('2026-11-30T10:30:00+03:00', '+7 916 800-00-03');
    expect(await remindersOf(soon.booking_id)).toEqual([]);
    const later = await book('2026-11-30T15:00:00+03:00', '+7 916 800-00-04');
    expect((await remindersOf(later.booking_id)).map((m) => m.kind)).toEqual(['booking_hour']);
  });

  it('go only while the owner has the kind on', async () => {
    const off = await ctx.post('owner/messages/save', { kind: 'booking_hour', enabled: false, text: 'Ждём вас в {time}: {link}' }, 'owner');
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const booking = await book('2026-12-05T11:00:00+03:00', '+7 916 800-00-05');
    expect((await remindersOf(booking.booking_id)).map((m) => m.kind)).toEqual(['booking_day']);
  });
});
