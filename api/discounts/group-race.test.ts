import { describe, expect, it } from 'vitest';
import { finishedOrder, nextPlate, startedOrder } from '../test/order-fixtures';
import { testApiFixture } from '../test/test-api';

/**
 * One car, several open orders, each added to a discount group by a cashier at the same moment:
 * every call locks all of the car's open orders in one order first, so they wait for each other.
 * Each had locked its own order first and then the others', and on PostgreSQL (several
 * connections) three such calls deadlocked and answered 500. The embedded database takes
 * statements one at a time and never deadlocked; this test holds there too.
 */
const ctx = testApiFixture({ roles: ['master', 'cashier'] });

describe('a car added to groups from several of its orders at once', () => {
  it('answers every call in 2xx or 4xx, never a 500 of a deadlock', async () => {
    const groups = (
      await ctx.get(`order/get-groups-available?order_id=${(await finishedOrder(ctx.api, ctx.tokens.master)).orderId}`, 'cashier')
    ).body.data as Array<{ id: number }>;
    for (let round = 0; round < 4; round += 1) {
      const plate = nextPlate();
      const ids = [
        (await finishedOrder(ctx.api, ctx.tokens.master, { plate })).orderId,
        (await finishedOrder(ctx.api, ctx.tokens.master, { plate })).orderId,
        (await startedOrder(ctx.api, ctx.tokens.master, { plate })).orderId,
      ];
      const answers = await Promise.all(
        ids.map((id, i) => ctx.post('car/add-to-group', { order_id: id, group_id: groups[(i + round) % groups.length]!.id }, 'cashier')),
      );
      expect(answers.map((a) => (a.status >= 500 ? `${a.status} ${a.body.details}` : 'answered'))).toEqual([
        'answered',
        'answered',
        'answered',
      ]);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    }
  });
});
