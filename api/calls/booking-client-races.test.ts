import { eq } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { cars } from '../db/schema';
import { createOrder } from '../test/order-fixtures';
import { freshPhone } from '../test/money-fixtures';
import { lastBookingCode } from '../test/sms-codes';
import { testApiFixture } from '../test/test-api';

/**
 * The owner merges or erases a client while the customer moves or confirms a booking of theirs
 * (docs/decisions/038 and 040): both lock the booking or the code request and the client, and
 * must take them in one order, or PostgreSQL ends one of them as a deadlock (a 500). The race's
 * window is a few milliseconds; a transaction of the test's own holds the client's car, which
 * the owner's call changes after it locked the client, until the customer's call waits too.
 * PostgreSQL only: the embedded database runs one transaction at a time.
 */
const ctx = testApiFixture({ roles: ['owner', 'master'], clock: () => new Date('2026-11-30T07:00:00Z') });
const at = (day: string, hhmm: string) => new Date(`2026-12-${day}T${hhmm}:00+03:00`).toISOString();
const url = process.env.TEST_DATABASE_URL;

/** A client with an open order (and so a car) and a booking made at the desk: its id, the booking's link and the phone. */
async function bookedClient(service: number, hhmm: string) {
  const phone = freshPhone();
  const { clientId, plate } = await createOrder(ctx.api, ctx.tokens.master, { phone });
  const body = { kind: 'tire', service_ids: [service], class_id: 1, plate_number: plate, phone, starts_at: at('02', hhmm) };
  const made = await ctx.post('bookings/create', body, 'master');
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { clientId: clientId!, token: made.body.data.token as string, phone, plate };
}

/** Runs `owner`, then `customer` once the owner's call waits, while the client's car is held; answers both. */
async function race(clientId: number, owner: () => Promise<{ status: number }>, customer: () => Promise<{ status: number }>) {
  const [car] = await ctx.api.database.db.select({ id: cars.id }).from(cars).where(eq(cars.clientId, clientId));
  const holder = new pg.Client({ connectionString: ctx.api.database.postgresUrl });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query('select id from cars where id = $1 for update', [car!.id]);
    const waiting = async (n: number) => {
      for (;;) {
        const { rows } = await holder.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].n >= n) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const first = owner();
    await waiting(1);
    const second = customer();
    await waiting(2);
    await holder.query('commit');
    return await Promise.all([first, second]);
  } finally {
    await holder.end();
  }
}

let bay: Promise<unknown> | undefined;
async function tyreService() {
  bay ??= ctx.post('owner/bay', { name: 'Шиномонтаж', kind: 'tire' });
  expect(((await bay) as { status: number }).status).toBe(200);
  const options = await ctx.api.call('GET', 'public/booking/options');
  return options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id as number;
}

it.runIf(url)("a merge and the customer's move of the merged client's booking both end, neither in a 500", async () => {
  const service = await tyreService();
  const gone = await bookedClient(service, '11:00');
  const keep = await bookedClient(service, '13:00');
  const [merged, moved] = await race(
    gone.clientId,
    () => ctx.post('client/merge', { client_id: keep.clientId, merge_id: gone.clientId }, 'owner'),
    () => ctx.api.call('POST', `public/b/${gone.token}/move`, { body: { starts_at: at('03', '11:00') } }),
  );
  expect(merged.status).toBe(200);
  expect(moved.status, JSON.stringify(moved)).toBe(200);
});

it.runIf(url)("an erasure and the customer's confirmation of a code asked for by that phone both end, neither in a 500", async () => {
  const service = await tyreService();
  const erased = await bookedClient(service, '15:00');
  const started = await ctx.api.call('POST', 'public/booking/start', {
    body: {
      kind: 'tire',
      service_ids: [service],
      class_id: 1,
      plate_number: 'Р123РР77',
      name: 'Ира',
      phone: erased.phone,
      starts_at: at('04', '12:00'),
    },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const code = await lastBookingCode(ctx.api.database.db, erased.phone);
  const [forgotten, confirmed] = await race(
    erased.clientId,
    () => ctx.post('client/forget', { client_id: erased.clientId }, 'owner'),
    () => ctx.api.call('POST', 'public/booking/confirm', { body: { request_id: started.body.data.request_id, code } }),
  );
  expect(forgotten.status).toBe(200);
  // The erasure went first and took the phone's code requests with it: the code is no longer known.
  expect(confirmed.status, JSON.stringify(confirmed)).toBeGreaterThanOrEqual(400);
  expect(confirmed.status, JSON.stringify(confirmed)).toBeLessThan(500);
});
