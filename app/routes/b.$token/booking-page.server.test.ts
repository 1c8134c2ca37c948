import { describe, expect, it } from 'vitest';
import { redirectOf } from '~/test/route-args';
import { webApiFixture } from '~/test/web-api';
import { bookingPageAction, bookingPageLoader } from './booking-page.server';

/**
 * The booking's own page with what a stranger can put in its address or post by hand: a time
 * no page offered is no choice (the times again), never a 500. The API's clock stands at Monday
 * 30 November 2026, 10:00 in Moscow; the booking is for tomorrow at 12:00.
 */
const NOW = new Date('2026-11-30T07:00:00Z');
const web = webApiFixture({ roles: ['owner', 'master'], clock: () => NOW });
const AT_NOON = '2026-12-01T09:00:00.000Z';

let bookings = 0;
/** A desk's booking for tomorrow at noon, each of its own car and phone on a bay of its own; its link's token. */
async function booking(): Promise<string> {
  bookings += 1;
  expect((await web.post('owner/bay', { name: `Мойка ${bookings}`, kind: 'wash' }, 'owner')).status).toBe(200);
  const options = (await web.get('public/booking/options')).body.data as { services: Array<{ id: number; kind: string }> };
  const wash = options.services.find((s) => s.kind === 'wash')!.id;
  const made = await web.post(
    'bookings/create',
    {
      kind: 'wash',
      service_ids: [wash],
      class_id: 1,
      plate_number: `А12${bookings}ВС77`,
      phone: `+7 916 000-00-0${bookings}`,
      starts_at: AT_NOON,
    },
    'master',
  );
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return made.body.data.token as string;
}

const page = async (token: string, search: string) =>
  bookingPageLoader({ ...(await web.args(null, { url: `/b/${token}?${search}` })), params: { token } });

describe("the booking's page with an address or a post made by hand", () => {
  it('shows the times again for a start the calendar has not or no page can write, and keeps one offered', async () => {
    const token = await booking();
    for (const start of ['9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z', '2026-13-45T99:99:00Z']) {
      const shown = await page(token, `move=1&start=${encodeURIComponent(start)}`);
      expect(shown.mode, start).toBe('move');
      expect(shown.start, start).toBeNull();
    }
    const offered = (await page(token, 'move=1')).slots!.days.flatMap((d) => d.starts)[0]!;
    expect((await page(token, `move=1&start=${encodeURIComponent(offered)}`)).start).toBe(offered);
  });

  it('answers a move to a time that is no time with the times again, saying why; the booking keeps its time', async () => {
    const token = await booking();
    // Empty, no time, too long; a time off the half-hours, and one at night the shop is closed (refused by the API itself).
    for (const startsAt of ['', 'tomorrow', 'x'.repeat(500), '2026-12-01T09:07:00.000Z', '2026-12-01T23:00:00.000Z']) {
      const args = await web.args(null, { url: `/b/${token}?move=1`, form: { intent: 'move', starts_at: startsAt } });
      const answer = await bookingPageAction({ ...args, params: { token } });
      expect(redirectOf(answer)?.location, startsAt).toBe(`/b/${token}?move=1&said=booking_slot_outside`);
    }
    const again = await page(token, 'move=1&said=booking_slot_outside');
    expect(again.said).toContain('booking_slot_outside');
    expect(again.view.starts_at).toBe(AT_NOON);
  });
});
