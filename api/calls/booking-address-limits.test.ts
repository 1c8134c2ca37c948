import { describe, expect, it } from 'vitest';
import { BOOKING_CODES_PER_ADDRESS_HOUR } from '../bookings/address-codes';
import { testApiFixture } from '../test/test-api';

/**
 * The booking codes one address may have sent (docs/domain.md, online booking): 10 a minute and
 * 10 an hour, on the API's clock, which this test moves. Each code goes to another phone, so
 * the phones' own limits never answer first. The clock starts at Monday 30 November 2026, 10:00 in Moscow.
 */
let now = new Date('2026-11-30T07:00:00Z').getTime();
/** The SMS gateway, down while `gatewayDown` says so. */
let gatewayDown = false;
const ctx = testApiFixture({
  roles: ['owner'],
  clock: () => new Date(now),
  sms: () => ({
    name: 'test',
    send: () => (gatewayDown ? Promise.reject(new Error('the gateway does not answer')) : Promise.resolve()),
  }),
});
const minutes = (n: number) => (now += n * 60_000);
let tyre = 0;

const start = (i: number) =>
  ctx.api.call('POST', 'public/booking/start', {
    body: {
      kind: 'tire',
      service_ids: [tyre],
      class_id: 1,
      plate_number: 'Е555КХ77',
      name: 'Ира',
      phone: `+7 916 901-00-${String(i).padStart(2, '0')}`,
      starts_at: new Date('2026-12-01T12:00:00+03:00').toISOString(),
    },
  });

describe('booking codes from one address', () => {
  it('are ten an hour even when spread over the minutes, and the wait is said in minutes', async () => {
    await ctx.post('owner/bay', { name: 'Шиномонтаж', kind: 'tire' });
    const options = await ctx.api.call('GET', 'public/booking/options');
    tyre = options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id;
    // One code every five minutes: never ten in a minute.
    for (let i = 0; i < BOOKING_CODES_PER_ADDRESS_HOUR; i += 1) {
      const sent = await start(i);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      minutes(5);
    }
    // 50 minutes after the first: the hour is spent, ten minutes are left of it.
    const refused = await start(10);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('public_throttled');
    expect(refused.body.details).toBe('Слишком много запросов с этого адреса. Попробуйте через 10 мин.');
    minutes(10);
    expect((await start(11)).status).toBe(200);
  });

  it('say the hour’s wait, not the minute’s, when a burst spends both', async () => {
    minutes(120);
    for (let i = 20; i < 30; i += 1) expect((await start(i)).status).toBe(200);
    const refused = await start(30);
    expect(refused.status).toBe(429);
    // Ten in this minute and ten in this hour: a minute's wait would only lead to the hour's refusal.
    expect(refused.body.details).toBe('Слишком много запросов с этого адреса. Попробуйте через 60 мин.');
  });

  it('are not spent by codes whose SMS could not be sent', async () => {
    minutes(120);
    gatewayDown = true;
    for (let i = 40; i < 52; i += 1) expect((await start(i)).body.code).toBe('booking_sms_failed');
    gatewayDown = false;
    // Twelve tries while the gateway was down, and the address still has its ten codes.
    for (let i = 60; i < 70; i += 1) expect((await start(i)).status).toBe(200);
    expect((await start(70)).status).toBe(429);
  });
});
