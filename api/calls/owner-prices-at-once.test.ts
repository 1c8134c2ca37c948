import { expect, it } from 'vitest';
import type { PriceList } from '../contract/owner-prices';
import { testApiFixture } from '../test/test-api';

/**
 * Two owners (or two tabs) save a price that the list does not hold yet, at the same moment.
 * Each save read the prices before the other wrote: both would add the row, and on PostgreSQL
 * the second add met the first's row (a unique violation, a 500). A price is now written
 * whether or not the save saw its row, so both answer 200 and the last one stands.
 */
const ctx = testApiFixture({ roles: ['owner'] });

type Service = PriceList['services'][number];

const serviceNamed = async (name: string): Promise<Service> =>
  (await ctx.get('owner/prices')).body.data.services.find((s: { name: string }) => s.name === name);

const save = (s: Service, classId: number, price: number | null, reprice_open = false) =>
  ctx.post('owner/service', { ...s, prices: [{ class_id: classId, price }], reprice_open });

it('two saves of a new class price at once both answer 200, and one of their prices stands', async () => {
  const express = await serviceNamed('Экспресс-мойка');
  for (let round = 0; round < 20; round += 1) {
    expect((await save(express, 4, null)).status).toBe(200);
    const answers = await Promise.all([save(express, 4, 900 + round, round % 2 === 0), save(express, 4, 950 + round)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect([900 + round, 950 + round]).toContain((await serviceNamed('Экспресс-мойка')).prices['4']);
  }
});
