import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '../db/schema';
import { testApiFixture } from '../test/test-api';

/**
 * The online booking's SMS code goes out in the language of the page the customer books on
 * (the public page is Russian or English): a customer who reads English gets «Booking code».
 * The API's clock stands at Monday 30 November 2026, 10:00 in Moscow.
 */
const NOW = new Date('2026-11-30T07:00:00Z');
const ctx = testApiFixture({ roles: ['owner'], clock: () => NOW });
const tomorrowAt = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+03:00`).toISOString();
let tyreService = 0;

function startBody(over: Record<string, unknown>) {
  return { kind: 'tire', service_ids: [tyreService], class_id: 1, plate_number: 'А123ВС77', name: 'Anna', ...over };
}

describe("the booking code's SMS", () => {
  // A tyre bay to book on.
  beforeAll(async () => {
    expect((await ctx.post('owner/bay', { name: 'Шиномонтаж 1', kind: 'tire' })).status).toBe(200);
    const options = await ctx.api.call('GET', 'public/booking/options');
    tyreService = options.body.data.services.find((s: { kind: string }) => s.kind === 'tire').id;
  });
  it("writes the code's SMS in the language of the customer's page, Russian unless it says English", async () => {
    const smsTo = async (phone: string) =>
      (await ctx.api.database.db.select({ text: smsOutbox.text }).from(smsOutbox).where(eq(smsOutbox.phone, phone))).map((r) => r.text);
    const english = '+79160000006';
    const en = await ctx.api.call('POST', 'public/booking/start', {
      body: startBody({ phone: english, language: 'en', starts_at: tomorrowAt('13:00') }),
    });
    expect(en.status).toBe(200);
    expect(await smsTo(english)).toEqual([expect.stringMatching(/^Booking code: \d{4}/)]);
    const russian = '+79160000007';
    expect(
      (await ctx.api.call('POST', 'public/booking/start', { body: startBody({ phone: russian, starts_at: tomorrowAt('14:00') }) })).status,
    ).toBe(200);
    expect(await smsTo(russian)).toEqual([expect.stringMatching(/^Код для записи: \d{4}/)]);
    const german = await ctx.api.call('POST', 'public/booking/start', {
      body: startBody({ phone: '+79160000008', language: 'de', starts_at: tomorrowAt('15:00') }),
    });
    expect(german.status).toBe(400);
  });
});
