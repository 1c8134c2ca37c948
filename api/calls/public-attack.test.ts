import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { publicViews } from '../public/order-view';
import { createPublicLimiter, keyOf, PUBLIC_REQUESTS_PER_MINUTE, throttledRefusal } from '../public/rate-limit';
import { BOOKING_CODES_PER_ADDRESS_HOUR } from '../bookings/address-codes';
import { addWash, createOrder, washServices } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * An attacker at the customers' pages (docs/decisions/039-the-customers-own-page.md): random
 * tokens find nothing, whatever their length, and one address soon gets nothing but «too many».
 */
const ctx = testApiFixture({ roles: ['master'] });

const randomToken = () => randomBytes(18).toString('base64url');

describe('guessing links', () => {
  it('finds nothing in 10,000 random tokens, and the address is stopped after the limit', async () => {
    // Real orders with real links exist meanwhile.
    for (let i = 0; i < 3; i += 1) {
      const { orderId } = await createOrder(ctx.api, ctx.tokens.master, { phone: `+7 916 000-00-1${i}` });
      const [service] = await washServices(ctx.api, ctx.tokens.master, orderId);
      await addWash(ctx.api, ctx.tokens.master, orderId, service!.service_id);
    }
    const tokens = Array.from({ length: 10_000 }, randomToken);
    const views = await publicViews(ctx.api.database.db, tokens, new Date());
    expect([...views.values()].filter((v) => v !== null)).toEqual([]);

    const statuses = new Map<number, number>();
    const bodies = new Set<string>();
    // Every tenth try is over-long (720 characters): answered and counted like any other. Every
    // tenth but five holds a NUL byte, which no input may hold (400): counted all the same.
    const tries = tokens.map((t, i) => (i % 10 === 9 ? t.repeat(30) : i % 10 === 4 ? `${t.slice(0, 12)}%00${t.slice(12)}` : t));
    for (const token of tries) {
      const res = await ctx.api.call('GET', `public/order/${token}`);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 410) bodies.add(JSON.stringify(res.body));
      if (res.status === 429) expect(res.body.code).toBe('public_throttled');
    }
    const refusedText = PUBLIC_REQUESTS_PER_MINUTE / 10;
    expect(Object.fromEntries(statuses)).toEqual({
      400: refusedText,
      410: PUBLIC_REQUESTS_PER_MINUTE - refusedText,
      429: 10_000 - PUBLIC_REQUESTS_PER_MINUTE,
    });
    expect(bodies.size).toBe(1);
  }, 120_000);
});

describe('the limit of one address', () => {
  it('counts each address apart, and opens again after a minute', () => {
    let now = 0;
    const limiter = createPublicLimiter(3, () => now);
    expect([1, 2, 3, 4].map(() => limiter.take('a'))).toEqual([0, 0, 0, 60_000]);
    expect(limiter.take('b')).toBe(0);
    now = 30_000;
    expect(limiter.take('a')).toBe(30_000);
    now = 60_000;
    expect(limiter.take('a')).toBe(0);
  });
  it('keeps an hour apart when asked: the booking codes one address may have sent', () => {
    let now = 0;
    const limiter = createPublicLimiter(BOOKING_CODES_PER_ADDRESS_HOUR, () => now, 3_600_000);
    // Ten codes spread over 50 minutes (the minute's limit never reached), then the eleventh is refused.
    for (let i = 0; i < BOOKING_CODES_PER_ADDRESS_HOUR; i += 1) {
      now = i * 5 * 60_000;
      expect(limiter.take('203.0.113.9')).toBe(0);
    }
    now = 55 * 60_000;
    expect(limiter.take('203.0.113.9')).toBe(5 * 60_000);
    expect(limiter.take('203.0.113.10')).toBe(0);
    now = 60 * 60_000;
    expect(limiter.take('203.0.113.9')).toBe(0);
    // Said in minutes, as a person reads a wait that long.
    const refusal = throttledRefusal(5 * 60_000);
    expect(refusal.params).toEqual({ n: 5, unit: 'minutes' });
    expect(refusal.details).toBe('Слишком много запросов с этого адреса. Попробуйте через 5 мин.');
    expect(throttledRefusal(30_000).params).toEqual({ n: 30, unit: 'seconds' });
  });
  it('counts an IPv6 visitor by their /64, and a full table refuses newcomers rather than forget who was counted', () => {
    expect(keyOf('2001:db8:1:2:aaaa::1')).toBe(keyOf('2001:db8:1:2:ffff:1:2:3'));
    expect(keyOf('2001:db8:1:2::1')).not.toBe(keyOf('2001:db8:1:3::1'));
    expect(keyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    const limiter = createPublicLimiter(1, () => 0);
    expect(limiter.take('2001:db8:1:2::1')).toBe(0);
    expect(limiter.take('2001:db8:1:2::9')).toBeGreaterThan(0);
  });
});
